/**
 * Maximum Apocalypse at the table, in the shared BoardShell: the mission, its
 * goals and the decks on one line, the 3D map (MAScene, loaded lazily)
 * filling the board column, and in the side column's dock the survivors'
 * mats (the acting one whole, the others one line each) and the mission's
 * whole text. Anything the prompt offers on the table or in the panel
 * answers a click; a thing that answers several options (move to a tile or
 * lure its monsters there) asks which with the shell's menu over the table.
 */
import { lazy, useMemo } from 'react';
import type { MAView } from '../../../core/games/maximum-apocalypse/view';
import { BoardShell } from '../../table/BoardShell';
import { useAskMenu } from '../../table/useAskMenu';
import type { BoardProps } from '../types';
import { MAStats, maPanels } from './MAPanel';
import { optionsByTarget } from './promptTargets';
import './ma.css';
import { markLoaded } from '../../lib/bootMarks';

const MAScene = lazy(() => markLoaded(import('./MAScene')));

export function MABoard(props: BoardProps<MAView>) {
  const { view, settings, onOption, seatName, concealed, targets } = props;
  const g = view.game;
  const prompt = view.prompt;
  // Only the viewer's own prompt answers clicks (the screen's `targets` holds exactly those).
  const byTarget = useMemo(() => {
    const all = optionsByTarget(prompt?.options ?? []);
    for (const k of [...all.keys()]) if (!targets.has(k)) all.delete(k);
    return all;
  }, [prompt, targets]);
  const { pick: onTarget, ask } = useAskMenu(byTarget, prompt?.id, onOption, { title: 'Which one?', testId: 'ma-ask' });
  const acting = g.turnState?.survivor ?? null;
  // Outside a survivor's turn (setting up, the monsters' phase) the seat deciding opens its survivors' mats.
  const deciding = prompt?.seat ?? view.waitingFor?.seat ?? null;
  return (
    <BoardShell
      testId="ma-board"
      className="ma-board"
      attributes={{ 'data-phase': g.phase, 'data-round': g.round, 'data-targets': byTarget.size, 'data-tiles': g.tiles.length }}
      stats={<MAStats view={g} />}
      scene={
        <MAScene
          view={view}
          settings={settings}
          selected={props.selected}
          beat={props.beat}
          queue={props.queue}
          hoveredTarget={props.hoveredTarget}
          named={props.named}
          byTarget={byTarget}
          onTarget={onTarget}
        />
      }
      ask={ask}
      panels={maPanels({
        view: g,
        colourBlind: settings.colourBlindPalette,
        concealed,
        acting,
        deciding,
        seatName,
        byTarget,
        selected: props.selected,
        onTarget,
      })}
    />
  );
}
