/**
 * What the side panel shows, from the game view: each survivor's mat
 * (health of each body, hunger die or starving step, poison, stealth and
 * storage, gear with ammo, insanity, allies, the monsters hanging on, the
 * open hand), the mission's goals with progress, and the decks on the table.
 * Pure; names come from the content, the live numbers (stealth, storage)
 * from the core's inspect entry so no rule is worked out twice.
 */
import { ALLY_BY_ID, CARD_BY_ID, CHARACTER_BY_ID, DAY_NIGHT_BY_ID, defOf, INSANITY_BY_ID, MISSION_BY_ID, MONSTER_BY_ID, TILE_TYPE_BY_ID } from '../../../core/games/maximum-apocalypse/content';
import { inspect } from '../../../core/games/maximum-apocalypse/inspect';
import type { MAView } from '../../../core/games/maximum-apocalypse/view';

export interface CardChip {
  card: string;
  name: string;
  /** A short second word: ammo left, upgrades, health left. */
  note?: string;
}

export interface SurvivorMat {
  id: string;
  seat: string;
  name: string;
  dead: boolean;
  bodies: { id: string; name: string; health: number; max: number; dead: boolean }[];
  hunger: number;
  /** 0: fed; k: steps down the starving track of `track`. */
  starving: number;
  track: number;
  poison: number;
  stealth: string;
  storage: string;
  gear: CardChip[];
  insanity: CardChip[];
  allies: CardChip[];
  monsters: CardChip[];
  /** The open hand, null when concealed. */
  hand: CardChip[] | null;
  handCount: number;
  deck: number;
  discard: number;
}

export interface Goal {
  label: string;
  have: number;
  need: number;
}

export interface TableCounts {
  monsterDeck: number;
  monsterDiscard: number;
  scavenge: { blue: number; green: number; red: number };
  scavengeDiscard: number;
  insanity: number;
  tokenSupply: number;
  /** Spawn tokens still in the bag; null with the dice. */
  spawnTokens: number | null;
  night: string | null;
  arrow: string | null;
}

const nameOf = (card: string) => CARD_BY_ID[defOf(card)]?.name ?? MONSTER_BY_ID[defOf(card)]?.name ?? ALLY_BY_ID[defOf(card)]?.name ?? INSANITY_BY_ID[defOf(card)]?.name ?? card;

export function survivorMats(view: MAView, concealed: boolean): SurvivorMat[] {
  return view.survivors.map((s) => {
    const pool = view.pools.find((p) => p.id === s.pool);
    const stats = inspect(view, { kind: 'figure', id: s.id })?.stats ?? [];
    const stat = (label: string) => stats.find((x) => x.label === label)?.value ?? '—';
    return {
      id: s.id, seat: s.seat, name: s.name, dead: s.dead,
      bodies: s.bodies.map((b) => ({ id: b.id, name: b.name, health: b.health, max: b.maxHealth, dead: b.dead })),
      hunger: s.hunger, starving: s.starving, track: CHARACTER_BY_ID[s.classId]?.hungerTrack.length ?? 3, poison: s.poison,
      stealth: stat('Stealth'), storage: stat('Storage'),
      gear: s.gear.map((g) => ({ card: g.card, name: nameOf(g.card), note: [g.ammo !== null ? `${g.ammo} ammo` : '', g.bonus ? `+${g.bonus}` : ''].filter(Boolean).join(' ') || undefined })),
      insanity: s.insanity.map((c) => ({ card: c, name: nameOf(c) })),
      allies: s.allies.map((a) => ({ card: a.card, name: nameOf(a.card), note: `${a.health} hp${a.recruited ? '' : ', not recruited'}` })),
      monsters: view.monsters.filter((m) => m.owner === s.id).map((m) => ({
        card: m.card, name: nameOf(m.card), note: `${Math.max(0, (MONSTER_BY_ID[defOf(m.card)]?.health ?? 0) - m.damage)} hp${m.stunned ? ', stunned' : ''}`,
      })),
      hand: concealed || !pool ? null : pool.hand.map((c) => ({ card: c, name: nameOf(c) })),
      handCount: pool?.hand.length ?? 0, deck: pool?.draw.length ?? 0, discard: pool?.discard.length ?? 0,
    };
  });
}

/** The mission's goals with how far the team has come. */
export function missionGoals(view: MAView): { name: string; text: string; goals: Goal[]; done: boolean } {
  const def = MISSION_BY_ID[view.missionId];
  if (!def) return { name: 'Mission', text: '', goals: [], done: view.mission.done };
  const o = def.objective;
  const m = view.mission;
  const goals: Goal[] = [];
  if (o.fuel > 0) goals.push({ label: 'Fuel in the Van', have: m.fuel, need: o.fuel });
  if (o.relics) goals.push({ label: 'Relics in the Van', have: m.relics, need: o.relics });
  for (const t of o.visit ?? []) goals.push({ label: `Visit the ${TILE_TYPE_BY_ID[t]?.name ?? t}`, have: m.visited.includes(t) ? 1 : 0, need: 1 });
  if (o.killBoss) goals.push({ label: `Kill ${m.boss ? `the ${nameOf(m.boss)}` : 'the boss'}`, have: m.bossKilled ? 1 : 0, need: 1 });
  if (o.kills) goals.push({ label: 'Monsters killed', have: m.kills, need: o.kills });
  if (o.surviveRounds) goals.push({ label: 'Rounds survived', have: m.roundsDone, need: o.surviveRounds });
  return { name: def.name, text: def.text, goals, done: m.done };
}

export function tableCounts(view: MAView): TableCounts {
  const dn = view.dayNight;
  return {
    monsterDeck: view.monsterDeck.draw.length, monsterDiscard: view.monsterDeck.discard.length,
    scavenge: { blue: view.scavenge.blue.length, green: view.scavenge.green.length, red: view.scavenge.red.length },
    scavengeDiscard: view.scavengeDiscard.length, insanity: view.insanityDeck.draw.length, tokenSupply: view.tokenSupply,
    spawnTokens: view.spawnBag ? view.spawnBag.pool.length : null,
    night: dn?.night ? DAY_NIGHT_BY_ID[dn.night]?.name ?? dn.night : null, arrow: dn?.showingArrow ?? null,
  };
}
