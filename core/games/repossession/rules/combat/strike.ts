/**
 * The exchange of blows (Combat Basics, Enemies, Sieges). Strikes alternate
 * in the order set at the start. An attack is dice combo + Support + AP
 * (AP not against Armor; a snake-eyes attack misses outright); a defence
 * takes the enemy's AP less dice combo + Support (snake eyes: the whole AP;
 * four of a kind: a miss; more defence than AP heals, up to the HP limit).
 * Rolling is optional, 0 to 4 dice, and a safety token rerolls any of them
 * (not under Agility on attacks nor under Snare on defence, and not with a
 * token this same roll earned). Poison, once it has drawn blood, costs 1 HP
 * on every later attack and defence. In a siege both players roll: the
 * striker's attack total against the target's defence roll.
 */
import { setDiceReadout } from '../../../../engine/diceReadout';
import type { Step } from '../../../../engine/types';
import type { EnemyEffect } from '../../content/types';
import type { CombatState, PRFState } from '../../state';
import { gainTokens, healWithToken, maxHp, plural, playerOf, spendTokens, type C } from '../common';
import { COMBO_NAMES, isSnakeEyes, scoreRoll, type ComboFilters, type RollScore } from '../combos';
import { strikeReadout } from '../diceReadout';
import { askFree } from '../freeMenu';
import type { LoadoutPower } from '../effects';
import { activeEffects, combat, effectsAgainst, enemyOf, fighterOf, isOver, MAX_EXCHANGES, nameOf, powerOf } from './shared';

type Strike = Step & { from: string; to: string };
type DiceStep = Strike & { seat: string; purpose: 'attack' | 'defense' };

/** The next strike in the order, skipping fighters who are out. */
const strike = (ctx: C) => {
  const g = ctx.g;
  const c = combat(g);
  if (isOver(c)) {
    ctx.push({ kind: 'combatEnd' });
    return;
  }
  if (c.next > 0 && c.next % c.order.length === 0) c.exchanges += 1;
  if (c.exchanges >= MAX_EXCHANGES) {
    ctx.push({ kind: 'combatStalemate' });
    return;
  }
  const [from, to] = c.order[c.next % c.order.length] as [string, string];
  c.next += 1;
  if ((from !== 'enemy' && fighterOf(c, from).out) || (to !== 'enemy' && fighterOf(c, to).out)) {
    ctx.push({ kind: 'strike' });
    return;
  }
  // Poison bites before each later attack and defence of the poisoned player.
  const player = from === 'enemy' ? to : from;
  const f = fighterOf(c, player);
  if (c.enemy && f.poisoned) {
    const p = playerOf(g, player);
    p.hp = Math.max(0, p.hp - 1);
    ctx.emit({ type: 'damaged', seat: p.seat, amount: 1, hp: p.hp, cause: 'poison', text: `Poison: ${p.name} loses 1 HP (${p.hp} left).` });
    if (p.hp <= 0) {
      ctx.push({ kind: 'revive', seat: p.seat }, { kind: 'strikeGo', from, to });
      return;
    }
  }
  ctx.push({ kind: 'strikeGo', from, to });
};

const strikeGo = (ctx: C, step: Strike) => {
  const c = combat(ctx.g);
  const roller = step.from === 'enemy' ? step.to : step.from;
  if (isOver(c) || fighterOf(c, roller).out) {
    ctx.push({ kind: 'strike' });
    return;
  }
  ctx.push({ kind: 'askDice', seat: roller, purpose: step.from === 'enemy' ? 'defense' : 'attack', from: step.from, to: step.to });
};

/** A roller's loadout sum, the enemy effects that still bite and the combo filters they make: read once per step. */
interface Numbers {
  pw: LoadoutPower;
  fx: Set<EnemyEffect>;
  filters: ComboFilters;
}

function numbersOf(g: PRFState, c: CombatState, seat: string): Numbers {
  const pw = powerOf(g, c, seat);
  const fx = effectsAgainst(c, pw);
  return { pw, fx, filters: { snare: fx.has('snare'), agility: fx.has('agility') } };
}

/** What the roll is for, in words, with the numbers the player needs. */
function rollText(ctx: C, c: CombatState, step: DiceStep): string {
  const g = ctx.g;
  const p = playerOf(g, step.seat);
  const { pw, fx } = numbersOf(g, c, step.seat);
  if (step.purpose === 'attack') {
    const foeHp = c.enemy ? c.enemy.hp : playerOf(g, step.to).hp;
    const ap = fx.has('armor') ? 0 : p.stats.ap;
    return `Attack ${nameOf(g, c, step.to)} (${foeHp} HP left): ${ap} AP${fx.has('armor') ? ' (Armor)' : ''} + ${pw.attack} from Support, plus your dice. How many dice?`;
  }
  const incoming = c.enemy ? enemyOf(c)!.ap : (c.pendingAttack ?? 0);
  return `${nameOf(g, c, step.from)} strikes for ${incoming}; your Support blocks ${pw.defense}, plus your dice. You have ${p.hp} HP. How many dice?`;
}

const askDice = (ctx: C, step: DiceStep) => {
  const c = combat(ctx.g);
  const p = playerOf(ctx.g, step.seat);
  const options = [0, 1, 2, 3, 4].map((n) => ({ id: `dice:${n}`, label: n === 0 ? 'Roll no dice' : `Roll ${plural(n, 'die', 'dice')}` }));
  if (p.tokens > 0 && p.hp < maxHp(ctx.g, p)) options.push({ id: 'heal', label: 'Spend a safety token: heal 5 HP' });
  askFree(ctx, {
    seat: p.seat, kind: step.purpose === 'attack' ? 'attackDice' : 'defenseDice', rule: 'combat',
    // A rollout's question needs no words (nobody reads them); the rules read only the options.
    text: ctx.rollout ? 'How many dice?' : rollText(ctx, c, step), options,
  }, { kind: 'diceChosen', seat: step.seat, purpose: step.purpose, from: step.from, to: step.to }, step);
};

const diceChosen = (ctx: C, step: DiceStep & { answer: string[] }) => {
  const g = ctx.g;
  const c = combat(g);
  const p = playerOf(g, step.seat);
  const next = { seat: step.seat, purpose: step.purpose, from: step.from, to: step.to };
  if (step.answer[0] === 'heal') {
    healWithToken(ctx, p);
    ctx.push({ kind: 'askDice', ...next });
    return;
  }
  const n = Number(step.answer[0]!.slice(5));
  fighterOf(c, p.seat).freshTokens = 0;
  c.roll = { seat: p.seat, purpose: step.purpose, dice: [] };
  if (n > 0) rollInto(ctx, step, n, null);
  else ctx.emit({ type: 'noRoll', seat: p.seat, text: `${p.name} rolls no dice.` });
  ctx.push({ kind: n > 0 ? 'askReroll' : 'applyRoll', ...next });
};

/** Rolls n dice (or rerolls the listed ones); snake eyes earns a token that may not reroll this roll. */
function rollInto(ctx: C, step: DiceStep, n: number, which: number[] | null): void {
  const seat = step.seat;
  const c = combat(ctx.g);
  const p = playerOf(ctx.g, seat);
  const roll = c.roll!;
  const rolls = ctx.roll(Array.from({ length: which ? which.length : n }, () => 'd6'), { seat, purpose: roll.purpose === 'attack' ? 'Attack' : 'Defence' });
  if (which) which.forEach((i, k) => { roll.dice[i] = rolls[k]!.value!; });
  else roll.dice = rolls.map((r) => r.value!);
  if (!ctx.rollout) describeThrow(ctx, step, which);
  if (isSnakeEyes(roll.dice)) {
    gainTokens(ctx, p, 1, 'snake eyes');
    fighterOf(c, seat).freshTokens += 1;
  }
}

/**
 * The throw's words and the strips over the table: the log line, the result strip (before a snake-eyes token is
 * gained, while the throw is the newest event; that token may not reroll this roll either way) and the roll as it
 * stands (the frame at the throw still holds the dice from before it). Display only: the strike is worked out in applyRoll.
 */
function describeThrow(ctx: C, step: DiceStep, which: number[] | null): void {
  const g = ctx.g;
  const c = combat(g);
  const p = playerOf(g, step.seat);
  const roll = c.roll!;
  const last = ctx.events[ctx.events.length - 1]!;
  last.text = `${p.name} ${which ? 'rerolls' : 'rolls'} for ${roll.purpose === 'attack' ? 'the attack' : 'defence'}: ${roll.dice.join(', ')}.`;
  const n = numbersOf(g, c, step.seat);
  const score = scoreRoll(roll.dice, roll.purpose, n.filters);
  setDiceReadout(ctx.events, strikeReadout({
    roller: p.name,
    foe: nameOf(g, c, step.purpose === 'attack' ? step.to : step.from),
    purpose: step.purpose, dice: [...roll.dice], rerolled: which,
    score,
    support: step.purpose === 'attack' ? n.pw.attack : n.pw.defense,
    ap: n.fx.has('armor') ? null : p.stats.ap,
    incoming: c.enemy ? enemyOf(c)!.ap : (c.pendingAttack ?? 0),
    canReroll: canReroll(ctx, step, n.fx),
  }));
  Object.assign(last, { standing: [...roll.dice], thrown: which ? [...which] : roll.dice.map((_, i) => i), combo: score.combo, snake: score.snake });
}

/** May this roll be rerolled with a safety token? (`fx`: the roller's active enemy effects, when already known.) */
function canReroll(ctx: C, step: DiceStep, fx?: Set<EnemyEffect>): boolean {
  const g = ctx.g;
  const c = combat(g);
  const p = playerOf(g, step.seat);
  const usable = p.tokens - fighterOf(c, step.seat).freshTokens;
  if (usable <= 0 || !c.roll || c.roll.dice.length === 0) return false;
  const active = fx ?? activeEffects(g, c, step.seat);
  if (step.purpose === 'attack' && active.has('agility')) return false;
  if (step.purpose === 'defense' && active.has('snare')) return false;
  return true;
}

const askReroll = (ctx: C, step: DiceStep) => {
  const c = combat(ctx.g);
  const next = { seat: step.seat, purpose: step.purpose, from: step.from, to: step.to };
  const n = numbersOf(ctx.g, c, step.seat);
  if (!canReroll(ctx, step, n.fx)) {
    ctx.push({ kind: 'applyRoll', ...next });
    return;
  }
  const dice = c.roll!.dice;
  askFree(ctx, {
    seat: step.seat, kind: 'reroll', rule: 'safety-tokens',
    text: ctx.rollout ? 'Keep the roll or reroll?' : rerollText(dice, scoreRoll(dice, step.purpose, n.filters)),
    options: [
      { id: 'keep', label: 'Keep the roll' },
      ...dice.map((v, i) => ({ id: `d${i}`, label: `Reroll die ${i + 1} (${v})`, target: { kind: 'die' as const, id: `d${i}` } })),
    ],
    min: 1, max: dice.length,
  }, { kind: 'rerollChosen', ...next }, step);
};

function rerollText(dice: readonly number[], sc: RollScore): string {
  const now = sc.snake ? 'snake eyes' : sc.miss ? 'four of a kind' : `${COMBO_NAMES[sc.combo]} (+${sc.value})`;
  return `You rolled ${dice.join(', ')}: ${now}. Keep it, or reroll some dice for a safety token?`;
}

const rerollChosen = (ctx: C, step: DiceStep & { answer: string[] }) => {
  const next = { seat: step.seat, purpose: step.purpose, from: step.from, to: step.to };
  const which = step.answer.filter((a) => a !== 'keep').map((a) => Number(a.slice(1)));
  if (step.answer.includes('keep') || which.length === 0) {
    ctx.push({ kind: 'applyRoll', ...next });
    return;
  }
  spendTokens(ctx, playerOf(ctx.g, step.seat), 1, 'to reroll');
  rollInto(ctx, step, 0, which.sort((a, b) => a - b));
  ctx.push({ kind: 'askReroll', ...next });
};

/** Works out the strike from the roll that stands. */
const applyRoll = (ctx: C, step: DiceStep) => {
  const g = ctx.g;
  const c = combat(g);
  const p = playerOf(g, step.seat);
  const dice = c.roll?.dice ?? [];
  const { pw, fx, filters } = numbersOf(g, c, step.seat);
  const sc = scoreRoll(dice, step.purpose, filters);
  c.roll = null;
  if (step.purpose === 'attack') {
    const total = sc.snake ? 0 : sc.value + pw.attack + (fx.has('armor') ? 0 : p.stats.ap);
    const how = sc.snake ? 'snake eyes, a clean miss' : `${COMBO_NAMES[sc.combo]}${sc.value ? ` (+${sc.value})` : ''}`;
    if (c.enemy) {
      c.enemy.hp = Math.max(0, c.enemy.hp - total);
      ctx.emit({
        type: 'struck', from: p.seat, to: 'enemy', dice, combo: sc.combo, snake: sc.snake, damage: total, hp: c.enemy.hp,
        text: `${p.name} attacks with ${how}: ${total} damage to ${enemyOf(c)!.name} (${c.enemy.hp} HP left).`,
      });
      ctx.push({ kind: 'strike' });
      return;
    }
    // Siege: the attack total waits for the target's defence roll (no roll needed against a miss).
    c.pendingAttack = total;
    ctx.emit({ type: 'attackRolled', from: p.seat, to: step.to, dice, combo: sc.combo, snake: sc.snake, total, text: `${p.name} attacks with ${how}: ${total}.` });
    ctx.push(total > 0 ? { kind: 'askDice', seat: step.to, purpose: 'defense', from: step.from, to: step.to } : { kind: 'strike' });
    return;
  }
  const incoming = c.enemy ? enemyOf(c)!.ap : (c.pendingAttack ?? 0);
  c.pendingAttack = null;
  let damage: number;
  let how: string;
  if (sc.miss) {
    damage = 0;
    how = 'four of a kind: the blow misses';
  } else if (sc.snake) {
    damage = incoming;
    how = 'snake eyes: the full blow lands';
  } else {
    damage = incoming - (sc.value + pw.defense);
    how = `${COMBO_NAMES[sc.combo]} and Support block ${sc.value + pw.defense}`;
  }
  const striker = nameOf(g, c, step.from);
  const before = p.hp;
  if (damage > 0) p.hp = Math.max(0, p.hp - damage);
  else if (damage < 0) p.hp = Math.min(maxHp(g, p), p.hp - damage);
  const change = p.hp < before ? `loses ${before - p.hp} HP` : p.hp > before ? `heals ${p.hp - before} HP` : 'takes no damage';
  ctx.emit({
    type: 'struck', from: step.from, to: p.seat, dice, combo: sc.combo, snake: sc.snake, damage: before - p.hp, hp: p.hp,
    text: `${striker} strikes ${p.name} for ${incoming}; ${how}. ${p.name} ${change} (${p.hp} HP).`,
  });
  const f = fighterOf(c, p.seat);
  if (c.enemy && p.hp < before && fx.has('poison') && !f.poisoned) {
    f.poisoned = true;
    ctx.emit({ type: 'poisoned', seat: p.seat, text: `${p.name} is poisoned: 1 HP more on every attack and defence until the fight ends.` });
  }
  ctx.push(...(p.hp <= 0 ? [{ kind: 'revive', seat: p.seat }] : []), { kind: 'strike' });
};

export const strikeHandlers = { strike, strikeGo, askDice, diceChosen, askReroll, rerollChosen, applyRoll };
