/**
 * DOOM: The Board Game at the table: the mission's counters, the 3D map with
 * its figures (DoomScene, loaded lazily), the objective, and the HUD with
 * initiative, squad, hands and demon cards.
 */
import { lazy, Suspense } from 'react';
import type { DoomView } from '../../../core/games/doom/view';
import { ErrorBoundary } from '../../hud/ErrorBoundary';
import type { BoardProps } from '../types';
import { DoomHud } from './DoomHud';
import { OperationInterlude } from './OperationInterlude';
import { counterLines, fragGoal } from './missionInfo';
import { Stat } from '../../hud/Stat';

const DoomScene = lazy(() => import('./DoomScene'));

const PHASES: Record<DoomView['phase'], string> = { setup: 'Setting up', status: 'Status phase', activation: 'Activations', over: 'Mission over' };

export function DoomBoard(props: BoardProps<DoomView>) {
  const g = props.view.game;
  const goal = fragGoal(g.mission.id, g.counters);
  return (
    <div className="ref-board" data-testid="doom-board">
      <div className="stat-row">
        <Stat label="Mission" value={g.mission.name || '—'} testId="stat-mission" />
        <Stat label="Round" value={String(g.round)} testId="stat-round" />
        <Stat label="Phase" value={PHASES[g.phase] ?? g.phase} />
        <Stat label="Frags" value={goal !== null ? `${g.invader.frags} of ${goal}` : String(g.invader.frags)} testId="stat-frags" />
        {counterLines(g.counters).map((c) => (
          <Stat key={c.label} label={c.label} value={c.value} />
        ))}
      </div>
      {g.mission.objective && (
        <p className="small" style={{ margin: 0 }} data-testid="doom-objective">
          <strong>Objective:</strong> {g.mission.objective} {g.mission.threat && <span className="muted">Threat: {g.mission.threat}</span>}
        </p>
      )}

      <ErrorBoundary fallback={<p className="muted">The 3D table could not start (WebGL); the HUD below still shows the game.</p>}>
        <Suspense fallback={<div className="scene-loading" />}>
          <div style={{ height: '62vh', minHeight: 320, borderRadius: 8, overflow: 'hidden' }}>
            <DoomScene {...props} />
          </div>
        </Suspense>
      </ErrorBoundary>

      <DoomHud {...props} />
      <OperationInterlude standing={g.standing} playing={props.beat !== null} over={props.view.result !== null} />
    </div>
  );
}
