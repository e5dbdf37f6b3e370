/**
 * The dice strip over the table: the roll in view (rollLine.ts) with its
 * dice, the dice that score lit, the combo's name from the glossary with its
 * bonuses, and the outcome. The 3D dice themselves land in the table's tray.
 */
import type { GameEvent } from '../../../core/engine/types';
import type { PRFView } from '../../../core/games/repossession/view';
import { comboName, comboStats } from './cardNames';
import { DiceChips } from './DiceChips';
import type { FightLog } from './exchange';
import { rollLine } from './rollLine';

const KIND: Record<string, string> = { attack: 'Attack', defence: 'Defence', check: 'Support check', roll: 'Rolling' };

export function RollStrip({ view, fight, beat, seatName }: { view: PRFView; fight: FightLog; beat: GameEvent | null; seatName(s: string): string }) {
  const line = rollLine(view, fight, beat);
  if (!line) return null;
  return (
    <div className={`prf-roll ${line.kind}`} data-testid="prf-roll" data-combo={line.combo ?? ''}>
      <span className="prf-roll-kind">{KIND[line.kind]}{line.seat ? ` · ${seatName(line.seat)}` : ''}</span>
      <DiceChips dice={line.dice} combo={line.combo} lit={line.lit} />
      {line.combo && (
        <span className="prf-roll-combo" data-testid="prf-roll-combo" title={comboStats(line.combo)}>
          {comboName(line.combo)}
        </span>
      )}
      <span className="prf-roll-result">{line.result}</span>
    </div>
  );
}
