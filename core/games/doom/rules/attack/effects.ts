/**
 * What each attack effect id does to the attack in progress (effects.md in
 * content/ describes the ids; these are their rules).
 */
import { rangeBetween } from '../../geometry/range';
import { spaceIndexOf } from '../../geometry/compile';
import { canSee, spacesOf } from '../../geometry/board';
import { boardOf, findFigure, isStaggered, nameOf, rerollReadout, rollDice, type DCtx } from '../common';
import { counted, diceText, dieColour } from '../../inspect/words';
import { dealDamage, recoverDamage } from '../damage';

type Eff = { effect: string; params?: Record<string, unknown>; id: string };

export function applyAttackEffect(ctx: DCtx, ab: Eff, label: string, who: string): void {
  const g = ctx.g;
  const a = g.attack!;
  const p = ab.params ?? {};
  const num = (k: string, d = 1) => Number(p[k] ?? d);
  switch (ab.effect) {
    case 'addDice': {
      const n = num('count');
      for (let i = 0; i < n; i++) a.dice.push(String(p.die));
      ctx.log(`${label}: ${n === 1 ? 'one more' : `${n} more`} ${dieColour(String(p.die))} ${n === 1 ? 'die' : 'dice'}.`);
      break;
    }
    case 'addDamage': a.bonusDamage += num('amount'); ctx.log(`${label}: +${num('amount')} damage.`); break;
    case 'damagePerSpecial': {
      // Counted when the damage is assessed, on the dice as they then stand (a reroll may follow).
      const specials = a.rolls.filter((r) => r.special).length;
      a.perSpecial = (a.perSpecial ?? 0) + num('amount');
      ctx.log(`${label}: each special icon adds ${num('amount')} damage (${counted(specials, 'special icon')} as the dice stand).`);
      break;
    }
    case 'addShields': a.shields += num('amount'); ctx.log(`${label}: +${counted(num('amount'), 'shield')}.`); break;
    case 'dodge': a.dodge = true; ctx.log(`${label}: all damage of this attack is cancelled.`); break;
    case 'pierce': a.pierce += num('amount'); ctx.log(`${label}: ${counted(num('amount'), 'shield')} ignored.`); break;
    case 'ignoreCover': a.cover = false; a.noCover = true; ctx.log(`${label}: the defender gets no cover.`); break;
    case 'rerollDice': ctx.push({ kind: 'chooseReroll', count: num('count'), seat: who === a.attacker ? a.attackerSeat : a.defenderSeat, label }); break;
    case 'stunDefender': stun(ctx, a.defender); break;
    case 'extraTarget': {
      if (a.preset) break;
      const b = boardOf(g);
      const centre = a.defenderSpaces.map((k) => spaceIndexOf(b.cm, k));
      const me = findFigure(g, who);
      const candidates = g.figures.filter((f) => me && f.side !== me.side && f.id !== a.defender && canSee(b, who, f.id)
        && rangeBetween(b.cm, centre, spacesOf(b, f.id)) >= 0 && rangeBetween(b.cm, centre, spacesOf(b, f.id)) <= num('radius')).map((f) => f.id);
      if (!candidates.length) break;
      ctx.ask({
        seat: a.attackerSeat, kind: 'extraTarget', rule: 'attack', min: 0, max: Math.min(num('count'), candidates.length),
        text: `${label}: the same dice hit whom else?`,
        options: candidates.map((id) => ({ id, label: nameOf(g, id), target: { kind: 'figure' as const, id } })),
      }, { kind: 'extraTargetsChosen' });
      break;
    }
    case 'reduceStagger': reduceDefenderStagger(ctx, num('amount'), p.printed === true, String(p.duration ?? 'activation'), label); break;
    // The attacker removes dice of his choice; one always stays (ASSUMPTIONS.md).
    case 'removeDice': ctx.push({ kind: 'removeAttackDie', left: num('count'), cause: label, keepOne: true }); break;
    case 'opponentReroll': {
      const idx = a.rolls.map((r, i) => ({ i, v: r.value })).sort((x, y) => y.v - x.v || x.i - y.i).slice(0, num('count')).map((x) => x.i);
      if (!idx.length) break;
      const rolls = rollDice(ctx, idx.map((i) => a.rolls[i]!.die), a.attackerSeat, `${label}: the attacker must reroll ${diceText(idx.map((i) => a.rolls[i]!.die))}`);
      idx.forEach((i, k) => {
        const r = rolls[k]!;
        a.rolls[i] = { die: r.die, value: r.value ?? 0, special: (r.symbols ?? []).includes('special') };
      });
      rerollReadout(ctx, String(ctx.events[ctx.events.length - 1]?.purpose ?? ''), rolls, a.rolls);
      break;
    }
    case 'damageAround': damageAround(ctx, who, p, label); break;
    case 'recover': if (findFigure(g, who)) recoverDamage(ctx, who, num('amount'), label); break;
    default: throw new Error(`Attack effect "${ab.effect}" has no rule.`);
  }
}

export function stun(ctx: DCtx, figureId: string): void {
  const f = findFigure(ctx.g, figureId);
  if (!f || f.stunned) return;
  f.stunned = true;
  const m = ctx.g.marines.find((x) => x.id === figureId);
  if (m) m.stunned = true;
  ctx.emit({ type: 'stunned', figure: figureId, text: `${nameOf(ctx.g, figureId)} is stunned.` });
}

/** Splash: every figure within `radius` of the centre (self or the defender's spaces), enemies only unless told otherwise. */
function damageAround(ctx: DCtx, who: string, p: Record<string, unknown>, label: string): void {
  const g = ctx.g;
  const a = g.attack!;
  const me = findFigure(g, who);
  const b = boardOf(g);
  const centre = p.center === 'self' ? (me ? spacesOf(b, who) : []) : a.defenderSpaces.map((k) => spaceIndexOf(b.cm, k));
  if (!centre.length) return;
  const radius = Number(p.radius ?? 1);
  const enemiesOnly = p.enemiesOnly !== false;
  const mySide = me?.side ?? (g.marines.some((m) => m.id === who) ? 'marine' : 'demon');
  const victims = g.figures.filter((f) => {
    if (f.id === who || f.id === a.defender) return false;
    if (enemiesOnly && f.side === mySide) return false;
    const r = rangeBetween(b.cm, centre, spacesOf(b, f.id));
    return r >= 0 && r <= radius;
  }).map((f) => f.id);
  for (const v of victims) dealDamage(ctx, v, Number(p.amount ?? 1), label, who);
}

/**
 * The defender's stagger value drops while this marine's activation lasts
 * ('activation') or until the Status Phase ('round'), so that he can still
 * Glory Kill it with the movement he has left (stagger only matters when a
 * marine enters the demon's space).
 */
function reduceDefenderStagger(ctx: DCtx, amount: number, printed: boolean, duration: string, label: string): void {
  const g = ctx.g;
  const a = g.attack!;
  const f = findFigure(g, a.defender);
  if (!f || f.side !== 'demon') return;
  const before = isStaggered(g, f);
  const act = g.marineActivation;
  const into = duration === 'activation' && act ? (act.staggerCuts ??= {}) : g.staggerMods;
  const mod = (into[f.id] ??= { printed: 0, other: 0 });
  if (printed) mod.printed = Math.max(mod.printed, amount);
  else mod.other += amount;
  const until = duration === 'activation' && act ? 'for the rest of this activation' : 'until the end of the round';
  ctx.emit({ type: 'staggerReduced', figure: f.id, amount, text: `${label}: ${nameOf(g, f.id)}'s stagger value drops by ${amount} ${until}.` });
  if (!before && isStaggered(g, f)) ctx.emit({ type: 'staggered', figure: f.id, text: `${nameOf(g, f.id)} is staggered.` });
}

