/**
 * Fourth Circle demons (rulebook "Fourth Circle Demons"): spawned by the Lord
 * at random from those not in play, they have health (4 hits), may act when
 * they appear, while they are in play, and when they die. The killer gains 4
 * courage (3 to the pool from an ambush, paid in attack/assign.ts); an exit
 * scores 4 doom (enemyPhase/minionsMove.ts).
 */
import { FOURTH_BY_ID } from '../content';
import type { Effect } from '../content/types';
import { areaName, heroName, liveHeroes, newId } from './board';
import { offerDivineFourth } from './divineIntervention';
import type { Answered, C, H } from './types';

/** Runs spawn or death effects; ongoing ones are read where they act (attacks). */
function applyEffects(ctx: C, effects: Effect[], name: string): void {
  for (const e of effects) {
    if (e.effect === 'pestilenceAllHeroes') {
      const n = Number(e.params?.amount ?? 1);
      for (const h of liveHeroes(ctx.g)) {
        h.pestilence += n;
        ctx.emit({ type: 'statusChanged', figure: h.seat, status: 'pestilence', value: h.pestilence, text: `${name} sickens ${heroName(h)}: ${h.pestilence} pestilence.` });
      }
    }
  }
}

/** Draws a random Fourth Circle demon not in play and places it; Divine Intervention may send it back. */
export function spawnFourthCircle(ctx: C, area: string): void {
  const g = ctx.g;
  if (g.fourthDeck.length === 0) {
    ctx.log('No Fourth Circle demon is left to spawn.');
    return;
  }
  const pick = ctx.randomInt(0, g.fourthDeck.length - 1);
  const defId = g.fourthDeck.splice(pick, 1)[0] as string;
  const def = FOURTH_BY_ID[defId]!;
  const id = newId(g, 'fc');
  g.fourth.push({ id, defId, area, damage: 0 });
  ctx.emit({ type: 'spawned', figure: id, kind: defId, area, text: `${def.name}, a Fourth Circle demon, rises in ${areaName(g, area)}.` });
  // Spawn effects wait for the Divine Intervention answer: a demon sent back never acted.
  ctx.push({ kind: 'fourthSpawnEffects', figure: id });
  offerDivineFourth(ctx, id, defId);
}

const fourthSpawnEffects: H<{ kind: string; figure: string }> = (ctx, step) => {
  const f = ctx.g.fourth.find((x) => x.id === step.figure);
  if (!f) return;
  const def = FOURTH_BY_ID[f.defId]!;
  applyEffects(ctx, def.onSpawn, def.name);
};

const divineFourthChosen: H<Answered<{ figure: string }>> = (ctx, step) => {
  if (step.answer[0] !== 'redraw') return;
  const g = ctx.g;
  const i = g.fourth.findIndex((x) => x.id === step.figure);
  if (i < 0) return;
  const f = g.fourth[i]!;
  g.fourth.splice(i, 1);
  g.divine.used = true;
  ctx.emit({ type: 'removed', figure: f.id, area: f.area, text: `Divine Intervention sends ${FOURTH_BY_ID[f.defId]?.name} back.` });
  // Draw the replacement before the sent-back demon returns to the pile, so it is a different one.
  const stack = ctx.state.stack;
  const pending = stack.findIndex((s) => s.kind === 'fourthSpawnEffects' && s.figure === f.id);
  if (pending >= 0) stack.splice(pending, 1);
  spawnFourthCircle(ctx, f.area);
  g.fourthDeck.push(f.defId);
};

/** `by`: who killed it, as the log names him; `seat`: his seat, or null for an ambush. */
export function fourthCircleDies(ctx: C, id: string, by: string, seat: string | null): void {
  const g = ctx.g;
  const i = g.fourth.findIndex((x) => x.id === id);
  if (i < 0) return;
  const f = g.fourth[i]!;
  const def = FOURTH_BY_ID[f.defId]!;
  g.fourth.splice(i, 1);
  g.fourthDeck.push(f.defId);
  ctx.emit({ type: 'killed', figure: id, kind: f.defId, area: f.area, by: seat ?? 'ambush', text: `${by} slays ${def.name}.` });
  applyEffects(ctx, def.onDeath, def.name);
}

export function fourthHas(defId: string, effect: string): Effect | null {
  return FOURTH_BY_ID[defId]?.ongoing.find((e) => e.effect === effect) ?? null;
}

export const fourthCircleHandlers = { fourthSpawnEffects, divineFourthChosen };
