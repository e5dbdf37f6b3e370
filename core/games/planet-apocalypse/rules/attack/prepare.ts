/**
 * Before an attack is rolled (rulebook "The Attack Action", "Helping Another
 * Hero's Attack"): the attacker may take boosts from abilities, gifts and
 * troopers, and ask heroes in the same area for help. Each helper pays 1
 * courage and raises one die a step; no die goes past d12. Every boost is
 * used at most once per attack. Zeroed In comes before any other boost.
 */
import type { PromptOption } from '../../../../engine/types';
import { TROOPER_BY_ID } from '../../content';
import { diceText } from '../../content/words';
import { stepUp, type AttackDie } from '../../dice';
import type { AttackState, Hero, PAState } from '../../state';
import { heroAt, heroesIn, heroName, HELL, heroNeighbours, mapOf } from '../board';
import { effectParam, effectSource, hasEffect } from '../effects';
import { damageHero } from '../heroHealth';
import { askPoolApproval } from '../poolApproval';
import { payCourage, spendable } from '../tracks';
import type { Answered, C, H } from '../types';
import { attackOdds, oddsLines, oddsTargets } from './odds';

const SPLITS: Partial<Record<AttackDie, AttackDie[]>> = { d12: ['d6', 'd6', 'd6'], d10: ['d6', 'd6'], d8: ['d4', 'd4'] };

/** Areas a hero's dice may strike: his own, plus neighbours with Sighted In (never from Hell). */
export function heroReach(g: PAState, h: Hero): string[] {
  if (h.area === HELL) return [HELL];
  const reach = [h.area];
  if (hasEffect(h, 'attackAdjacent')) reach.push(...heroNeighbours(g, h.area));
  return reach;
}

/** Starts a hero's attack: the boosts prompt comes next. */
export function startHeroAttack(ctx: C, seat: string): void {
  const h = heroAt(ctx.g, seat);
  ctx.g.attack = {
    by: 'hero', seat, area: h.area, dice: [...h.attack], rolls: [], reach: heroReach(ctx.g, h), helpers: [], used: [], kills: 0,
  };
  ctx.push({ kind: 'attackPrep' });
}

function helpersFor(g: PAState, a: AttackState): Hero[] {
  const inArea = a.area === HELL ? g.heroes.filter((x) => !x.dead && x.area === HELL) : heroesIn(g, a.area);
  // Luck "can be used as a substitute for courage" (FAQ: a helper's 1 courage "can come from her luck pool instead").
  return inArea.filter((x) => x.seat !== a.seat && !a.helpers.includes(x.seat) && (spendable(g, x.seat) >= 1 || x.luck >= 1) && !hasEffect(x, 'cannotHelp'));
}

function raisable(a: AttackState): number[] {
  return a.dice.map((d, i) => (d === 'd12' ? -1 : i)).filter((i) => i >= 0);
}

type OddsLines = NonNullable<PromptOption['odds']>;

/** The exact odds of rolling these dice over this reach (see odds.ts). */
export function rollOdds(g: PAState, area: string, dice: AttackDie[], reach: string[]): OddsLines {
  return oddsLines(attackOdds(dice, oddsTargets(g, area, reach, true)));
}

/**
 * The same odds, worked out when first read: an option's `odds` getter calls
 * it. Only the screen and the dice-raising bot read odds, and most attack
 * options of a sim or a rollout are never shown, so they are not enumerated.
 * What is in reach and the dice are taken now, so a late read still tells the
 * odds of the question as it was asked; the lines are kept once made.
 */
export function oddsLater(g: PAState, area: string, dice: readonly AttackDie[], reach: string[]): () => OddsLines {
  const targets = oddsTargets(g, area, reach, true);
  const frozenDice = [...dice];
  let lines: OddsLines | undefined;
  return () => (lines ??= oddsLines(attackOdds(frozenDice, targets)));
}

/** The option with `odds` read through the thunk (the key comes last, where the options wrote it). */
function withOdds(option: PromptOption, odds: () => OddsLines): PromptOption {
  Object.defineProperty(option, 'odds', { get: odds, enumerable: true, configurable: true });
  return option;
}

/** The hero's attack action as an option: his dice and what they are likely to do. */
export function attackOption(g: PAState, h: Hero, label = 'Attack'): PromptOption {
  const odds = oddsLater(g, h.area, h.attack, heroReach(g, h));
  return { id: 'attack', label, group: 'Attack', detail: diceText(h.attack), get odds() { return odds(); } };
}

/**
 * Boosts before the roll. Every option whose dice are known now carries the
 * odds of the attack it leads to; a die raised by help or an ability is
 * picked next, and that prompt carries the odds of each raise.
 */
export function prepOptions(g: PAState, a: AttackState, h: Hero): PromptOption[] {
  const odds = (dice: AttackDie[], reach = a.reach) => oddsLater(g, a.area, dice, reach);
  const roll = odds(a.dice);
  const opts: PromptOption[] = [{ id: 'roll', label: `Roll ${diceText(a.dice)}`, get odds() { return roll(); } }];
  const boosted = a.used.length > 0 || a.helpers.length > 0;
  if (hasEffect(h, 'stepAllIfNoMove') && !h.turn.walked && a.area !== HELL && !boosted) {
    const dice = a.dice.map((d) => stepUp(d));
    const stays = h.turn.moved ? '' : ' (you give up your move this turn)';
    opts.push(withOdds({ id: 'zeroedIn', label: `Zeroed In: every die one step larger${stays}`, detail: diceText(dice) }, odds(dice)));
  }
  if (raisable(a).length > 0) {
    for (const helper of helpersFor(g, a)) {
      opts.push({ id: `help:${helper.seat}`, label: `Ask ${heroName(helper)} for help (1 courage)`, target: { kind: 'figure', id: helper.seat } });
    }
    if (hasEffect(h, 'stepOneDie') && !a.used.includes('stepOne')) opts.push({ id: 'stepOne', label: `${effectSource(h, 'stepOneDie', 'Ability')}: raise one die a step` });
    // Charge (Moose) and the Thruster Pack gift: only after a real move this turn, never in Hell Time.
    if (hasEffect(h, 'chargeStep') && h.turn.walked && a.area !== HELL && !a.used.includes('charge')) opts.push({ id: 'charge', label: `${effectSource(h, 'chargeStep', 'Charge')}: raise one die a step` });
  }
  if (hasEffect(h, 'splitDie') && !a.used.includes('split')) {
    a.dice.forEach((d, i) => {
      const into = SPLITS[d];
      if (!into) return;
      const dice = [...a.dice.slice(0, i), ...into, ...a.dice.slice(i + 1)];
      opts.push(withOdds({ id: `split:${i}`, label: `Rapid Fire: trade the ${d} for ${into.length}${into[0]}`, detail: diceText(dice) }, odds(dice)));
    });
  }
  const luckDie = effectParam(h, 'luckForDie', 'luck', 1);
  if (hasEffect(h, 'luckForDie') && !a.used.includes('luckDie') && h.luck >= luckDie) {
    opts.push(withOdds({ id: 'luckDie', label: `Pope-Blessed Bullet: ${luckDie} luck for a d12`, detail: diceText([...a.dice, 'd12']) }, odds([...a.dice, 'd12'])));
  }
  const silver = effectParam(h, 'healthForDie', 'damage', 1);
  if (hasEffect(h, 'healthForDie') && !a.used.includes('silver') && h.health > silver) {
    opts.push(withOdds({ id: 'silver', label: `Silver Bullet: take ${silver} damage for a d10`, detail: diceText([...a.dice, 'd10']) }, odds([...a.dice, 'd10'])));
  }
  if (h.patrol.type && h.patrol.count > 0 && !a.used.includes('army')) {
    const trait = TROOPER_BY_ID[h.patrol.type]?.trait;
    const die = String(trait?.params?.die ?? 'd10') as AttackDie;
    if (trait?.effect === 'discardTrooperForDie') {
      opts.push(withOdds({ id: 'army', label: `Send one ${TROOPER_BY_ID[h.patrol.type]?.name} trooper away for a ${die}`, detail: diceText([...a.dice, die]) }, odds([...a.dice, die])));
    }
  }
  const eye = effectParam(h, 'attackAnyArea', 'luck', 1);
  if (hasEffect(h, 'attackAnyArea') && !a.used.includes('wizardEye') && a.area !== HELL && h.luck >= eye) {
    const everywhere = mapOf(g).areas.map((x) => x.id);
    // Wizard Eye or the Void pack's Orbital Strike (the card that gives the effect names the option).
    opts.push(withOdds({ id: 'wizardEye', label: `${effectSource(h, 'attackAnyArea', 'Wizard Eye')}: ${eye} luck to strike any area` }, odds(a.dice, everywhere)));
  }
  return opts;
}

const attackPrep: H = (ctx) => {
  const a = ctx.g.attack as AttackState;
  const h = heroAt(ctx.g, a.seat as string);
  const options = prepOptions(ctx.g, a, h);
  if (options.length === 1) {
    ctx.push({ kind: 'attackRoll' });
    return;
  }
  ctx.ask({
    seat: h.seat, kind: 'attackPrep', rule: 'attack', options,
    text: `${heroName(h)} attacks with ${diceText(a.dice)}. Boost the attack or roll.`,
  }, { kind: 'attackPrepChosen' });
};

function addDie(a: AttackState, die: AttackDie): void {
  a.dice.push(die);
}

const attackPrepChosen: H<Answered> = (ctx, step) => {
  const g = ctx.g;
  const a = g.attack as AttackState;
  const h = heroAt(g, a.seat as string);
  const choice = step.answer[0] as string;
  if (choice === 'roll') {
    ctx.push({ kind: 'attackRoll' });
    return;
  }
  if (choice.startsWith('help:')) {
    const helper = choice.slice(5);
    a.helpers.push(helper);
    const x = heroAt(g, helper);
    const pays: PromptOption[] = [];
    if (spendable(g, helper) >= 1) pays.push({ id: 'yes', label: x.courage >= 1 ? 'Help (1 courage)' : 'Help (1 courage from the pool)' });
    if (x.luck >= 1) pays.push({ id: 'luck', label: 'Help (1 luck in place of courage)', detail: `luck ${x.luck}` });
    ctx.ask({
      seat: helper, kind: 'helpRequest', rule: 'help',
      text: `${heroName(h)} asks for your help: pay 1 courage (or 1 luck) to raise one of the attack dice a step?`,
      options: [...pays, { id: 'pass', label: 'Decline' }],
    }, { kind: 'helpAnswered', helper });
    return;
  }
  if (choice === 'zeroedIn') {
    a.dice = a.dice.map((d) => stepUp(d));
    a.used.push('zeroedIn');
    // "...if you do not Move at all": once she zeroes in, no move may follow this turn.
    h.turn.moved = true;
    ctx.log(`${heroName(h)} is zeroed in: ${a.dice.join(' + ')}.`);
  } else if (choice === 'stepOne') {
    a.used.push('stepOne');
    askRaise(ctx, h.seat, 'ability');
    return;
  } else if (choice === 'charge') {
    a.used.push('charge');
    askRaise(ctx, h.seat, effectSource(h, 'chargeStep', 'Charge'));
    return;
  } else if (choice.startsWith('split:')) {
    const i = Number(choice.slice(6));
    const into = SPLITS[a.dice[i] as AttackDie] ?? [];
    ctx.log(`${heroName(h)} fires rapidly: the ${a.dice[i]} becomes ${into.join(' + ')}.`);
    a.dice.splice(i, 1, ...into);
    a.used.push('split');
  } else if (choice === 'luckDie') {
    h.luck -= effectParam(h, 'luckForDie', 'luck', 1);
    addDie(a, 'd12');
    a.used.push('luckDie');
    ctx.log(`${heroName(h)} loads a blessed bullet: +d12.`);
  } else if (choice === 'silver') {
    a.used.push('silver');
    addDie(a, 'd10');
    damageHero(ctx, h, effectParam(h, 'healthForDie', 'damage', 1), { self: true, what: 'a silver bullet' });
  } else if (choice === 'army') {
    a.used.push('army');
    const type = h.patrol.type as string;
    h.patrol.count -= 1;
    g.troopStock[type] = (g.troopStock[type] ?? 0) + 1;
    if (h.patrol.count === 0) h.patrol.type = null;
    addDie(a, String(TROOPER_BY_ID[type]?.trait?.params?.die ?? 'd10') as AttackDie);
    ctx.emit({ type: 'trooperLost', seat: h.seat, trooper: type, text: `${heroName(h)} calls in fire support: one trooper leaves, +d10.` });
  } else if (choice === 'wizardEye') {
    a.used.push('wizardEye');
    h.luck -= effectParam(h, 'attackAnyArea', 'luck', 1);
    a.reach = mapOf(g).areas.map((x) => x.id);
    const source = effectSource(h, 'attackAnyArea', 'Wizard Eye');
    ctx.log(source === 'Wizard Eye' ? `${heroName(h)} opens the Wizard Eye: any area is in reach.` : `${heroName(h)} calls down the ${source}: any area is in reach.`);
  }
  ctx.push({ kind: 'attackPrep' });
};

/** Asks which die goes up `steps` steps (Dorothy's help raises two). */
function askRaise(ctx: C, seat: string, why: string, steps = 1): void {
  const a = ctx.g.attack as AttackState;
  // One option per kind of die: raising one d6 or the other is the same attack.
  const seen = new Set<string>();
  const options: PromptOption[] = [];
  for (const i of raisable(a)) {
    const die = a.dice[i] as AttackDie;
    if (seen.has(die)) continue;
    seen.add(die);
    const dice = a.dice.map((d, k) => (k === i ? stepUp(d, steps) : d));
    const odds = oddsLater(ctx.g, a.area, dice, a.reach);
    options.push({ id: `raise:${i}`, label: `${die} → ${stepUp(die, steps)}`, detail: diceText(dice), get odds() { return odds(); }, target: { kind: 'die', id: `attack:${i}` } });
  }
  if (options.length === 1) {
    raise(ctx, Number(options[0]!.id.slice(6)), why, steps);
    ctx.push({ kind: 'attackPrep' });
    return;
  }
  ctx.ask({ seat, kind: 'raiseDie', rule: 'help', text: steps > 1 ? `Which die goes up ${steps} steps?` : 'Which die goes up a step?', options }, { kind: 'raiseChosen', why, steps });
}

function raise(ctx: C, i: number, why: string, steps = 1): void {
  const a = ctx.g.attack as AttackState;
  const before = a.dice[i] as AttackDie;
  a.dice[i] = stepUp(before, steps);
  ctx.log(`A ${before} becomes a ${a.dice[i]} (${why}).`);
}

const helpAnswered: H<Answered<{ helper: string }>> = (ctx, step) => {
  const a = ctx.g.attack as AttackState;
  const helper = heroAt(ctx.g, step.helper);
  if (step.answer[0] === 'yes' && askPoolApproval(ctx, helper.seat, 1, 'helping an attack', step, { kind: 'attackPrep' })) return;
  const byLuck = step.answer[0] === 'luck' && helper.luck >= 1;
  if (byLuck) {
    helper.luck -= 1;
    ctx.emit({ type: 'couragePaid', seat: helper.seat, own: 0, pool: 0, luck: 1, text: `${heroName(helper)} pays 1 luck in place of courage for helping an attack.` });
  }
  if (byLuck || (step.answer[0] === 'yes' && payCourage(ctx, helper.seat, 1, 'helping an attack'))) {
    ctx.emit({ type: 'helped', seat: helper.seat, attacker: a.seat, text: `${heroName(helper)} helps the attack.` });
    askRaise(ctx, a.seat as string, `help from ${heroName(helper)}`, hasEffect(helper, 'helpTwoSteps') ? 2 : 1);
    return;
  }
  ctx.log(`${heroName(helper)} does not help.`);
  ctx.push({ kind: 'attackPrep' });
};

const raiseChosen: H<Answered<{ why: string; steps?: number }>> = (ctx, step) => {
  raise(ctx, Number((step.answer[0] as string).slice(6)), step.why, step.steps ?? 1);
  ctx.push({ kind: 'attackPrep' });
};

export const attackPrepHandlers = { attackPrep, attackPrepChosen, helpAnswered, raiseChosen };
