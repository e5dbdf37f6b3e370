/**
 * Apocalypse (the RISK variant) at the table: the 3D world board (RiskScene,
 * loaded lazily) beside the side panel (scenario, track, players, continents).
 * A territory that answers several options of the prompt (attack from it, move
 * from it, close its border) asks which with a small menu over the table.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { RiskView } from '../../../core/games/apocalypse-risk/view';
import { ErrorBoundary } from '../../hud/ErrorBoundary';
import type { BoardProps } from '../types';
import { RiskPanel } from './RiskPanel';
import { territoryOptions } from './territoryOptions';
import './risk.css';

const RiskScene = lazy(() => import('./RiskScene'));

export function RiskBoard(props: BoardProps<RiskView>) {
  const { view, settings, onOption, seatName, concealed } = props;
  const g = view.game;
  const prompt = view.prompt;
  const byTerritory = useMemo(() => territoryOptions(prompt?.options ?? []), [prompt]);
  const clickable = useMemo(() => new Set(byTerritory.keys()), [byTerritory]);
  const optionIds = useMemo(() => new Map([...byTerritory].map(([t, os]) => [t, os.map((o) => o.id)])), [byTerritory]);
  const [asking, setAsking] = useState<string | null>(null);
  useEffect(() => setAsking(null), [prompt?.id]);

  const onTerritory = useCallback((id: string) => {
    const options = byTerritory.get(id) ?? [];
    if (options.length === 1) onOption(options[0]!.id);
    else if (options.length > 1) setAsking(id);
  }, [byTerritory, onOption]);

  const acting = prompt?.seat ?? view.waitingFor?.seat ?? g.turn.seat;
  const choices = asking ? byTerritory.get(asking) ?? [] : [];
  return (
    <div className="risk-board" data-testid="risk-board" data-phase={g.phase} data-scenario={g.scenario ?? ''} data-round={g.round} data-targets={clickable.size}>
      <div className="risk-table">
        <ErrorBoundary fallback={<p className="muted">The 3D table could not start (WebGL); the panel and the prompt still play the game.</p>}>
          <Suspense fallback={<div className="scene-loading" />}>
            <RiskScene
              view={view}
              settings={settings}
              selected={props.selected}
              beat={props.beat}
              hoveredTarget={props.hoveredTarget}
              named={props.named}
              clickable={clickable}
              optionsByTerritory={optionIds}
              onTerritory={onTerritory}
            />
          </Suspense>
        </ErrorBoundary>
        {choices.length > 0 && (
          <div className="risk-ask" role="menu" data-testid="risk-ask">
            <div className="small muted">{g.territories[asking!] ? `What to do in this territory?` : ''}</div>
            {choices.map((o) => (
              <button key={o.id} type="button" role="menuitem" onClick={() => (setAsking(null), onOption(o.id))} data-testid={`risk-ask-${o.id}`}>
                {o.label}
              </button>
            ))}
            <button type="button" className="ghost" onClick={() => setAsking(null)}>Cancel</button>
          </div>
        )}
      </div>
      <RiskPanel view={g} colourBlind={settings.colourBlindPalette} concealed={concealed} acting={acting} seatName={seatName} />
    </div>
  );
}
