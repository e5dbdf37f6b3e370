/**
 * Shown while the table plays events: which step, Skip (Space), and the
 * speed. Between animations it offers "Replay enemy turn".
 */
import type { Settings } from '../api/types';
import type { Timeline } from '../timeline/useTimeline';

const SPEEDS: Settings['animationSpeed'][] = ['1x', '2x', '4x', 'instant'];

interface Props {
  timeline: Timeline;
  /** What the beat on the table is part of, named by the game ("Minions attack: Gryllus group → John Dark"). */
  segment?: string | null;
  speed: Settings['animationSpeed'];
  onSpeed(speed: Settings['animationSpeed']): void;
}

export function TimelineBar({ timeline, segment, speed, onSpeed }: Props) {
  const playing = timeline.beat !== null;
  return (
    <div
      className="timeline-bar"
      data-testid="timeline-bar"
      data-playing={playing}
      data-enemy={timeline.enemyTurn}
      data-event={timeline.beat?.event.type ?? ''}
    >
      {playing ? (
        <>
          <span className="timeline-step" data-testid="timeline-step">
            {timeline.replaying ? 'Replay: ' : timeline.enemyTurn ? 'Enemy turn: ' : ''}step {timeline.step} of {timeline.steps}
            {segment && (
              <span className="timeline-segment" data-testid="timeline-segment">
                {segment}
              </span>
            )}
          </span>
          <button type="button" onClick={timeline.skip} data-testid="timeline-skip" title="Show the end at once (Space)">
            Skip ␣
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={timeline.replay}
          disabled={!timeline.canReplay}
          data-testid="replay-enemy"
          title="Play the enemy side's last turn again"
        >
          Replay enemy turn
        </button>
      )}
      <label className="timeline-speed">
        Speed{' '}
        <select value={speed} onChange={(e) => onSpeed(e.target.value as Settings['animationSpeed'])} data-testid="speed-select">
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s === 'instant' ? 'Instant' : s}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
