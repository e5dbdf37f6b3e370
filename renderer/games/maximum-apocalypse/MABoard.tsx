/**
 * Maximum Apocalypse at the table: the 3D map (MAScene, loaded lazily)
 * above the side panel (mission, decks, survivors' mats and open hands).
 * Anything the prompt offers on the table or in the panel answers a click;
 * a thing that answers several options (move to a tile or lure its monsters
 * there) asks which with a small menu over the table.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { MAView } from '../../../core/games/maximum-apocalypse/view';
import { ErrorBoundary } from '../../hud/ErrorBoundary';
import type { BoardProps } from '../types';
import { MAPanel } from './MAPanel';
import { optionsByTarget } from './promptTargets';
import './ma.css';

const MAScene = lazy(() => import('./MAScene'));

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
  const [asking, setAsking] = useState<string | null>(null);
  useEffect(() => setAsking(null), [prompt?.id]);

  const onTarget = useCallback((key: string) => {
    const options = byTarget.get(key) ?? [];
    if (options.length === 1) onOption(options[0]!.id);
    else if (options.length > 1) setAsking(key);
  }, [byTarget, onOption]);

  const choices = asking ? byTarget.get(asking) ?? [] : [];
  const acting = g.turnState?.survivor ?? null;
  return (
    <div className="ma-board" data-testid="ma-board" data-phase={g.phase} data-round={g.round} data-targets={byTarget.size} data-tiles={g.tiles.length}>
      <div className="ma-table">
        <ErrorBoundary fallback={<p className="muted">The 3D table could not start (WebGL); the panel and the prompt still play the game.</p>}>
          <Suspense fallback={<div className="scene-loading" />}>
            <MAScene
              view={view}
              settings={settings}
              selected={props.selected}
              beat={props.beat}
              hoveredTarget={props.hoveredTarget}
              named={props.named}
              byTarget={byTarget}
              onTarget={onTarget}
            />
          </Suspense>
        </ErrorBoundary>
        {choices.length > 0 && (
          <div className="ma-ask" role="menu" data-testid="ma-ask">
            <div className="small muted">Which one?</div>
            {choices.map((o) => (
              <button key={o.id} type="button" role="menuitem" onClick={() => (setAsking(null), onOption(o.id))} data-testid={`ma-ask-${o.id}`}>
                {o.label}
              </button>
            ))}
            <button type="button" className="ghost" onClick={() => setAsking(null)}>Cancel</button>
          </div>
        )}
      </div>
      <MAPanel
        view={g}
        colourBlind={settings.colourBlindPalette}
        concealed={concealed}
        acting={acting}
        seatName={seatName}
        byTarget={byTarget}
        selected={props.selected}
        onTarget={onTarget}
      />
    </div>
  );
}
