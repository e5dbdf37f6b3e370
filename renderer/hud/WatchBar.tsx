/**
 * A match with no human seat is watched: the AI seats play a round at a time
 * and the table animates it. Pause stops after the round being shown.
 */
import { useEffect, useState } from 'react';
import type { HostApi } from '../api/types';
import { speedFactor, type AnimationSpeed } from '../timeline/durations';

interface Props {
  host: HostApi;
  /** The table is still playing the last round. */
  animating: boolean;
  over: boolean;
  speed: AnimationSpeed;
  reportError(err: unknown): void;
}

/** Pause between rounds at 1x, so the end of one round can be seen before the next begins. */
const BETWEEN_ROUNDS_MS = 700;

export function WatchBar({ host, animating, over, speed, reportError }: Props) {
  const [playing, setPlaying] = useState(true);
  const [asking, setAsking] = useState(false);

  const nextRound = () => {
    if (asking || over) return;
    setAsking(true);
    host
      .request('runAi', { rounds: 1 })
      .catch((err: unknown) => {
        setPlaying(false);
        reportError(err);
      })
      .finally(() => setAsking(false));
  };

  useEffect(() => {
    if (!playing || animating || asking || over) return;
    const timer = setTimeout(nextRound, Math.round(BETWEEN_ROUNDS_MS * speedFactor(speed)));
    return () => clearTimeout(timer);
  });

  return (
    <div className="watch-bar" data-testid="watch-bar" data-playing={playing}>
      <span>Watching the AI play</span>
      <button type="button" onClick={() => setPlaying((p) => !p)} disabled={over} data-testid="watch-toggle">
        {playing ? 'Pause' : 'Play'}
      </button>
      <button type="button" onClick={nextRound} disabled={playing || animating || asking || over} data-testid="watch-next">
        Next round
      </button>
    </div>
  );
}
