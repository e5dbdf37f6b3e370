/**
 * Apocalypse (the RISK variant) at the table, in the shared BoardShell: the
 * apocalypse, the round and its track on one line, the 3D world board
 * (RiskScene, loaded lazily) filling the board column, and the panels (the
 * players one line each, the scenario's track, the continents) in the side
 * column's dock. A territory that answers several options of the prompt
 * (attack from it, move from it, close its border) asks which with the
 * shell's menu over the table.
 */
import { lazy, useMemo } from 'react';
import type { RiskView } from '../../../core/games/apocalypse-risk/view';
import { BoardShell } from '../../table/BoardShell';
import { useAskMenu } from '../../table/useAskMenu';
import type { BoardProps } from '../types';
import { RiskStats, riskPanels } from './RiskPanel';
import { territoryOptions } from './territoryOptions';
import './risk.css';
import { markLoaded } from '../../lib/bootMarks';

const RiskScene = lazy(() => markLoaded(import('./RiskScene')));

export function RiskBoard(props: BoardProps<RiskView>) {
  const { view, settings, onOption, seatName, concealed } = props;
  const g = view.game;
  const prompt = view.prompt;
  const byTerritory = useMemo(() => territoryOptions(prompt?.options ?? []), [prompt]);
  const clickable = useMemo(() => new Set(byTerritory.keys()), [byTerritory]);
  const optionIds = useMemo(() => new Map([...byTerritory].map(([t, os]) => [t, os.map((o) => o.id)])), [byTerritory]);
  const { pick: onTerritory, ask } = useAskMenu(byTerritory, prompt?.id, onOption, { title: 'What to do in this territory?', testId: 'risk-ask' });

  const acting = prompt?.seat ?? view.waitingFor?.seat ?? g.turn.seat;
  const panelProps = { view: g, colourBlind: settings.colourBlindPalette, concealed, acting, seatName };
  return (
    <BoardShell
      testId="risk-board"
      className="risk-board"
      attributes={{ 'data-phase': g.phase, 'data-scenario': g.scenario ?? '', 'data-round': g.round, 'data-targets': clickable.size }}
      stats={<RiskStats view={g} />}
      scene={
        <RiskScene
          view={view}
          settings={settings}
          selected={props.selected}
          beat={props.beat}
          queue={props.queue}
          hoveredTarget={props.hoveredTarget}
          named={props.named}
          clickable={clickable}
          optionsByTerritory={optionIds}
          onTerritory={onTerritory}
        />
      }
      ask={ask}
      panels={riskPanels(panelProps)}
    />
  );
}
