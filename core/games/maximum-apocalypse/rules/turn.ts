/**
 * The turn sequence: 1 spawn, 2 draw, 3 four actions, 4 end effects,
 * 5 hunger, 6 attached monsters activate, 7 check for win; then the next
 * survivor clockwise. After the last survivor the round ends (day/night).
 * The program's side opens with `enemy: true` (end of the actions) and hands
 * back with `enemy: false` when the next survivor may act.
 */
import type { Ctx } from '../../../engine/context';
import type { Step } from '../../../engine/types';
import { TILE_BY_ID, TILE_TYPE_BY_ID } from '../content';
import { ACTIONS_PER_TURN } from '../content/numbers';
import type { MAState } from '../state';
import { actionOptions } from './actionMenu';
import { damageBody, mainBody } from './damage';
import { distance, tileOf } from './grid';
import { abilities, insanityEffects, insanityParam, living, livingBodies } from './queries';
import { burn } from './status';
import { effectStepFor } from './effects';
import { drawCards } from './survivorDeck';
import { cardName, plural, survivorById, who, Who } from './text';

export function roundStartStep(ctx: Ctx<MAState>): void {
  const g = ctx.g;
  g.round += 1;
  g.turn = 0;
  ctx.emit({ type: 'roundStarted', round: g.round, text: `Round ${g.round}.` });
  ctx.push({ kind: 'turnStart' });
}

export function turnStartStep(ctx: Ctx<MAState>): void {
  const g = ctx.g;
  const s = survivorById(g, g.order[g.turn]!);
  // The stuns this survivor dealt wear off when their turn comes round, on whoever the monster hangs on; a dead
  // survivor's turn still comes round (and is skipped), so a stun never outlasts the one who dealt it.
  const woke = g.monsters.filter((m) => m.stunned && (m.stunEnds ?? m.owner) === s.id);
  for (const m of woke) {
    m.stunned = false;
    delete m.stunEnds;
  }
  if (woke.length) ctx.emit({ type: 'monstersUnstunned', survivor: s.id, monsters: woke.map((m) => m.card), text: `${plural(woke.length, 'monster')} stunned by ${who(s)} shake off the stun.` });
  if (s.dead) {
    ctx.push({ kind: 'nextTurn' });
    return;
  }
  g.turnState = { survivor: s.id, actionsLeft: ACTIONS_PER_TURN - insanityParam(s, 'fewerActions', 'count'), scavenged: [], swapUsed: false, tradeUsed: false, stopped: false };
  g.chain = 0;
  ctx.emit({ type: 'turnStarted', survivor: s.id, seat: s.seat, round: g.round, text: `${Who(s)}'s turn begins.` });
  ctx.push({ kind: 'startEffects', survivor: s.id }, { kind: 'spawn', survivor: s.id }, { kind: 'turnDraw', survivor: s.id }, { kind: 'actions', survivor: s.id, first: true }, { kind: 'turnEnd', survivor: s.id });
}

/** Start-of-turn effects: insanity (Monophobia, Dementia) and gear marked Start. */
export function startEffectsStep(ctx: Ctx<MAState>, step: { survivor: string }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  for (const e of insanityEffects(s)) {
    if (s.dead) return;
    if (e.effect === 'aloneDamage' && !living(g).some((o) => o.id !== s.id && distance(o.tile, s.tile) <= 1)) {
      const b = mainBody(s);
      if (b) damageBody(ctx, s, b, Number(e.params.amount ?? 2), 'Monophobia');
    }
    if (e.effect === 'startBurn') burn(ctx, s, Number(e.params.count ?? 1), 'Dementia');
  }
  const source = (name: string) => `${Who(s)}'s ${name}`;
  ctx.push(...abilities(s, 'start').map((a) => effectStepFor(s.id, a.ability, source(a.source.kind === 'innate' ? 'ability' : 'gear'), a.source.kind === 'gear' ? a.source.card : null)));
}

export function turnDrawStep(ctx: Ctx<MAState>, step: { survivor: string }): void {
  const s = survivorById(ctx.g, step.survivor);
  if (!s.dead) drawCards(ctx, s, 1, 'Turn draw');
}

export function actionsStep(ctx: Ctx<MAState>, step: { survivor: string; first?: boolean }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  if (s.dead || !g.turnState) return;
  if (step.first) ctx.emit({ type: 'actionsBegin', survivor: s.id, seat: s.seat, enemy: false, text: `${Who(s)} may act: ${plural(g.turnState.actionsLeft, 'action')}.` });
  const left = g.turnState.actionsLeft;
  // The action menu is asked for at every action: in a rollout nobody reads its words.
  const words = !ctx.rollout;
  ctx.ask({
    seat: s.seat, kind: 'action', rule: 'actions',
    text: !words ? '' : left > 0 ? `${Who(s)}: ${plural(left, 'action')} left.` : `${Who(s)}: no actions left; free actions or end the turn.`,
    options: actionOptions(g, s, words),
  }, { kind: 'actionChosen', survivor: s.id });
}

export function turnEndStep(ctx: Ctx<MAState>, step: { survivor: string }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  ctx.emit({ type: 'monsterPhase', survivor: s.id, enemy: true, text: `The end of ${who(s)}'s turn: end effects, hunger and monsters.` });
  g.turnState = null;
  const steps: Step[] = [];
  if (!s.dead) steps.push({ kind: 'endEffects', survivor: s.id });
  steps.push({ kind: 'poison' });
  if (!s.dead) steps.push({ kind: 'hunger', survivor: s.id }, { kind: 'activateMonsters', survivor: s.id });
  steps.push({ kind: 'winCheck' }, { kind: 'nextTurn' });
  ctx.push(...steps);
}

/** Step 4: the tile's End effect, insanity that bites at the end of a turn, gear marked End. */
export function endEffectsStep(ctx: Ctx<MAState>, step: { survivor: string }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  if (s.dead) return;
  const tile = tileOf(g, s.tile);
  const after: Step[] = [];
  if (tile.faceUp) {
    const type = TILE_TYPE_BY_ID[TILE_BY_ID[tile.def]!.type]!;
    for (const a of type.abilities) if (a.on === 'end') after.push({ kind: 'tileEffect', survivor: s.id, tile: tile.key, effect: a.effect, params: a.params ?? {} });
    for (const e of insanityEffects(s)) {
      const b = mainBody(s);
      if (!b) break;
      if (e.effect === 'openGroundDamage' && type.scavenge.length === 0) after.push({ kind: 'plainDamage', body: b.id, amount: Number(e.params.amount ?? 2), cause: 'Agoraphobia' });
      if (e.effect === 'crowdDamage' && living(g).some((o) => o.id !== s.id && o.tile === s.tile)) after.push({ kind: 'plainDamage', body: b.id, amount: Number(e.params.amount ?? 1), cause: 'Claustrophobia' });
    }
  }
  for (const a of abilities(s, 'end')) {
    after.push(effectStepFor(s.id, a.ability, a.source.kind === 'gear' ? `${Who(s)}'s ${cardName(a.source.card)}` : `${Who(s)}`, a.source.kind === 'gear' ? a.source.card : null));
  }
  ctx.push(...after);
}

/** Poison: at the end of every turn each poisoned survivor takes a damage per counter (not reduced by armour). */
export function poisonStep(ctx: Ctx<MAState>): void {
  for (const s of living(ctx.g)) {
    if (s.poison <= 0) continue;
    const b = livingBodies(s).find((x) => !x.companion) ?? livingBodies(s)[0];
    if (b) damageBody(ctx, s, b, s.poison, 'Poison');
    if (ctx.state.result) return;
  }
}

export function nextTurnStep(ctx: Ctx<MAState>): void {
  const g = ctx.g;
  g.turn += 1;
  if (g.turn >= g.order.length) {
    ctx.push({ kind: 'roundEnd' }, { kind: 'roundStart' });
    return;
  }
  ctx.push({ kind: 'turnStart' });
}

export function roundEndStep(ctx: Ctx<MAState>): void {
  const g = ctx.g;
  g.mission.roundsDone += 1;
  ctx.emit({ type: 'roundEnded', round: g.round, text: `Round ${g.round} is over.` });
  ctx.push({ kind: 'dayNight' }, { kind: 'winCheck' });
}
