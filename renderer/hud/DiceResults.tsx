/**
 * The dice results as text, beside the tray: one line per die with what the
 * tray shows on top (read back from the rendered dice), so a result never
 * depends on reading a small face in 3D. While the dice roll it says so.
 */
import type { DieDef } from '../../core/engine/types';
import type { ShownDie } from '../dice/readBack';

interface Props {
  /** Null while the dice are still rolling (or before the first throw). */
  shown: ShownDie[] | null;
  dice: Readonly<Record<string, DieDef>>;
  rolling: boolean;
}

export function DiceResults({ shown, dice, rolling }: Props) {
  if (rolling) {
    return (
      <div className="dice-results muted" data-testid="dice-results" data-state="rolling" aria-live="polite">
        Rolling…
      </div>
    );
  }
  if (!shown) {
    return (
      <div className="dice-results muted" data-testid="dice-results" data-state="empty">
        No dice thrown yet.
      </div>
    );
  }
  const total = shown.reduce((sum, s) => sum + (dice[s.die]?.faces[s.face]?.value ?? 0), 0);
  return (
    <div className="dice-results" data-testid="dice-results" data-state="settled" aria-live="polite">
      <ol>
        {shown.map((s) => (
          <li key={s.index} data-die={s.die} data-face={s.face} data-label={s.label}>
            <span className="dice-swatch" style={{ background: dice[s.die]?.color ?? '#ece4d0' }} />
            <span className="dice-name">{dice[s.die]?.name ?? s.die}</span>
            <strong className="dice-label">{s.label}</strong>
          </li>
        ))}
      </ol>
      <p className="small muted">Total of the values shown: {total}</p>
    </div>
  );
}
