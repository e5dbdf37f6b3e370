/**
 * The result strip of a fight's throws (core/engine/diceReadout.ts): who
 * rolls against whom where, and how the dice pair off. Rulebook, "Attacks":
 * both sides roll and pair their dice highest against highest, second against
 * second; each pair a side's die wins is a success for it, and ties go as the
 * fight's tie rule says (to the defender unless noted, to the attacker when he
 * already has troops in the target, sometimes to nobody). Demons roll three
 * dice for each of theirs and keep the best. Display only: the rules count
 * the fight in combat.ts with compareDice, which these lines agree with.
 */
import type { DiceReadout } from '../../../engine/diceReadout';
import type { TieRule } from '../odds';
import type { RiskState, Side } from '../state';
import { SideName, sideName, sideVerb, terrName } from './board';

/** The fight as the readout needs it (a FightStep has all of it). */
export interface ReadoutFight {
  attacker: Side;
  defender: Side;
  from: string;
  at: string;
  tie: TieRule;
  attBest: number;
  defBest: number;
  attRerolls: number;
  defRerolls: number;
}

/** "Red attacks Alaska from Kamchatka" (or "in Alaska" when the fight is inside one territory). */
function fightTitle(g: RiskState, f: ReadoutFight): string {
  const where = f.from === f.at ? `in ${terrName(f.at)}` : `${terrName(f.at)} from ${terrName(f.from)}`;
  return `${SideName(g, f.attacker)} ${sideVerb(f.attacker, 'attacks', 'attack')} ${where}`;
}

function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

const TIE_WORDS: Record<TieRule, string> = {
  defender: 'ties go to the defender',
  attacker: 'ties go to the attacker',
  none: 'ties count for nobody',
};

/** Each side's kept die per die it rolled (the best of `best` raw dice), and the raw die kept. */
function keptDice(raw: readonly number[], best: number): { value: number; index: number }[] {
  const out: { value: number; index: number }[] = [];
  for (let i = 0; i * best < raw.length; i++) {
    let index = i * best;
    for (let k = index + 1; k < (i + 1) * best && k < raw.length; k++) if (raw[k]! > raw[index]!) index = k;
    out.push({ value: raw[index]!, index });
  }
  return out;
}

type PairResult = 'att' | 'def' | 'none';

function pairWinner(a: number, d: number, tie: TieRule): PairResult {
  if (a > d) return 'att';
  if (d > a) return 'def';
  return tie === 'defender' ? 'def' : tie === 'attacker' ? 'att' : 'none';
}

/**
 * The pairs, one line each, and the count: "6 against 5: Red wins", ...,
 * "Red wins 1 pair, Green wins 1". `att` and `def` are the kept dice.
 */
export function pairLines(g: RiskState, f: Pick<ReadoutFight, 'attacker' | 'defender' | 'tie'>, att: readonly number[], def: readonly number[]): string[] {
  const a = [...att].sort((x, y) => y - x);
  const d = [...def].sort((x, y) => y - x);
  // Only the first name opens the sentence: "Red wins 1 pair, the mutants win 1".
  const A = SideName(g, f.attacker), D = sideName(g, f.defender);
  const lines: string[] = [];
  let attWins = 0, defWins = 0;
  for (let i = 0; i < Math.min(a.length, d.length); i++) {
    const w = pairWinner(a[i]!, d[i]!, f.tie);
    if (w === 'att') attWins++;
    if (w === 'def') defWins++;
    const tie = a[i] === d[i] ? ' on the tie' : '';
    // After the colon the sentence goes on: "6 against 5: the zombies win".
    const winner = w === 'att' ? `${sideName(g, f.attacker)} ${sideVerb(f.attacker, 'wins', 'win')}` : `${sideName(g, f.defender)} ${sideVerb(f.defender, 'wins', 'win')}`;
    lines.push(`${a[i]} against ${d[i]}: ${w === 'none' ? 'a tie, nobody wins' : `${winner}${tie}`}`);
  }
  const unpaired = [...a.slice(d.length), ...d.slice(a.length)];
  if (unpaired.length) lines.push(`Unpaired, counting for nobody: ${unpaired.join(', ')}`);
  const pairs = (n: number) => `${n} ${n === 1 ? 'pair' : 'pairs'}`;
  lines.push(`${A} ${sideVerb(f.attacker, 'wins', 'win')} ${pairs(attWins)}, ${D} ${sideVerb(f.defender, 'wins', 'win')} ${defWins}`);
  return lines;
}

/** Marks for one side's raw dice: the kept die says how its pair went, the others are dropped (demons). */
function sideMarks(raw: readonly number[], best: number, mine: 'att' | 'def', other: readonly number[], tie: TieRule): (string | null)[] {
  const kept = keptDice(raw, best);
  const order = kept.map((k, i) => ({ ...k, i })).sort((x, y) => y.value - x.value || x.i - y.i);
  const theirs = [...other].sort((x, y) => y - x);
  const marks: (string | null)[] = raw.map(() => (best > 1 ? 'dropped' : null));
  order.forEach((k, rank) => {
    const o = theirs[rank];
    if (o === undefined) { marks[k.index] = 'unpaired'; return; }
    const w = mine === 'att' ? pairWinner(k.value, o, tie) : pairWinner(o, k.value, tie);
    marks[k.index] = w === 'none' ? 'tie' : w === mine ? 'wins' : 'loses';
  });
  return marks;
}

/** The attackers' throw: their dice, highest first; the defenders roll next. */
export function attackReadout(g: RiskState, f: ReadoutFight, raw: readonly number[]): DiceReadout {
  const kept = keptDice(raw, f.attBest).map((k) => k.value).sort((x, y) => y - x);
  const lines = [`${SideName(g, f.attacker)} ${sideVerb(f.attacker, 'rolls', 'roll')} ${kept.join(', ')}; ${sideName(g, f.defender)} ${sideVerb(f.defender, 'rolls', 'roll')} next and the dice pair highest against highest.`];
  if (f.attBest > 1) lines.push(`Each die is the best of ${f.attBest}.`);
  return { title: `${fightTitle(g, f)}: attack dice`, lines, marks: f.attBest > 1 ? sideMarks(raw, f.attBest, 'att', [], f.tie).map((m) => (m === 'unpaired' ? 'kept' : m)) : raw.map(() => null) };
}

/** The defenders' throw, with the pairs against the attack dice already on the table. */
export function defenceReadout(g: RiskState, f: ReadoutFight, raw: readonly number[], att: readonly number[]): DiceReadout {
  const def = keptDice(raw, f.defBest).map((k) => k.value);
  const lines = [
    `${SideName(g, f.defender)} ${sideVerb(f.defender, 'rolls', 'roll')} ${[...def].sort((x, y) => y - x).join(', ')} against ${possessive(sideName(g, f.attacker))} ${[...att].sort((x, y) => y - x).join(', ')}; ${TIE_WORDS[f.tie]}.`,
    ...pairLines(g, f, att, def),
  ];
  if (f.defBest > 1) lines.push(`Each die is the best of ${f.defBest}.`);
  if (f.attRerolls > 0 || f.defRerolls > 0) lines.push('Supplies may still reroll some dice.');
  return { title: `${SideName(g, f.defender)} ${sideVerb(f.defender, 'defends', 'defend')} ${terrName(f.at)}: defence dice`, lines, marks: sideMarks(raw, f.defBest, 'def', att, f.tie) };
}

/** A supply reroll: the new dice, then the pairs as they stand now. */
export function rerollReadout(g: RiskState, f: ReadoutFight, side: 'att' | 'def', att: readonly number[], def: readonly number[]): DiceReadout {
  const who = side === 'att' ? f.attacker : f.defender;
  return {
    title: `${SideName(g, who)} ${sideVerb(who, 'rerolls', 'reroll')} with supplies in ${terrName(f.at)}`,
    lines: [`Now ${[...att].sort((x, y) => y - x).join(', ')} against ${[...def].sort((x, y) => y - x).join(', ')}; ${TIE_WORDS[f.tie]}.`, ...pairLines(g, f, att, def)],
  };
}

/**
 * A single-die (or two-dice) roll whose log line already says what it needs
 * and what came of it ("Rioters from Peru work on Brazil (need 4+): 5, an
 * army joins the riot."): the strip shows that line under a short title,
 * with a mark per die where the roll has a target.
 */
export function lineReadout(events: readonly { type: string; text?: string }[], title: string, marks?: (string | null)[]): DiceReadout {
  const e = events[events.length - 1];
  const text = e?.type === 'diceRolled' && typeof e.text === 'string' ? e.text : '';
  return { title, lines: text ? [text] : [], ...(marks ? { marks } : {}) };
}
