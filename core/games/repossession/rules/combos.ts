/**
 * The dice combo table (Combat Basics). Up to four d6; only the best single
 * combo counts for an attack or a defence. Any two 1s are snake eyes, a
 * critical failure that beats every other combo (6, 6, 1, 1 is still snake
 * eyes; four 1s count once). Snare removes pairs, triples and quads (two
 * pairs still count); Agility removes straights.
 */
export type ComboName = 'none' | 'pair' | 'twoPairs' | 'straight3' | 'triples' | 'straight4' | 'quads';

/** The printed table: attack bonus and defence bonus ("miss" = the enemy misses). */
export const COMBO_TABLE: Readonly<Record<Exclude<ComboName, 'none'>, { attack: number; defense: number | 'miss' }>> = {
  pair: { attack: 1, defense: 0 },
  twoPairs: { attack: 2, defense: 1 },
  straight3: { attack: 2, defense: 1 },
  triples: { attack: 3, defense: 2 },
  straight4: { attack: 3, defense: 3 },
  quads: { attack: 4, defense: 'miss' },
};

export const COMBO_NAMES: Readonly<Record<ComboName, string>> = {
  none: 'no combo', pair: 'a pair', twoPairs: 'two pairs', straight3: 'a 3-dice straight',
  triples: 'three of a kind', straight4: 'a 4-dice straight', quads: 'four of a kind',
};

export interface ComboFilters {
  snare?: boolean;
  agility?: boolean;
}

export function isSnakeEyes(dice: readonly number[]): boolean {
  let ones = 0;
  for (let i = 0; i < dice.length; i++) if (dice[i] === 1) ones += 1;
  return ones >= 2;
}

/** Every combo the dice show, before effects remove any. */
export function combosIn(dice: readonly number[]): ComboName[] {
  // Counted per face without a Map or closures: every fight roll is scored several times (rules and bots).
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i]!;
    if (!(d >= 1 && d <= 6 && Number.isInteger(d))) return combosInAny(dice);
    counts[d]! += 1;
  }
  let pairs = 0;
  let most = 0;
  let run = 0;
  let best = 0;
  for (let v = 1; v <= 6; v++) {
    const n = counts[v]!;
    if (n >= 2) pairs += 1;
    if (n > most) most = n;
    run = n > 0 ? run + 1 : 0;
    if (run > best) best = run;
  }
  const out: ComboName[] = [];
  if (most >= 2) out.push('pair');
  if (pairs >= 2) out.push('twoPairs');
  if (most >= 3) out.push('triples');
  if (most >= 4) out.push('quads');
  if (best >= 3) out.push('straight3');
  if (best >= 4) out.push('straight4');
  return out;
}

/** The same for any numbers (never a die's face in play; kept so the combo table stays total). */
function combosInAny(dice: readonly number[]): ComboName[] {
  const counts = new Map<number, number>();
  for (const d of dice) counts.set(d, (counts.get(d) ?? 0) + 1);
  const sizes = [...counts.values()];
  const out: ComboName[] = [];
  if (sizes.some((n) => n >= 2)) out.push('pair');
  if (sizes.filter((n) => n >= 2).length >= 2) out.push('twoPairs');
  if (sizes.some((n) => n >= 3)) out.push('triples');
  if (sizes.some((n) => n >= 4)) out.push('quads');
  const has = (v: number) => counts.has(v);
  let run = 0;
  let best = 0;
  for (let v = 1; v <= 6; v++) {
    run = has(v) ? run + 1 : 0;
    best = Math.max(best, run);
  }
  if (best >= 3) out.push('straight3');
  if (best >= 4) out.push('straight4');
  return out;
}

export interface RollScore {
  snake: boolean;
  combo: ComboName;
  /** Bonus for the purpose asked; 0 on snake eyes (the caller applies the critical). */
  value: number;
  /** Defence only: four of a kind makes the enemy miss. */
  miss: boolean;
}

function allowed(c: ComboName, f: ComboFilters): boolean {
  if (f.snare && (c === 'pair' || c === 'triples' || c === 'quads')) return false;
  if (f.agility && (c === 'straight3' || c === 'straight4')) return false;
  return true;
}

/** Scores a roll for an attack or a defence: snake eyes first, else the best combo the effects allow. */
export function scoreRoll(dice: readonly number[], purpose: 'attack' | 'defense', f: ComboFilters = {}): RollScore {
  if (isSnakeEyes(dice)) return { snake: true, combo: 'none', value: 0, miss: false };
  let best: RollScore = { snake: false, combo: 'none', value: 0, miss: false };
  for (const c of combosIn(dice)) {
    if (c === 'none' || !allowed(c, f)) continue;
    const row = COMBO_TABLE[c];
    if (purpose === 'defense' && row.defense === 'miss') return { snake: false, combo: c, value: 0, miss: true };
    const value = purpose === 'attack' ? row.attack : (row.defense as number);
    if (value > best.value) best = { snake: false, combo: c, value, miss: false };
  }
  return best;
}

/** Distribution of scores for n fresh dice (all 6^n rolls), for the bots' expected values. */
export function scoreDistribution(n: number, purpose: 'attack' | 'defense', f: ComboFilters = {}): { score: RollScore; p: number }[] {
  const out = new Map<string, { score: RollScore; p: number }>();
  const total = 6 ** n;
  const dice: number[] = [];
  const walk = (k: number) => {
    if (k === n) {
      const s = scoreRoll(dice, purpose, f);
      const key = `${s.snake}|${s.value}|${s.miss}|${s.combo}`;
      const e = out.get(key);
      if (e) e.p += 1 / total;
      else out.set(key, { score: s, p: 1 / total });
      return;
    }
    for (let v = 1; v <= 6; v++) {
      dice.push(v);
      walk(k + 1);
      dice.pop();
    }
  };
  walk(0);
  return [...out.values()];
}
