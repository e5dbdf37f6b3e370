/**
 * Step 3, Take Actions: the survivor must take 4 actions (move, draw, play a
 * card, use a card in play, scavenge), in any order and as often as they
 * like, scavenging a tile only once a turn. Free actions come with them:
 * discard two cards to draw one, trade scavenge cards on the same tile,
 * deliver to the Van, pick up what the dead left, discard-to-use gear.
 * This file lists the legal options; actionChosen.ts carries them out.
 */
import type { PromptOption } from '../../../engine/types';
import { ALLY_BY_ID, CARD_BY_ID, CHARACTER_BY_ID, cardDef, defOf } from '../content';
import type { Ability, PlayerCardDef } from '../content/types';
import type { MAState, Survivor } from '../state';
import { recruitable } from './allies';
import { canEquip } from './equipRules';
import { effectUsable } from './effects';
import { deliverable, tradeable } from './freeActions';
import { directionTo, neighbours, tileOf } from './grid';
import { abilities, equippedFuel, hasInsanity, living, poolOf, type AbilitySource } from './queries';
import { scavengePiles } from './scavenge';
import { cardName, plural, tileName } from './text';

export function sourceKey(src: AbilitySource): string {
  return src.kind === 'innate' ? 'innate' : `${src.kind}:${src.card}`;
}

/** Per card design: its Play abilities, or null when it cannot be played (a card that acts when drawn). Read at every action menu. */
const PLAYS = new Map<PlayerCardDef, Ability[] | null>();

function playAbilities(def: PlayerCardDef): Ability[] | null {
  let plays = PLAYS.get(def);
  if (plays === undefined) {
    plays = def.abilities.some((a) => a.on === 'drawn') ? null : def.abilities.filter((a) => a.on === 'play');
    PLAYS.set(def, plays);
  }
  return plays;
}

function canPlay(g: MAState, s: Survivor, card: string): boolean {
  const def = cardDef(card);
  if (def.kind === 'gear') return canEquip(s, card);
  const plays = playAbilities(def);
  if (!plays) return false;
  for (const ability of plays) if (!effectUsable(g, s, { ability, source: def.name, gear: null })) return false;
  return true;
}

function abilityLabel(s: Survivor, src: AbilitySource, name: string): string {
  if (src.kind === 'innate') return `Use ${name}`;
  if (src.kind === 'ally') return `Ally ${ALLY_BY_ID[defOf(src.card)]?.name}: ${name}`;
  const gear = s.gear.find((x) => x.card === src.card);
  return `Use ${cardName(src.card)}${gear?.ammo !== null && gear?.ammo !== undefined ? ` (${gear.ammo} ammo)` : ''}`;
}

/**
 * The action menu. `words` false (a rollout: nobody reads the menu) leaves
 * every label empty; the options, their ids, order and targets are the same.
 */
export function actionOptions(g: MAState, s: Survivor, words = true): PromptOption[] {
  const ts = g.turnState!;
  const pool = poolOf(g, s);
  const opts: PromptOption[] = [];
  const acting = ts.actionsLeft > 0;
  if (acting && !ts.stopped) {
    const hunted = g.monsters.some((m) => m.owner === s.id);
    for (const t of neighbours(g, s.tile)) {
      const where = words ? `${directionTo(s.tile, t.key)} to ${tileName(t)}` : '';
      const tokens = words && t.tokens ? ` (${plural(t.tokens, 'Monster token')})` : '';
      opts.push({ id: `move:${t.key}`, label: words ? `Move ${where}${tokens}` : '', target: { kind: 'space', id: t.key } });
      if (t.tokens > 0 && !hunted) opts.push({ id: `lure:${t.key}`, label: words ? `Move ${where} and draw its monsters on purpose` : '', target: { kind: 'space', id: t.key } });
    }
  }
  if (acting && pool.draw.length > 0) opts.push({ id: 'draw', label: words ? `Draw a card (${plural(pool.draw.length, 'card')} left)` : '' });
  if (acting) {
    for (const c of pool.hand) if (canPlay(g, s, c)) opts.push({ id: `play:${c}`, label: words ? `${cardDef(c).kind === 'gear' ? 'Equip' : 'Play'} ${cardName(c)}` : '', target: { kind: 'card', id: c } });
    for (const a of abilities(s, 'action')) {
      const gear = a.source.kind === 'gear' ? s.gear.find((x) => x.card === (a.source as { card: string }).card) : undefined;
      if (gear && gear.ammo !== null && gear.ammo <= 0) continue;
      if (gear && cardDef(gear.card).fuelReload && hasInsanity(s, 'noFuelGear')) continue;
      const name = a.source.kind === 'innate' ? innateName(s) : a.ability.effect;
      if (!effectUsable(g, s, { ability: a.ability, source: name, gear: gear?.card ?? null })) continue;
      opts.push({ id: `use:${sourceKey(a.source)}:${a.index}`, label: words ? abilityLabel(s, a.source, name) : '', ...(gear ? { target: { kind: 'card' as const, id: gear.card } } : {}) });
    }
    if (equippedFuel(s).length > 0 && !hasInsanity(s, 'noFuelGear')) {
      for (const x of s.gear) {
        const def = cardDef(x.card);
        if (def.fuelReload && (x.ammo ?? 0) < (def.ammo ?? 0)) opts.push({ id: `reload:${x.card}`, label: words ? `Refill ${def.name} with a fuel` : '', target: { kind: 'card', id: x.card } });
      }
    }
    if (scavengePiles(g, s).length > 0) opts.push({ id: 'scavenge', label: words ? `Scavenge ${tileName(tileOf(g, s.tile))}` : '', target: { kind: 'space', id: s.tile } });
    for (const a of recruitable(g, s)) opts.push({ id: `recruit:${a}`, label: words ? `Recruit the ${ALLY_BY_ID[defOf(a)]?.name}` : '', target: { kind: 'card', id: a } });
  }
  // With no legal action left (stopped, no cards to draw or play) the turn can only end.
  const stuck = acting && opts.length === 0;
  // Free actions.
  const survivorCards = pool.hand.filter((c) => CARD_BY_ID[defOf(c)]?.deck === 'survivor');
  if (!ts.swapUsed && survivorCards.length >= 2 && pool.draw.length > 0) opts.push({ id: 'swap', label: 'Free: discard 2 cards to draw 1' });
  if (!ts.tradeUsed && !hasInsanity(s, 'noTrade')) {
    for (const o of living(g)) {
      if (o.id === s.id || o.tile !== s.tile || hasInsanity(o, 'noTrade')) continue;
      if (tradeable(g, s, o).length + tradeable(g, o, s).length > 0) opts.push({ id: `trade:${o.id}`, label: words ? `Free: trade scavenge cards with the ${o.name}` : '', target: { kind: 'figure', id: o.id } });
    }
  }
  const delivering = deliverable(g, s).length;
  if (delivering > 0) opts.push({ id: 'deliver', label: words ? `Free: deliver ${plural(delivering, 'card')} to the Van` : '' });
  const dropped = tileOf(g, s.tile).dropped.length;
  if (dropped > 0) opts.push({ id: 'pickup', label: words ? `Free: pick up ${plural(dropped, 'scavenge card')} left here` : '' });
  for (const x of s.gear) {
    const list = cardDef(x.card).abilities;
    for (let i = 0; i < list.length; i++) {
      const ability = list[i]!;
      if (ability.on === 'discard' && effectUsable(g, s, { ability, source: cardName(x.card), gear: null })) {
        opts.push({ id: `discard:${x.card}:${i}`, label: words ? `Free: discard ${cardName(x.card)} to use it` : '', target: { kind: 'card', id: x.card } });
      }
    }
  }
  if (!acting) opts.push({ id: 'end', label: 'End the turn' });
  else if (stuck) opts.push({ id: 'end', label: 'End the turn (no action is possible)' });
  return opts;
}

function innateName(s: Survivor): string {
  return CHARACTER_BY_ID[s.classId]?.innate.name ?? 'innate action';
}
