/** The match's log, newest at the bottom; bots' reasons set apart from events and choices. */
import { useEffect, useRef } from 'react';
import type { LogLine, SeatInfo } from '../../core/protocol/messages';
import { withSeatName } from '../lib/logText';

export function GameLog({ log, seats }: { log: LogLine[]; seats: SeatInfo[] }) {
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  return (
    <section className="log-panel">
      <h3>Log</h3>
      <ol className="log" ref={ref} data-testid="game-log">
        {log.map((line, i) => (
          <li key={i} className={`log-${line.kind}`} data-kind={line.kind}>
            {line.kind === 'reason' && <span className="log-tag">AI</span>}
            {line.kind === 'reason' ? withSeatName(line.text, seats) : line.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
