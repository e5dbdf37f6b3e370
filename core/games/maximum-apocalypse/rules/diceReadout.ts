/**
 * The result strip of Maximum Apocalypse's throws (core/engine/diceReadout.ts).
 * Here the two main dice are added: the spawn roll places a Monster token on
 * each face-up tile whose spawn number matches the combined roll, and a
 * stealth test passes when the combined roll is at most the survivor's
 * stealth, less 1 for each Monster token on the tile (rulebook, "Spawn
 * Monsters" and "Stealth Test"). The hunger die is read as it lands.
 * Pure display: spawn.ts, stealth.ts and startGame.ts apply the rolls.
 */
import { count, type DiceReadout } from '../../../engine/diceReadout';

function sumLine(values: readonly number[]): { sum: number; text: string } {
  const sum = values.reduce((a, b) => a + b, 0);
  return { sum, text: `${values.join(' + ')} = ${sum}` };
}

/** `showing`: the face-up tiles whose spawn number is the roll, by name. */
export function spawnReadout(who: string, values: readonly number[], showing: readonly string[]): DiceReadout {
  const { sum, text } = sumLine(values);
  return {
    title: `${who}: spawn roll`,
    lines: [
      `The two main dice are added: ${text}.`,
      showing.length ? `Face-up ${showing.length === 1 ? 'tile' : 'tiles'} showing ${sum}: ${showing.join(', ')}.` : `No face-up tile shows ${sum}: nothing spawns.`,
    ],
  };
}

export function stealthReadout(who: string, values: readonly number[], target: number, tokens: number): DiceReadout {
  const { sum, text } = sumLine(values);
  const less = tokens ? ` (stealth less ${count(tokens, 'Monster token')} on the tile)` : '';
  return {
    title: `${who}: stealth test, ${target} or less passes`,
    lines: [`The two main dice are added: ${text}.`, `${sum <= target ? 'Passed' : 'Failed'}: needs ${target} or less${less}.`],
  };
}

export function hungerReadout(who: string, hunger: number, starvingAt: number): DiceReadout {
  return {
    title: `${who}: starting hunger`,
    lines: [`Starts at hunger ${hunger}${hunger >= starvingAt ? ': starving from the start' : ''}.`],
  };
}
