/**
 * Grenades: the card puts its weapon token facedown in a space within range
 * and sight. A frag grenade rolls once and every other figure in or near the
 * space defends against that roll; a siphon grenade drains the demons near it
 * into the thrower; a decoy gives marines near it cover while it lies there.
 * The thrower reclaims the token by entering its space; until then the card
 * cannot be played.
 */
import { actionCard } from '../catalog';
import type { Params } from '../content/types';
import { indexOf, keyOf, spacesOf } from '../geometry/board';
import { hasLineOfSight } from '../geometry/lineOfSight';
import { cachedRangeField, rangeBetween } from '../geometry/range';
import type { DoomState } from '../state';
import { declarePresetAttack } from './attack/declare';
import { type Answered, type DCtx, type H, askUnlessForced, boardOf, findFigure, marineOf, nameOf, places, rollDice } from './common';
import { atPlace, direction, placeName } from '../inspect/places';
import { capitalised, counted, diceText, withArticle } from '../inspect/words';
import { dealDamage, recoverDamage } from './damage';

/** Is this grenade's token on the map (so its card cannot be played)? */
export function grenadeOut(g: DoomState, set: string, marine: string): boolean {
  return g.grenades.some((x) => x.set === set && x.marine === marine);
}

/** Spaces within `range` of the marine that he can see. */
export function grenadeSpaces(g: DoomState, marine: string, range: number): string[] {
  if (!findFigure(g, marine)) return [];
  const b = boardOf(g);
  const from = spacesOf(b, marine);
  const field = cachedRangeField(b.cm, from[0]!);
  const out: string[] = [];
  for (let i = 0; i < field.length; i++) {
    if (field[i]! >= 0 && field[i]! <= range && hasLineOfSight(b.cm, from, [i])) out.push(keyOf(b, i));
  }
  return out;
}

export const chooseGrenadeSpace: H<{ kind: 'chooseGrenadeSpace'; card: string; params: Params }> = (ctx, step) => {
  const g = ctx.g;
  const m = marineOf(g, g.marineActivation!.marine);
  const spaces = grenadeSpaces(g, m.id, Number(step.params.range ?? 3));
  if (!spaces.length) return;
  askUnlessForced(ctx, {
    seat: m.seat, kind: 'chooseGrenadeSpace', rule: 'grenades', text: `Where does ${m.name} throw the ${actionCard(step.card).name}?`,
    options: spaces.map((s) => ({ id: s, label: `${capitalised(direction(findFigure(g, m.id)!.at, s))} (${placeName(places(g), s)})`, target: { kind: 'space' as const, id: s } })),
  }, { kind: 'grenadeThrown', card: step.card, params: step.params });
};

export const grenadeThrown: H<Answered & { card: string; params: Params }> = (ctx, step) => {
  const g = ctx.g;
  const m = marineOf(g, g.marineActivation!.marine);
  const at = step.answer[0]!;
  const def = actionCard(step.card);
  const kind = String(step.params.kind);
  const radius = Number(step.params.radius ?? 0);
  g.grenades.push({ set: def.set, marine: m.id, at, kind, radius });
  ctx.emit({ type: 'grenadeThrown', figure: m.id, card: step.card, at, text: `${m.name} throws ${withArticle(def.name)} ${direction(findFigure(g, m.id)?.at ?? at, at)}, ${atPlace(places(g), at)}.` });
  const b = boardOf(g);
  const centre = [indexOf(b, at)];
  const near = g.figures.filter((f) => f.id !== m.id && (() => {
    const r = rangeBetween(b.cm, centre, spacesOf(b, f.id));
    return r >= 0 && r <= radius;
  })());
  if (kind === 'frag') {
    const dice = (step.params.dice as string[]) ?? [];
    const rolls = rollDice(ctx, dice, m.seat, `${m.name}'s ${def.name} rolls ${diceText(dice)}`).map((r) => ({ die: r.die, value: r.value ?? 0, special: (r.symbols ?? []).includes('special') }));
    const [first, ...rest] = near.map((f) => f.id);
    if (!first) {
      ctx.log('The blast catches no one.');
      return;
    }
    declarePresetAttack(ctx, m.id, first, { kind: 'card', id: step.card }, dice, rolls);
    g.attack!.extra = rest;
  } else if (kind === 'siphon') {
    const amount = Number(step.params.amount ?? 1);
    const demons = near.filter((f) => f.side === 'demon').map((f) => f.id);
    for (const d of demons) dealDamage(ctx, d, amount, def.name, m.id);
    if (demons.length) recoverDamage(ctx, m.id, amount * demons.length, def.name);
  } else {
    ctx.log(`Marines within ${counted(radius, 'space')} of the decoy have cover while it lies there.`);
  }
};

/** A marine entering the space of his own grenade token takes it back. */
export function reclaimGrenades(ctx: DCtx, marine: string, at: string): void {
  const g = ctx.g;
  const mine = g.grenades.filter((x) => x.marine === marine && x.at === at);
  if (!mine.length) return;
  g.grenades = g.grenades.filter((x) => !mine.includes(x));
  for (const x of mine) ctx.emit({ type: 'grenadeReclaimed', figure: marine, at, set: x.set, text: `${nameOf(g, marine)} picks his grenade back up.` });
}

/** Does a decoy give this marine cover? */
export function decoyCover(g: DoomState, marine: string): boolean {
  const decoys = g.grenades.filter((x) => x.kind === 'decoy');
  if (!decoys.length || !findFigure(g, marine)) return false;
  const b = boardOf(g);
  return decoys.some((x) => {
    const r = rangeBetween(b.cm, [indexOf(b, x.at)], spacesOf(b, marine));
    return r >= 0 && r <= x.radius;
  });
}
