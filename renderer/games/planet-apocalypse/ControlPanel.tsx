/**
 * The control panel, as the board's one stats line: doom, despair and Lord
 * tracks, despair dice, the courage pool, the phase and the legion in play
 * (cut to the room left; its whole text is the title, and the Lord panel
 * repeats it in full).
 */
import type { PAView } from '../../../core/games/planet-apocalypse/view';
import { DESPAIR_STEPS, DOOM_SPACES, LORD_TRACK_STEPS, legionLine, trackSpaces } from './sheets';

function TrackRow({ label, first, last, at, testId, danger }: { label: string; first: number; last: number; at: number; testId: string; danger?: number }) {
  return (
    <div className="pa-track" data-testid={testId} data-value={at}>
      <span className="pa-track-label">{label}</span>
      <ol className="pa-track-spaces">
        {trackSpaces(first, last, at).map((s) => (
          <li key={s.n} className={[s.here ? 'here' : '', danger !== undefined && s.n >= danger ? 'danger' : '', s.n < at ? 'past' : ''].filter(Boolean).join(' ')}>
            {s.n}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function ControlPanel({ view }: { view: PAView }) {
  const legion = legionLine(view);
  return (
    <section className="pa-control" data-testid="pa-control">
      <div className="pa-tracks">
        <TrackRow label="Doom" first={0} last={DOOM_SPACES} at={view.doom} testId="pa-doom" danger={DOOM_SPACES} />
        <TrackRow label="Despair" first={1} last={DESPAIR_STEPS} at={view.despair} testId="pa-despair" />
        <TrackRow label="Lord" first={1} last={LORD_TRACK_STEPS} at={view.lordTrack} testId="pa-lord-track" />
      </div>
      <div className="pa-counters">
        <span className="pa-counter" title="Despair dice rolled when an invasion token is revealed" data-testid="pa-despair-dice">
          <b>{view.despairDice}</b> despair dice
        </span>
        <span className="pa-counter" title="Courage any hero may spend with the captain's approval" data-testid="pa-pool">
          <b>{view.pool}</b> courage pool
        </span>
        <span className="pa-counter" title={`Round ${view.round}`} data-testid="pa-phase">
          {PHASE[view.phase] ?? view.phase}
        </span>
        <span className="pa-legion" data-testid="pa-legion" title={legion?.text}>
          {legion ? (
            <>
              Legion <b>{legion.name}</b>: {legion.text}
            </>
          ) : (
            'No legion in play'
          )}
        </span>
      </div>
    </section>
  );
}

const PHASE: Record<PAView['phase'], string> = {
  setup: 'set-up',
  team: 'team phase',
  hero: 'hero phase',
  enemy: 'enemy phase',
  hell: 'Hell Time',
  over: 'game over',
};
