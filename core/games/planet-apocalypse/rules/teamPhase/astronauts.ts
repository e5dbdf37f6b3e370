/**
 * The Astronaut's ability (rulebook "Space Troopers", and the FAQ): when any
 * hero spends 1 courage, an Astronaut ambush, or part of it, moves to any area
 * (not one in the Lord's Shadow, FAQ). Other troopers in ambush there are
 * discarded; Astronauts there join the newcomers and any beyond 4 are
 * discarded. Offered as a team action to every hero (see ASSUMPTIONS.md).
 * The Cosmonaut's courage ability is ours (the rulebook gives only the
 * Astronaut's): 1 courage adds a Cosmonaut from the stack to one of their
 * ambushes of fewer than 4, anywhere (`reinforceAmbush`).
 */
import type { PromptOption } from '../../../../engine/types';
import { TROOPER_BY_ID } from '../../content';
import { MAX_TROOPERS_PER_GROUP } from '../../content/troopers';
import type { Hero, PAState } from '../../state';
import { ambushIn, areaName, HELL, heroName, inShadow, mapOf } from '../board';
import { payCourage, spendable } from '../tracks';
import type { C } from '../types';

/** The courage the move costs, from the trait's data. */
function jumpCost(type: string): number | null {
  const trait = TROOPER_BY_ID[type]?.trait;
  return trait?.effect === 'moveAmbushAnywhere' ? Number(trait.params?.cost ?? 1) : null;
}

export function astronautOptions(g: PAState, h: Hero): PromptOption[] {
  const out: PromptOption[] = [];
  for (const amb of g.ambushes) {
    const cost = jumpCost(amb.type);
    if (cost === null || spendable(g, h.seat) < cost) continue;
    const name = TROOPER_BY_ID[amb.type]!.name;
    for (const a of mapOf(g).areas) {
      if (a.id === amb.area || a.id === HELL || inShadow(g, a.id)) continue;
      const there = ambushIn(g, a.id);
      for (let n = amb.count; n >= 1; n--) {
        const lost = !there ? 0 : there.type === amb.type ? Math.max(0, there.count + n - MAX_TROOPERS_PER_GROUP) : there.count;
        out.push({
          id: `astro:${amb.area}:${a.id}:${n}`, group: 'Team actions', target: { kind: 'area', id: a.id },
          label: `${TROOPER_BY_ID[amb.type]!.trait!.name}: move ${n} ${name} from ${areaName(g, amb.area)} to ${a.name} (${cost} courage)`,
          ...(lost ? { detail: `${lost} trooper${lost === 1 ? '' : 's'} there sent away` } : {}),
        });
      }
    }
  }
  return out;
}

export function astronautCost(g: PAState, choice: string): number {
  const from = choice.split(':')[1] as string;
  const amb = ambushIn(g, from);
  return amb ? jumpCost(amb.type) ?? 0 : 0;
}

export function astronautJump(ctx: C, h: Hero, choice: string): void {
  const g = ctx.g;
  const [, from, to, nText] = choice.split(':') as [string, string, string, string];
  const amb = ambushIn(g, from);
  const n = Number(nText);
  const cost = amb ? jumpCost(amb.type) : null;
  if (!amb || cost === null || n < 1 || n > amb.count || inShadow(g, to)) throw new Error('That ambush cannot jump there.');
  if (!payCourage(ctx, h.seat, cost, 'a thruster jump')) throw new Error('Not enough courage for the jump.');
  const type = amb.type;
  amb.count -= n;
  if (amb.count === 0) g.ambushes.splice(g.ambushes.indexOf(amb), 1);
  let there = ambushIn(g, to);
  if (there && there.type !== type) {
    g.troopStock[there.type] = (g.troopStock[there.type] ?? 0) + there.count;
    g.ambushes.splice(g.ambushes.indexOf(there), 1);
    ctx.emit({ type: 'ambushDismissed', area: to, trooper: there.type, count: there.count, text: `The ${there.count} ${TROOPER_BY_ID[there.type]?.name} in ambush in ${areaName(g, to)} are sent away to make room.` });
    there = null;
  }
  if (!there) {
    there = { area: to, type, count: 0 };
    g.ambushes.push(there);
  }
  there.count += n;
  const over = Math.max(0, there.count - MAX_TROOPERS_PER_GROUP);
  there.count -= over;
  g.troopStock[type] = (g.troopStock[type] ?? 0) + over;
  ctx.emit({
    type: 'ambushSet', area: to, trooper: type, count: there.count, seat: h.seat,
    text: `${heroName(h)} pays ${cost} courage: ${n} ${TROOPER_BY_ID[type]?.name} jump from ${areaName(g, from)} to ${areaName(g, to)}${over ? ` (${over} beyond 4 sent away)` : ''}.`,
  });
}

/** The courage a Cosmonaut relief costs, from the trait's data. */
function reliefCost(type: string): number | null {
  const trait = TROOPER_BY_ID[type]?.trait;
  return trait?.effect === 'reinforceAmbush' ? Number(trait.params?.cost ?? 1) : null;
}

export function cosmonautOptions(g: PAState, h: Hero): PromptOption[] {
  const out: PromptOption[] = [];
  for (const amb of g.ambushes) {
    const cost = reliefCost(amb.type);
    if (cost === null || spendable(g, h.seat) < cost || amb.count >= MAX_TROOPERS_PER_GROUP || (g.troopStock[amb.type] ?? 0) < 1) continue;
    const t = TROOPER_BY_ID[amb.type]!;
    out.push({
      id: `cosmo:${amb.area}`, group: 'Team actions', target: { kind: 'area', id: amb.area },
      label: `${t.trait!.name}: add 1 ${t.name} to the ambush in ${areaName(g, amb.area)} (${cost} courage)`,
    });
  }
  return out;
}

export function cosmonautCost(g: PAState, choice: string): number {
  const amb = ambushIn(g, choice.split(':')[1] as string);
  return amb ? reliefCost(amb.type) ?? 0 : 0;
}

export function cosmonautRelief(ctx: C, h: Hero, choice: string): void {
  const g = ctx.g;
  const area = choice.split(':')[1] as string;
  const amb = ambushIn(g, area);
  const cost = amb ? reliefCost(amb.type) : null;
  if (!amb || cost === null || amb.count >= MAX_TROOPERS_PER_GROUP || (g.troopStock[amb.type] ?? 0) < 1) throw new Error('That ambush cannot be reinforced.');
  if (!payCourage(ctx, h.seat, cost, 'a relief crew')) throw new Error('Not enough courage for the relief.');
  amb.count += 1;
  g.troopStock[amb.type] = (g.troopStock[amb.type] ?? 0) - 1;
  ctx.emit({
    type: 'ambushSet', area, trooper: amb.type, count: amb.count, seat: h.seat,
    text: `${heroName(h)} pays ${cost} courage: a ${TROOPER_BY_ID[amb.type]?.name} joins the ambush in ${areaName(g, area)} (${amb.count}).`,
  });
}
