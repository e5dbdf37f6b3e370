/**
 * Invasion tokens (rulebook "Invasion Tokens", "Spawning Demons from an
 * Invasion Token", "Running Out of Figures"). A token is revealed when it
 * shares an area with a hero or an ambush: roll every despair die in the
 * pool; each pair of equal circle symbols brings one demon of that circle and
 * every pair, of any kind, one larva. Unpaired dice are ignored. A token
 * whose figures run out adds 1 doom, however many are missing.
 */
import { setDiceReadout } from '../../../engine/diceReadout';
import { MINIONS } from '../content';
import type { MinionKind } from '../content/types';
import { ambushIn, areaName, hasRule, heroesIn, HELL, inPlay, newId } from './board';
import { offerDivineDice } from './divineIntervention';
import { addDoom } from './tracks';
import { areaTarget, segment } from './segment';
import type { Answered, C, H } from './types';

export type SpawnCounts = Record<MinionKind, number>;

/** Despair dice faces counted by circle -> the minions they bring. */
export function despairResult(byCircle: { 1: number; 2: number; 3: number }): SpawnCounts {
  const gryllus = Math.floor(byCircle[1] / 2);
  const fiend = Math.floor(byCircle[2] / 2);
  const cacodemon = Math.floor(byCircle[3] / 2);
  return { larva: gryllus + fiend + cacodemon, gryllus, fiend, cacodemon };
}

export function describeCounts(c: SpawnCounts): string {
  const parts = (['larva', 'gryllus', 'fiend', 'cacodemon'] as MinionKind[])
    .filter((k) => c[k] > 0)
    .map((k) => `${c[k]} ${c[k] === 1 ? MINIONS[k].name.toLowerCase() : MINIONS[k].plural}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

/** True when a token in this area must be revealed now. */
export function revealsTokens(ctx: C, area: string): boolean {
  return area !== HELL && (heroesIn(ctx.g, area).length > 0 || ambushIn(ctx.g, area) !== null);
}

/** Pushes a reveal for every token in the area (each token is rolled separately). */
export function pushRevealsIn(ctx: C, area: string): void {
  const ids = ctx.g.tokens.filter((t) => t.area === area).map((t) => t.id);
  ctx.push(...ids.map((token) => ({ kind: 'revealToken', token })));
}

const revealToken: H<{ kind: string; token: string }> = (ctx, step) => {
  const g = ctx.g;
  const i = g.tokens.findIndex((t) => t.id === step.token);
  if (i < 0) return; // already revealed by an earlier step
  const token = g.tokens[i]!;
  g.tokens.splice(i, 1);
  ctx.reveal();
  const dice = Array.from({ length: g.despairDice }, () => 'despair');
  const where = areaName(g, token.area);
  // The kernel's default line would name the die by its id; the reveal's own line gives the faces.
  const rolls = ctx.roll(dice, { purpose: `Invasion token in ${where}`, text: `${dice.length} despair dice are rolled for the token in ${where}.` });
  const byCircle = { 1: 0, 2: 0, 3: 0 };
  for (const r of rolls) byCircle[(r.value ?? 1) as 1 | 2 | 3] += 1;
  const counts = despairResult(byCircle);
  setDiceReadout(ctx.events, {
    title: `${token.limbo ? 'Hindbody token' : 'Invasion token'} in ${where}: despair dice`,
    lines: [`The circles shown count together: ${byCircle[1]} × I, ${byCircle[2]} × II, ${byCircle[3]} × III.`, `They bring ${describeCounts(token.limbo ? { ...counts, gryllus: 0, fiend: 0, cacodemon: 0 } : counts)}.`],
  });
  ctx.emit({
    type: 'tokenRevealed', token: token.id, area: token.area, faces: [byCircle[1], byCircle[2], byCircle[3]],
    text: `${token.limbo ? 'A hindbody token' : 'An invasion token'} in ${areaName(g, token.area)} is revealed: ${byCircle[1]}×I, ${byCircle[2]}×II, ${byCircle[3]}×III brings ${describeCounts(token.limbo ? { ...counts, gryllus: 0, fiend: 0, cacodemon: 0 } : counts)}.`,
    ...segment(g, `Invasion token revealed in ${areaName(g, token.area)}`, [areaTarget(token.area)]),
  });
  const limbo = token.limbo === true;
  if (!offerDivineDice(ctx, token.area, [byCircle[1], byCircle[2], byCircle[3]], { kind: 'divineDiceChosen', area: token.area, faces: [byCircle[1], byCircle[2], byCircle[3]], ...(limbo ? { limbo } : {}) })) {
    ctx.push(spawnStep(token.area, counts, limbo));
  }
};

/** The step that places what a token brought; a hindbody token (Dragon Back) brings "only the Limbo minions". */
function spawnStep(area: string, counts: SpawnCounts, limbo: boolean) {
  return limbo
    ? { kind: 'spawnMinions', area, larva: counts.larva, gryllus: 0, fiend: 0, cacodemon: 0 }
    : { kind: 'spawnMinions', area, larva: counts.larva, gryllus: counts.gryllus, fiend: counts.fiend, cacodemon: counts.cacodemon };
}

/** Divine Intervention's answer: keep the roll, or the faces the holder chose ("f:a:b:c"). */
const divineDiceChosen: H<Answered<{ area: string; faces: number[]; limbo?: boolean }>> = (ctx, step) => {
  const choice = step.answer[0] as string;
  let faces = step.faces;
  if (choice !== 'pass') {
    const [, a, b, c] = choice.split(':').map(Number);
    faces = [a ?? 0, b ?? 0, c ?? 0];
    ctx.g.divine.used = true;
    ctx.emit({ type: 'divineIntervention', use: 'despairDice', text: `Divine Intervention: the despair dice are set to ${faces[0]}×I, ${faces[1]}×II, ${faces[2]}×III.` });
  }
  const counts = despairResult({ 1: faces[0] ?? 0, 2: faces[1] ?? 0, 3: faces[2] ?? 0 });
  ctx.push(spawnStep(step.area, counts, step.limbo === true));
};

/** Places the figures one token brought; a shortage of any kind costs 1 doom for the token. */
const spawnMinions: H<{ kind: string; area: string } & SpawnCounts> = (ctx, step) => {
  const g = ctx.g;
  let short = false;
  for (const kind of ['larva', 'gryllus', 'fiend', 'cacodemon'] as MinionKind[]) {
    const wanted = step[kind];
    const free = MINIONS[kind].stock - inPlay(g, kind);
    const placed = Math.max(0, Math.min(wanted, free));
    if (placed < wanted) short = true;
    for (let n = 0; n < placed; n++) {
      const id = newId(g, kind.slice(0, 2));
      g.minions.push({ id, kind, area: step.area });
      ctx.emit({ type: 'spawned', figure: id, kind, area: step.area, text: `A ${MINIONS[kind].name.toLowerCase()} appears in ${areaName(g, step.area)}.` });
    }
  }
  // Dragon Guts: "Except for hero death, doom is only scored during the Lord segment."
  if (short && !hasRule(g, 'organSpawn')) addDoom(ctx, 1, 'not enough demon figures for an invasion token');
};

export const invasionTokenHandlers = { revealToken, divineDiceChosen, spawnMinions };


