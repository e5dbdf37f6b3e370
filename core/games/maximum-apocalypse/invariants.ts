/**
 * Invariants checked after every choice in the fuzz test: component limits,
 * health and hunger bounds, and that no card or token is created or lost.
 */
import { CARD_BY_ID, cardDef, defOf, DIFFICULTY_BY_ID, monsterDef } from './content';
import { MONSTER_TOKENS, SCAVENGE_BLOCKS, SPAWN_TOKEN_COUNTS } from './content/numbers';
import { isCarriedDef } from './rules/equipRules';
import { character } from './rules/queries';
import { tokenCap } from './rules/tokens';
import type { MAState } from './state';
import { COLORS } from './state';

const NUMBERED_TOKENS = Object.values(SPAWN_TOKEN_COUNTS).reduce((a, b) => a + b, 0);

export function invariants(g: MAState): string[] {
  const broken: string[] = [];
  for (const s of g.survivors) {
    for (const b of s.bodies) {
      if (b.health < 0 || b.health > b.maxHealth) broken.push(`${b.id} health ${b.health}/${b.maxHealth}`);
      if (b.dead !== (b.health === 0) && !(b.dead && s.dead)) broken.push(`${b.id} dead=${b.dead} at ${b.health} health`);
    }
    if (!s.dead && s.bodies.every((b) => b.dead)) broken.push(`${s.id} has no living body but is not dead`);
    if (s.hunger < 1 || s.hunger > 6) broken.push(`${s.id} hunger ${s.hunger}`);
    if ((!s.dead && s.starving > character(s).hungerTrack.length) || (s.starving > 0 && s.hunger !== 6)) broken.push(`${s.id} starving ${s.starving} at hunger ${s.hunger}`);
    if (s.poison < 0) broken.push(`${s.id} poison ${s.poison}`);
    const seen = s.gear.length > 1 ? new Set<string>() : null;
    for (const x of s.gear) {
      const def = cardDef(x.card);
      if (def.kind !== 'gear') broken.push(`${s.id} has instant ${x.card} in play`);
      if (seen) {
        if (!isCarriedDef(x.card) && seen.has(defOf(x.card))) broken.push(`${s.id} has two ${def.name}`);
        seen.add(defOf(x.card));
      }
      if (x.ammo !== null && (x.ammo < 0 || x.ammo > (def.ammo ?? 0))) broken.push(`${x.card} ammo ${x.ammo}`);
    }
    if (s.dead && (s.gear.length > 0 || g.monsters.some((m) => m.owner === s.id))) broken.push(`dead ${s.id} still has gear or monsters`);
  }
  let onMap = 0;
  let blocked = 0;
  const cap = tokenCap(g);
  for (const t of g.tiles) {
    if (t.tokens < 0 || t.tokens > cap) broken.push(`tile ${t.key} holds ${t.tokens} tokens`);
    onMap += t.tokens;
    if (t.blocked) blocked++;
  }
  if (onMap + g.tokenSupply !== MONSTER_TOKENS) broken.push(`${onMap} tokens on the map + ${g.tokenSupply} in supply != ${MONSTER_TOKENS}`);
  if (blocked > SCAVENGE_BLOCKS) broken.push('more than 3 scavenge blocks');
  for (const m of g.monsters) {
    const owner = g.survivors.find((s) => s.id === m.owner);
    if (!owner || owner.dead) broken.push(`${m.card} is attached to ${m.owner}, who is not in play`);
    if (m.damage < 0 || m.damage >= monsterDef(m.card).health) broken.push(`${m.card} damage ${m.damage}`);
  }
  // Conservation of cards: one pass over every place a card can be (the sim checks this after every choice).
  let survivorCards = 0;
  let scav = 0;
  let monsters = g.monsterDeck.draw.length + g.monsterDeck.discard.length + g.monsters.length + (g.mission.bossWaiting ? 1 : 0);
  for (const p of g.pools) {
    survivorCards += p.draw.length + p.discard.length;
    for (const c of p.hand) {
      const deck = deckOf(c);
      if (deck === 'survivor') survivorCards++;
      else if (deck === 'scavenge') scav++;
    }
  }
  for (const s of g.survivors) {
    monsters += s.allies.length;
    for (const x of s.gear) {
      const deck = deckOf(x.card);
      if (deck === 'survivor') survivorCards++;
      else if (deck === 'scavenge') scav++;
    }
  }
  for (const list of [g.removed, g.limbo]) {
    for (const c of list) {
      const deck = deckOf(c);
      if (deck === 'survivor') survivorCards++;
      else if (deck === 'scavenge') scav++;
      else if (list === g.removed) monsters++;
    }
  }
  if (survivorCards !== g.cardTotals.survivor) broken.push(`${survivorCards} survivor cards, expected ${g.cardTotals.survivor}`);
  for (const c of COLORS) scav += g.scavenge[c].length;
  scav += g.scavengeDiscard.length;
  for (const t of g.tiles) scav += t.dropped.length;
  if (scav !== g.cardTotals.scavenge) broken.push(`${scav} scavenge cards, expected ${g.cardTotals.scavenge}`);
  if (monsters !== g.cardTotals.monsters) broken.push(`${monsters} monster cards, expected ${g.cardTotals.monsters}`);
  if (g.spawnBag) {
    const d = DIFFICULTY_BY_ID[g.options.difficulty]!;
    const total = NUMBERED_TOKENS + d.safe + d.ambush;
    if (g.spawnBag.pool.length + g.spawnBag.aside.length !== total) broken.push(`spawn tokens ${g.spawnBag.pool.length}+${g.spawnBag.aside.length} != ${total}`);
  }
  if (g.turnState && g.turnState.actionsLeft < 0) broken.push(`actions left ${g.turnState.actionsLeft}`);
  return broken;
}

type Deck = 'survivor' | 'scavenge' | null;
/** Per card instance: instances are few (the box's cards) and every card is counted after every choice. */
const DECKS = new Map<string, Deck>();

/** The deck a survivor or scavenge card comes from; null for anything else (a monster, an ally). */
function deckOf(c: string): Deck {
  let deck = DECKS.get(c);
  if (deck === undefined) {
    const def = CARD_BY_ID[defOf(c)];
    deck = def?.deck === 'survivor' || def?.deck === 'scavenge' ? def.deck : null;
    DECKS.set(c, deck);
  }
  return deck;
}
