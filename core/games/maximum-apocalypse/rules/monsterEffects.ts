/**
 * What monster cards do besides attacking: Draw effects (when drawn, even in
 * setup), Attack effects (on each survivor the attack hurts) and Destroy
 * effects (on the host when it dies). Effect ids are listed in
 * content/effectIds.ts; this file interprets the monster ones.
 */
import type { Ctx } from '../../../engine/context';
import { cardDef, monsterDef } from '../content';
import type { Params } from '../content/types';
import type { MAState } from '../state';
import { damageBody, discardCard, mainBody } from './damage';
import { tileOf } from './grid';
import { setDamageBonus } from './queries';
import { raiseHunger } from './hunger';
import { addPoison, burn, drawInsanity } from './status';
import { resume } from './steps';
import { placeTokens } from './tokens';
import { survivorById, Who } from './text';

export interface MonsterEffectStep {
  kind: 'monsterEffect';
  survivor: string;
  monster: string;
  effect: string;
  params: Params;
  answer?: string[];
  [k: string]: unknown;
}

type Impl = (ctx: Ctx<MAState>, step: MonsterEffectStep) => void;

const num = (p: Params, k: string, d = 1) => Number(p[k] ?? d);

export const MONSTER_EFFECTS: Record<string, Impl> = {
  insanity: (ctx, st) => drawInsanity(ctx, survivorById(ctx.g, st.survivor), num(st.params, 'count'), `The ${monsterDef(st.monster).name}`),
  burn: (ctx, st) => burn(ctx, survivorById(ctx.g, st.survivor), num(st.params, 'count'), `The ${monsterDef(st.monster).name}`),
  poison: (ctx, st) => addPoison(ctx, survivorById(ctx.g, st.survivor), num(st.params, 'count'), `The ${monsterDef(st.monster).name}`),
  poisonOwner: (ctx, st) => addPoison(ctx, survivorById(ctx.g, st.survivor), num(st.params, 'count'), `The dying ${monsterDef(st.monster).name}`),
  hunger: (ctx, st) => raiseHunger(ctx, survivorById(ctx.g, st.survivor), num(st.params, 'amount'), `The ${monsterDef(st.monster).name}`),
  placeToken: (ctx, st) => {
    const s = survivorById(ctx.g, st.survivor);
    placeTokens(ctx, tileOf(ctx.g, s.tile), num(st.params, 'count'), `The ${monsterDef(st.monster).name} shrieks`);
  },
  damageOwner: (ctx, st) => {
    const s = survivorById(ctx.g, st.survivor);
    const b = mainBody(s);
    if (b) damageBody(ctx, s, b, num(st.params, 'amount'), `The dying ${monsterDef(st.monster).name}`);
  },
  /** Alien Scientist: destroy an equipped gear or take the damage; the drawer chooses. */
  destroyGearOrDamage: (ctx, st) => {
    const s = survivorById(ctx.g, st.survivor);
    // Alien damage too: every other Scientist in play adds its +1 (stacking; its own passive is in the printed 6).
    const amount = num(st.params, 'amount', 6) + setDamageBonus(ctx.g, monsterDef(st.monster).set, st.monster);
    const name = monsterDef(st.monster).name;
    const take = () => {
      const b = mainBody(s);
      if (b) damageBody(ctx, s, b, amount, `The ${name}`);
    };
    if (s.gear.length === 0) return take();
    if (!st.answer) {
      ctx.ask({
        seat: s.seat, kind: 'destroyGearOrDamage', rule: 'monster-abilities', text: `The ${name}: destroy one of your gear or take ${amount} damage.`,
        options: [
          ...s.gear.map((x) => ({ id: x.card, label: `Destroy ${cardDef(x.card).name}`, target: { kind: 'card' as const, id: x.card } })),
          { id: 'damage', label: `Take ${amount} damage` },
        ],
      }, resume(st));
      return;
    }
    const pick = st.answer[0];
    const gear = s.gear.find((x) => x.card === pick);
    if (!gear) return take();
    s.gear = s.gear.filter((x) => x !== gear);
    discardCard(ctx.g, s, gear.card);
    ctx.emit({ type: 'gearDiscarded', survivor: s.id, card: gear.card, text: `${Who(s)} gives up the ${cardDef(gear.card).name} to the ${name}.` });
  },
};

export function monsterEffectStep(ctx: Ctx<MAState>, step: MonsterEffectStep): void {
  const s = ctx.g.survivors.find((x) => x.id === step.survivor);
  if (!s || s.dead) return;
  const impl = MONSTER_EFFECTS[step.effect];
  if (!impl) throw new Error(`Unknown monster effect "${step.effect}".`);
  impl(ctx, step);
}
