/**
 * DOOM: The Board Game at the table (in the shared BoardShell): the mission's
 * counters, initiative and objective on one line, the 3D map with its figures (DoomScene,
 * loaded lazily) filling the board column, and the HUD's panels (squad and
 * hands, the invader and his demon cards) in the side column's dock.
 */
import { lazy } from 'react';
import type { DoomView } from '../../../core/games/doom/view';
import { Stat } from '../../hud/Stat';
import { BoardShell } from '../../table/BoardShell';
import type { BoardProps } from '../types';
import { doomPanels, Initiative } from './DoomHud';
import { OperationInterlude } from './OperationInterlude';
import { counterLines, fragGoal } from './missionInfo';
import { markLoaded } from '../../lib/bootMarks';

const DoomScene = lazy(() => markLoaded(import('./DoomScene')));

const PHASES: Record<DoomView['phase'], string> = { setup: 'Setting up', status: 'Status phase', activation: 'Activations', over: 'Mission over' };

export function DoomBoard(props: BoardProps<DoomView>) {
  const g = props.view.game;
  const goal = fragGoal(g.mission.id, g.counters, { difficulty: g.difficulty, marines: g.marines.length });
  const objective = [g.mission.objective && `Objective: ${g.mission.objective}`, g.mission.threat && `Threat: ${g.mission.threat}`].filter(Boolean).join(' ');
  return (
    <BoardShell
      testId="doom-board"
      className="doom-board"
      attributes={{ 'data-phase': g.phase }}
      stats={
        <>
          <Stat label="Mission" value={g.mission.name || '—'} testId="stat-mission" />
          <Stat label="Phase" value={PHASES[g.phase] ?? g.phase} />
          <Stat label="Frags" value={goal !== null ? `${g.invader.frags} of ${goal}` : String(g.invader.frags)} testId="stat-frags" />
          <Initiative view={g} colourBlind={props.settings.colourBlindPalette} />
          {counterLines(g.counters).map((c) => (
            <Stat key={c.label} label={c.label} value={c.value} />
          ))}
          {objective && (
            // Cut to the line's room; the whole objective and threat are its title (hover).
            <span className="board-stats-text" title={objective} data-testid="doom-objective">
              {g.mission.objective && <><strong>Objective:</strong> {g.mission.objective} </>}
              {g.mission.threat && <span className="muted">Threat: {g.mission.threat}</span>}
            </span>
          )}
        </>
      }
      scene={<DoomScene {...props} />}
      fallbackText="The 3D table could not start (WebGL); the panels beside it and the prompt still play the game."
      panels={doomPanels(props)}
    >
      <OperationInterlude standing={g.standing} playing={props.beat !== null} over={props.view.result !== null} />
    </BoardShell>
  );
}
