/**
 * Game set-up (rulebook "Game Set-Up", "Changing Game Difficulty"): the map
 * with an invasion token in each marked area, the Lord and his Shadow in his
 * area (or closer to the start by the difficulty option), his health by hero
 * count, doom 0, despair 1, Lord track 1, a random legion, 4 courage and 4
 * despair dice (5-7 by difficulty), 10 gifts on the panel, the trooper
 * stacks, every hero at the start with the sheet's values, the captain and
 * the Divine Intervention token.
 */
import { newDeck } from '../../../engine/deck';
import type { SeatSpec, Step } from '../../../engine/types';
import { FOURTH_CIRCLE, giftDeckCards, HEROES, LEGIONS, LORD_BY_ID, MAPS, TROOPERS } from '../content';
import type { Hero, PAOptions, PAState } from '../state';
import { areaName, lordName, mainLord, mapOf, nextArea, playerCount } from './board';
import { offerDivineLegion } from './divineIntervention';
import { spawnFourthCircle } from './fourthCircle';
import { bringInHero } from './heroHealth';
import { setUpLegion } from './legions';
import { lordPool } from './lordAbilities';
import { newToken } from './mapRules';
import { refreshGiftPanel } from './teamPhase/earnGift';
import type { C, H } from './types';
import { applyRegion, regionOf } from './regions';

export const START_POOL_COURAGE = 4;

export function heroOption(o: PAOptions, i: number): string {
  return [o.hero1, o.hero2, o.hero3, o.hero4, o.hero5][i] ?? 'random';
}

function blankHero(seat: string): Hero {
  return {
    seat, heroId: null, area: '', health: 0, cap: 0, toughness: 0, luck: 0, courage: 0, attack: [], abilities: [], gifts: [],
    patrol: { type: null, count: 0 }, fire: false, stunned: false, pestilence: 0, dead: false, joined: true,
    turn: { attacked: false, moved: false, walked: false, ambushed: false, extraAttacks: 0, arcaneUsed: false },
    team: { recruit: false, firstAid: false, renew: false, fidget: false, brigadier: false, declined: null },
  };
}

export function initialState(options: PAOptions, seats: SeatSpec[]): PAState {
  const map = MAPS[options.map];
  if (!map) throw new Error(`Unknown map "${options.map}".`);
  // A legion or Fourth Circle demon named in New game is in its deck even when its pack's option is off.
  const legion = options.legion && options.legion !== 'random' ? options.legion : null;
  const fourth = options.fourthDemon && options.fourthDemon !== 'random' ? options.fourthDemon : null;
  return {
    options, mapId: map.id, round: 0, phase: 'setup', seatOrder: seats.map((s) => s.id), captain: 0,
    heroes: seats.map((s, i) => ({ ...blankHero(s.id), joined: i < options.heroes })), minions: [], fourth: [], tokens: [], ambushes: [],
    lords: [], gate: null, doom: 0, despair: 1, lordTrack: 1, despairDice: options.startDespairDice, pool: START_POOL_COURAGE,
    legion: null, legionDeck: newDeck(LEGIONS.filter((l) => (l.pack ?? 'core') === 'core' || options.expansionLegions || l.id === legion).map((l) => l.id)), giftDeck: newDeck(giftDeckCards(options.voidGifts === true)), panel: [],
    fourthDeck: FOURTH_CIRCLE.filter((f) => (f.pack ?? 'core') === 'core' || options.expansionDemons || f.id === fourth).map((f) => f.id), ...(fourth ? { fourthFirst: fourth } : {}), troopStock: Object.fromEntries(TROOPERS.filter((t) => !t.region || map.rules.some((r) => r.rule === 'recruitOnly' && r.troopers.includes(t.id))).map((t) => [t.id, t.stock])),
    divine: { holder: null, used: false }, hell: null, attack: null, teamActed: false, legionChanges: [], nextId: 0,
    stats: Object.fromEntries(seats.map((s) => [s.id, { heroes: [], kills: 0, dealt: 0, taken: 0, deaths: 0, gifts: 0 }])),
    ambushKills: 0, turningPoint: null,
  };
}

/** Lord health for this many heroes; an enraged Lord counts one hero more (not with 5). */
export function lordHealth(lordId: string, heroes: number, enraged: boolean): number {
  const def = LORD_BY_ID[lordId]!;
  const n = Math.min(5, heroes + (enraged && heroes < 5 ? 1 : 0));
  return def.health[n - 1] ?? def.health[def.health.length - 1]!;
}

/** A Lord's starting health on this map: by hero count, a third (rounded up) for a Lesser Lord. */
export function lordStartHealth(g: PAState, index: number, lordId: string, players: number): number {
  const full = lordHealth(lordId, players, g.options.enragedLord);
  const lesser = mapOf(g).rules.some((r) => r.rule === 'lesserLords' && r.lords.includes(index));
  return lesser ? Math.ceil(full / 3) : full;
}

export function setup(ctx: C, options: PAOptions): Step[] {
  const g = ctx.g;
  const map = mapOf(g);
  // A region (option) replaces the trooper stacks and may empty the pool; without one nothing changes.
  applyRegion(g);
  const region = regionOf(options);
  if (region) ctx.log(`Region ${region.name}: troopers ${Object.keys(g.troopStock).map((id) => TROOPERS.find((t) => t.id === id)?.name ?? id).join(', ')}; ${g.pool} courage in the pool.`);
  // Heroes: named ones first, then random picks among those left.
  const named = new Set(g.heroes.map((_, i) => heroOption(options, i)).filter((id) => id !== 'random'));
  const free = HEROES.map((h) => h.id).filter((id) => !named.has(id));
  g.heroes.forEach((h, i) => {
    if (!h.joined) return;
    let id = heroOption(options, i);
    if (id === 'random' || !HEROES.some((d) => d.id === id)) id = free.splice(ctx.randomInt(0, free.length - 1), 1)[0] as string;
    bringInHero(ctx, h, id, 0, map.heroStart);
  });
  // Each Lord of the map, his Shadow, and "Moving On Up".
  // A map with several Lords draws different ones while there are enough.
  const drawn = new Set<string>();
  map.lordAreas.forEach((home, i) => {
    const chosen = i === 0 && options.lord !== 'random' && LORD_BY_ID[options.lord] ? options.lord : null;
    const fresh = lordPool(options).filter((l) => !drawn.has(l.id));
    const pool = fresh.length > 0 ? fresh : lordPool(options);
    const lordId = chosen ?? pool[ctx.randomInt(0, pool.length - 1)]!.id;
    drawn.add(lordId);
    let area = home;
    const shadow = [area];
    // "Moving On Up" does not apply where the Lords never move.
    const closer = map.rules.some((r) => r.rule === 'lordsStayPut') ? 0 : options.lordCloser;
    for (let step = 0; step < closer; step++) {
      const next = nextArea(g, area);
      if (!next) break;
      area = next;
      shadow.push(area);
    }
    const health = lordStartHealth(g, i, lordId, playerCount(g));
    const lord = {
      id: i === 0 ? 'lord' : `lord${i + 1}`, defId: lordId, area, origin: area, health, maxHealth: health,
      revealed: !options.secretLord, partHits: {}, dead: false, shadow,
    };
    g.lords.push(lord);
    ctx.emit(options.secretLord
      ? { type: 'shadowPlaced', areas: shadow, text: `The Lord's Shadow lies over ${shadow.map((a) => areaName(g, a)).join(', ')}; the Lord himself is hidden.` }
      : { type: 'spawned', figure: lord.id, kind: lordId, area, text: `${lordName(g, lord)} waits in ${areaName(g, area)} with ${health} health.` });
  });
  for (const a of map.areas) {
    for (let n = 0; n < a.setupTokens; n++) g.tokens.push(newToken(g, a.id));
  }
  ctx.log(`${g.tokens.length} invasion tokens are placed.`);
  ctx.shuffleDeck(g.giftDeck, 'gifts');
  refreshGiftPanel(ctx);
  ctx.shuffleDeck(g.legionDeck, 'legions');
  setUpLegion(ctx, options.legion);
  if (options.divineIntervention) g.divine.holder = g.seatOrder[0] as string;
  return [{ kind: 'setupOffers' }, ...(options.miniboss ? [{ kind: 'setupMiniboss' }] : []), ...(map.rules.some((r) => r.rule === 'startingFourth') ? [{ kind: 'setupMapFourth' }] : []), ...(map.rules.some((r) => r.rule === 'chooseStart') ? [{ kind: 'mapStartChoice' }] : []), { kind: 'roundStart' }];
}

const setupOffers: H = (ctx) => {
  offerDivineLegion(ctx);
};

/** Difficulty "The Miniboss": a Fourth Circle demon starts in the Lord's area. */
const setupMiniboss: H = (ctx) => {
  spawnFourthCircle(ctx, mainLord(ctx.g).area);
};

export const setupHandlers = { setupOffers, setupMiniboss };
