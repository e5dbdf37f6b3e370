/**
 * The faction's secret declarations: while they are open, only who has
 * declared and who is still deciding (the kernel's `group` never carries
 * another seat's answer; the viewer sees their own pick). Once revealed, each
 * player's declared action and tile.
 */
import type { GameView } from '../../../core/engine/view';
import { TILES } from '../../../core/games/repossession/content/board';
import type { PRFView } from '../../../core/games/repossession/view';

const ACTION: Record<string, string> = {
  move: 'moves to', siege: 'lays siege to', start: 'goes back to Start', buy5: 'buys (5 tokens)', buy8: 'buys (8 tokens)', hold: 'stays put',
};

export function Declarations({ view, seatName, concealed }: { view: GameView<PRFView>; seatName(s: string): string; concealed: boolean }) {
  const group = view.group;
  if (group) {
    return (
      <section className="prf-declare" data-testid="prf-declare">
        <h4>Secret choices</h4>
        <ul>
          {group.seats.map((s) => (
            <li key={s.seat} data-testid={`prf-declared-${s.seat}`} data-answered={s.answered}>
              {seatName(s.seat)}: {s.answered ? <strong>chosen ✓</strong> : <span className="muted">choosing…</span>}
              {!concealed && s.answerLabels && <span className="muted"> (yours: {s.answerLabels.join(', ')})</span>}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const decl = view.game.declarations;
  if (decl.length === 0) return null;
  return (
    <section className="prf-declare" data-testid="prf-declare">
      <h4>Declared this turn</h4>
      <ul>
        {decl.map((d) => (
          <li key={d.seat} className={d.done ? 'muted' : ''}>
            {seatName(d.seat)} {ACTION[d.action] ?? d.action}{d.tile !== null && d.action !== 'start' && d.action !== 'hold' ? ` ${TILES[d.tile]?.id ?? ''}` : ''}{d.done ? ' ✓' : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
