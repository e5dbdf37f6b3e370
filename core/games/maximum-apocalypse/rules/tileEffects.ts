/** What map tiles do (Reveal, Enter, End, Scavenge effects), interpreted by effect id. */
import type { Ctx } from '../../../engine/context';
import { cardDef } from '../content';
import type { Params } from '../content/types';
import type { MAState, Survivor } from '../state';
import { damageBody, discardCard, mainBody, healBody } from './damage';
import { neighbours, tileOf } from './grid';
import { drawMonsters } from './monsterDraw';
import { stealthTest } from './stealth';
import { blockTile } from './scavenge';
import { burn, cure } from './status';
import { resume } from './steps';
import { placeTokens, removeTokens } from './tokens';
import { survivorById, tileName, Who } from './text';

export interface TileEffectStep {
  kind: 'tileEffect';
  survivor: string;
  tile: string;
  effect: string;
  params: Params;
  answer?: string[];
  [k: string]: unknown;
}

type Impl = (ctx: Ctx<MAState>, s: Survivor, step: TileEffectStep) => void;
const n = (p: Params, k: string, d = 1) => Number(p[k] ?? d);

export const TILE_EFFECTS: Record<string, Impl> = {
  freeScavenge: (ctx, s, st) => ctx.push({ kind: 'scavengeDraw', survivor: s.id, color: String(st.params.color), free: true }),
  placeTokens: (ctx, _s, st) => {
    const tile = tileOf(ctx.g, st.tile);
    placeTokens(ctx, tile, n(st.params, 'count'), `${tileName(tile)}`);
  },
  drawMonster: (ctx, s, st) => ctx.push(drawMonsters(s.id, n(st.params, 'count'), `${tileName(tileOf(ctx.g, st.tile))}`)),
  stealthOrMonster: (ctx, s, st) => {
    const tile = tileOf(ctx.g, st.tile);
    if (!stealthTest(ctx, s, tile.tokens, `${tileName(tile)}`)) ctx.push(drawMonsters(s.id, 1, `Caught at ${tileName(tile)}`));
  },
  heal: (ctx, s, st) => {
    for (const b of s.bodies) healBody(ctx, s, b, n(st.params, 'amount'), null, `${tileName(tileOf(ctx.g, st.tile))}`);
  },
  cure: (ctx, s, st) => cure(ctx, s, `${tileName(tileOf(ctx.g, st.tile))}`),
  burn: (ctx, s, st) => burn(ctx, s, n(st.params, 'count'), `${tileName(tileOf(ctx.g, st.tile))}`),
  blockTile: (ctx, s, st) => blockTile(ctx, s, tileOf(ctx.g, st.tile)),
  clearAdjacentTokens: (ctx, _s, st) => {
    for (const t of neighbours(ctx.g, st.tile)) removeTokens(ctx, t, t.tokens, 'The bells ring');
  },
  /** Bandit Camp: take the damage or give up an equipped gear; the survivor chooses. */
  damageOrGear: (ctx, s, st) => {
    const amount = n(st.params, 'amount', 3);
    const where = tileName(tileOf(ctx.g, st.tile));
    const take = () => {
      const b = mainBody(s);
      if (b) damageBody(ctx, s, b, amount, where);
    };
    if (s.gear.length === 0) return take();
    if (!st.answer) {
      ctx.ask({
        seat: s.seat, kind: 'damageOrGear', rule: 'tiles', text: `${where}: take ${amount} damage or discard one of your equipped gear.`,
        options: [{ id: 'damage', label: `Take ${amount} damage` }, ...s.gear.map((x) => ({ id: x.card, label: `Discard ${cardDef(x.card).name}`, target: { kind: 'card' as const, id: x.card } }))],
      }, resume(st));
      return;
    }
    const gear = s.gear.find((x) => x.card === st.answer![0]);
    if (!gear) return take();
    s.gear = s.gear.filter((x) => x !== gear);
    discardCard(ctx.g, s, gear.card);
    ctx.emit({ type: 'gearDiscarded', survivor: s.id, card: gear.card, text: `${where}: ${Who(s)} gives up the ${cardDef(gear.card).name}.` });
  },
};

export function tileEffectStep(ctx: Ctx<MAState>, step: TileEffectStep): void {
  const s = survivorById(ctx.g, step.survivor);
  if (s.dead) return;
  const impl = TILE_EFFECTS[step.effect];
  if (!impl) throw new Error(`Unknown tile effect "${step.effect}".`);
  impl(ctx, s, step);
}
