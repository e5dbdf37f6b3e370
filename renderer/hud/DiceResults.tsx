/**
 * The dice results as text, beside the dice: one line per die with what the
 * table shows on top (read back from the rendered dice), so a result never
 * depends on reading a small face in 3D, then how the throw counts in its
 * game. That part is the game's own readout (core/engine/diceReadout.ts:
 * pairs won and lost, a combo, hits against a target number, a running
 * total); without one the dice are listed alone and nothing is added up,
 * since most games never add their dice. While the dice roll it says so.
 */
import type { DiceReadout, DieDef } from '../../core/engine/types';
import type { ShownDie } from '../dice/readBack';
import './dice-readout.css';

interface Props {
  /** Null while the dice are still rolling (or before the first throw). */
  shown: ShownDie[] | null;
  dice: Readonly<Record<string, DieDef>>;
  rolling: boolean;
  /** How the game counts this throw; null where it wrote none (the dice lab's test throws). */
  readout?: DiceReadout | null;
}

export function DiceResults({ shown, dice, rolling, readout = null }: Props) {
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
  return (
    <div className="dice-results" data-testid="dice-results" data-state="settled" aria-live="polite">
      <ol>
        {shown.map((s) => {
          const mark = readout?.marks?.[s.index] ?? null;
          return (
            <li key={s.index} data-die={s.die} data-face={s.face} data-label={s.label} data-mark={mark ?? undefined}>
              <span className="dice-swatch" style={{ background: dice[s.die]?.color ?? '#ece4d0' }} />
              <span className="dice-name">{dice[s.die]?.name ?? s.die}</span>
              <strong className="dice-label">{s.label}</strong>
              {mark && <span className="dice-mark">{mark}</span>}
            </li>
          );
        })}
      </ol>
      {readout && readout.lines.length > 0 && (
        // Paragraphs, not list items: a die's line is the only <li> here (the e2e tests read them).
        <div className="dice-readout" data-testid="dice-readout">
          {readout.lines.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
    </div>
  );
}
