/**
 * Shown while the table plays events: which step, Skip (Space), and the
 * speed. Between animations it offers "Replay since my move": what came
 * of the person's last decision and every other seat's turn since.
 */
import type { Settings } from '../api/types';
import type { Timeline } from '../timeline/useTimeline';

const SPEEDS: Settings['animationSpeed'][] = ['1x', '2x', '4x', 'fast', 'instant'];

/** How the speed select names each speed. */
export function speedLabel(s: Settings['animationSpeed']): string {
  return s === 'instant' ? 'Instant' : s === 'fast' ? 'Fast' : `Speed ${s}`;
}

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
          <button
            type="button"
            onClick={timeline.skipToDecision}
            data-testid="timeline-skip-decision"
            title="Skip everything until you are asked something"
          >
            Skip to my decision
          </button>
        </>
      ) : timeline.rushing ? (
        <span className="timeline-step" data-testid="timeline-rushing">Skipping to your next decision…</span>
      ) : (
        <button
          type="button"
          onClick={timeline.replay}
          disabled={!timeline.canReplay}
          data-testid="replay-enemy"
          style={{ whiteSpace: 'nowrap' }}
          title={timeline.canReplay ? "Play again everything since your last decision: its result and every other side's turn" : 'Nothing has happened since your last decision'}
        >
          Replay since my move
        </button>
      )}
      {/* No visible word: the select's values say what it is, and the bar keeps to one line in a 320 px column. */}
      <label className="timeline-speed" aria-label="Animation speed">
        <select
          value={speed}
          title="Fast: the other sides' turns pass at once; the table pauses only for your decisions and the dice you roll"
          onChange={(e) => onSpeed(e.target.value as Settings['animationSpeed'])} data-testid="speed-select">
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {speedLabel(s)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
