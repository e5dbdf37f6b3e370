/**
 * The match's log, newest at the bottom; bots' reasons set apart from events
 * and choices. It stays pinned to the newest line unless the player scrolled
 * up to read (then a button brings it back), and every name of a thing in it
 * can be hovered for its details.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { LogLine, SeatInfo } from '../../core/protocol/messages';
import { EntityText } from '../inspect/EntityText';
import { withSeatName } from '../lib/logText';

/** Within this many pixels of the bottom counts as "at the newest line". */
const PIN_SLACK = 24;

export function GameLog({ log, seats }: { log: LogLine[]; seats: SeatInfo[] }) {
  const ref = useRef<HTMLOListElement>(null);
  const [pinned, setPinned] = useState(true);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && pinned) el.scrollTop = el.scrollHeight;
  }, [log.length, pinned]);
  const onScroll = () => {
    const el = ref.current;
    if (el) setPinned(el.scrollHeight - el.scrollTop - el.clientHeight <= PIN_SLACK);
  };
  return (
    <section className="log-panel" data-tutorial="log inspect">
      <h3>Log</h3>
      <ol className="log" ref={ref} onScroll={onScroll} data-testid="game-log" data-pinned={pinned}>
        {log.map((line, i) => (
          <li key={i} className={`log-${line.kind}`} data-kind={line.kind}>
            {line.kind === 'reason' && <span className="log-tag">AI</span>}
            <EntityText text={line.kind === 'reason' ? withSeatName(line.text, seats) : line.text} />
          </li>
        ))}
      </ol>
      {!pinned && (
        <button type="button" className="log-newest" onClick={() => setPinned(true)} data-testid="log-newest">
          ↓ Newest
        </button>
      )}
    </section>
  );
}
