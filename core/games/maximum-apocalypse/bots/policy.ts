/**
 * Quick answers for every question other than "which action next": targets,
 * discards, piles, the Veteran/Dog split, setup. The survivor bot uses them
 * directly and inside its look-ahead; each returns a one-line reason.
 */
import type { BotDecision, Prompt, Step } from '../../../engine/types';
import { cardDef, monsterDef, TILE_BY_ID } from '../content';
import type { Ability } from '../content/types';
import { distance, pathDistances } from '../rules/grid';
import { findBody, living, livingBodies, monsterHealth, poolOf } from '../rules/queries';
import type { MAState, Survivor } from '../state';
import { cardWorth, gearWorth, needs, sourcesOf, threatTo, vanTile } from './knowledge';

const pick = (ids: string[], reason: string): BotDecision => ({ optionIds: ids, reason });

function me(g: MAState, p: Prompt): Survivor | undefined {
  const active = g.turnState ? g.survivors.find((s) => s.id === g.turnState!.survivor) : undefined;
  if (active && active.seat === p.seat) return active;
  return g.survivors.find((s) => s.seat === p.seat && !s.dead);
}

function best<T>(items: T[], score: (t: T) => number): T {
  let top = items[0] as T;
  let topScore = -Infinity;
  for (const it of items) {
    const sc = score(it);
    if (sc > topScore) {
      top = it;
      topScore = sc;
    }
  }
  return top;
}

function monsterTargetScore(g: MAState, card: string, amount: number): number {
  const m = g.monsters.find((x) => x.card === card);
  if (!m) return -1;
  const owner = g.survivors.find((s) => s.id === m.owner)!;
  const left = monsterHealth(m);
  const threat = threatTo(g, m, owner);
  return (left <= amount ? 20 + threat * 3 : threat * 2 - left * 0.2) + (monsterDef(card).counter ? -2 : 0);
}

function effectTarget(g: MAState, p: Prompt, ability: Ability | null, s: Survivor): BotDecision {
  const ids = p.options.map((o) => o.id);
  const effect = ability?.effect ?? '';
  const amount = Number(ability?.params?.amount ?? 0);
  switch (effect) {
    case 'damage':
    case 'stun': {
      if (ability?.params?.tile) {
        const tile = best(ids, (k) => g.monsters.filter((m) => g.survivors.find((x) => x.id === m.owner)?.tile === k).length);
        return pick([tile], 'hits the tile with the most monsters');
      }
      const id = best(ids, (c) => monsterTargetScore(g, c, effect === 'stun' ? 0 : amount));
      return pick([id], `aims at the ${monsterDef(id).name}`);
    }
    case 'heal': {
      const id = best(ids, (b) => {
        const t = findBody(g, b);
        return t ? t.b.maxHealth - t.b.health - (t.b.health <= 4 ? -5 : 0) : 0;
      });
      return pick([id], 'heals whoever is hurt worst');
    }
    case 'taunt':
    case 'camouflage':
    case 'flare': {
      const id = best(ids, (o) => {
        const card = o.split('>')[0]!;
        const m = g.monsters.find((x) => x.card === card);
        if (!m) return 0;
        const far = o.includes('>') ? Math.min(...living(g).map((x) => distance(x.tile, o.split('>')[1]!))) : 0;
        return threatTo(g, m, g.survivors.find((x) => x.id === m.owner)!) * 2 + monsterHealth(m) * 0.2 + far;
      });
      return pick([id], 'sends off the most dangerous monster');
    }
    case 'moveTokens': {
      const id = best(ids, (o) => {
        const [from, to] = o.split('>') as [string, string];
        const near = (k: string) => living(g).filter((x) => distance(x.tile, k) <= 1).length;
        return near(from) * 2 - near(to) * 3;
      });
      return pick([id], 'moves the tokens away from survivors');
    }
    case 'clearTokens':
      return pick([best(ids, (k) => (g.tiles.find((t) => t.key === k)?.tokens ?? 0) + (living(g).some((x) => distance(x.tile, k) <= 1) ? 2 : 0))], 'clears the busiest tile');
    case 'scout':
      return pick([best(ids, (k) => -distance(k, s.tile))], 'looks at the nearest unknown tile');
    case 'reload':
      return pick([best(ids, (c) => -(s.gear.find((x) => x.card === c)?.ammo ?? 0))], 'reloads the emptiest weapon');
    case 'upgrade':
      return pick([best(ids, (c) => { const x = s.gear.find((y) => y.card === c); return x ? (x.ammo ?? 6) : 0; })], 'upgrades the weapon with the most shots');
    case 'salvage':
      return pick([best(ids, (c) => gearWorth(c, cardDef(c).ammo ?? null, 0))], 'takes the best gear back');
    case 'equipOther':
      return pick([best(ids, (o) => gearWorth(o.split('>')[0]!, null, 0))], 'arms a friend');
    case 'cure':
      return pick([best(ids, (id) => { const x = g.survivors.find((y) => y.id === id); return x ? x.poison * 2 + x.insanity.length * 3 : 0; })], 'cures the worst afflicted');
    case 'scavengeAny':
      return scavengePile(g, p, s);
    default:
      return pick([ids[0]!], 'first choice');
  }
}

function scavengePile(g: MAState, p: Prompt, s: Survivor): BotDecision {
  const need = needs(g);
  const want = (c: string) => {
    const pile = g.scavenge[c as 'red'];
    const share = (tag: string) => pile.filter((x) => cardDef(x).tags?.includes(tag)).length / Math.max(1, pile.length);
    let v = 0;
    if (c === 'red') v += need.fuelShort > 0 ? 10 * share('fuel') : 1;
    if (need.relicColor === c && need.relicsShort > 0) v += 10 * share('relic');
    if (c === 'green') v += (s.hunger >= 3 ? 4 : 1) * share('food') * 2;
    if (c === 'blue') v += 1.5;
    return v;
  };
  const id = best(p.options.map((o) => o.id), want);
  return pick([id], `draws from the ${id} pile`);
}

function worstGear(s: Survivor, ids: string[]): string {
  return best(ids, (c) => { const x = s.gear.find((y) => y.card === c); return -(x ? gearWorth(c, x.ammo, x.bonus) : 0); });
}

function worstCards(g: MAState, s: Survivor, ids: string[], n: number): string[] {
  return [...ids].sort((a, b) => cardWorth(g, s, a) - cardWorth(g, s, b)).slice(0, n);
}

/** Answers every prompt kind except 'action'. `resume` is the step waiting for the answer (the effect being resolved). */
export function policy(g: MAState, p: Prompt, resume: Step | null): BotDecision {
  const s = me(g, p) ?? g.survivors[0]!;
  const ids = p.options.map((o) => o.id);
  switch (p.kind) {
    case 'effectTarget':
      return effectTarget(g, p, (resume?.ability as unknown as Ability) ?? null, s);
    case 'scavengePile':
      return scavengePile(g, p, s);
    case 'equipOrLose':
      return pick(['equip'], 'keeps it');
    case 'discardGear':
      return pick([worstGear(s, ids)], 'drops the least useful gear');
    case 'discardHand':
    case 'swapCards':
    case 'payAlly':
      return pick(worstCards(g, s, ids, p.min), 'lets go of the weakest cards');
    case 'tradeCards': {
      const partner = g.survivors.find((o) => o.id === resume?.partner);
      const give = ids.filter((c) => {
        const mine = poolOf(g, s).hand.includes(c) || s.gear.some((x) => x.card === c);
        const tags = cardDef(c).tags ?? [];
        if (!partner) return false;
        if (tags.includes('food')) return mine ? partner.hunger > s.hunger + 1 : s.hunger > partner.hunger + 1;
        if (tags.includes('fuel') || tags.includes('relic')) {
          const van = vanTile(g).key;
          return mine ? distance(partner.tile, van) < distance(s.tile, van) : false;
        }
        return false;
      });
      return pick(give.length ? give : [ids[0]!], 'passes cards to whoever needs them');
    }
    case 'moveStep': {
      const goal = moveGoal(g, s);
      const here = pathDistances(g, s.tile).get(goal) ?? 0;
      const step = best(ids, (k) => (k === 'stop' ? -here : -(pathDistances(g, k).get(goal) ?? 9)));
      return pick([step], step === 'stop' ? 'stops here' : 'heads for its goal');
    }
    case 'unblockTile':
      return pick([best(ids, (k) => -sourcesOf(g, 'red').filter((t) => t.key === k).length)], 'unblocks the least useful tile');
    case 'damageOrGear':
    case 'destroyGearOrDamage': {
      const hp = livingBodies(s).reduce((n, b) => n + b.health, 0);
      const amount = Number(/(\d+) damage/.exec(p.text)?.[1] ?? 3);
      const gear = ids.filter((i) => i !== 'damage');
      if (ids.includes('damage') && (hp > amount + 6 || gear.length === 0)) return pick(['damage'], 'takes the hit');
      return pick([worstGear(s, gear)], 'gives up its least useful gear');
    }
    case 'stampedeTarget':
      return pick([best(ids, (id) => livingBodies(g.survivors.find((x) => x.id === id)!).reduce((n, b) => n + b.health, 0))], 'sends it to the sturdiest survivor');
    case 'assignAttackers': {
      const dog = s.bodies.find((b) => b.companion && !b.dead);
      const vet = s.bodies.find((b) => !b.companion && !b.dead);
      const byThreat = [...ids].sort((a, b) => threatOf(g, s, a) - threatOf(g, s, b));
      // The weaker body takes the weaker attackers.
      const dogFirst = (dog?.health ?? 0) < (vet?.health ?? 0);
      const chosen = dogFirst ? byThreat.slice(0, p.min) : byThreat.slice(byThreat.length - p.max);
      return pick(chosen.slice(0, Math.max(p.min, Math.min(p.max, chosen.length))), 'spreads the attackers by toughness');
    }
    case 'allySwitch':
      return pick([best(ids, (c) => s.allies.find((a) => a.card === c)?.health ?? 0)], 'the healthiest ally carries on');
    case 'mulligan': {
      const weak = ids.filter((c) => cardWorth(g, s, c) < 3);
      return pick(weak.slice(0, Math.min(p.max, weak.length >= 3 ? 2 : 0)), weak.length >= 3 ? 'sends back weak cards' : 'keeps the hand');
    }
    case 'placeTile': {
      const taken = new Set(g.tiles.map((t) => t.key));
      const cell = best(ids, (k) => {
        const [x, y] = k.split(',').map(Number) as [number, number];
        const adj = [[1, 0], [-1, 0], [0, 1], [0, -1]].filter(([dx, dy]) => taken.has(`${x + dx!},${y + dy!}`)).length;
        return adj * 3 - Math.abs(x) - Math.abs(y);
      });
      return pick([cell], 'keeps the map compact');
    }
    case 'placeVan': {
      const cell = best(ids, (k) => -g.tiles.reduce((n, t) => n + distance(k, t.key), 0));
      return pick([cell], 'parks the Van close to everything');
    }
    case 'firstPlayer':
      return pick([best(ids, (id) => -g.monsters.filter((m) => m.owner === id).length)], 'the least hunted goes first');
    default:
      return pick([ids[0]!], 'first choice');
  }
}

function threatOf(g: MAState, s: Survivor, card: string): number {
  const m = g.monsters.find((x) => x.card === card);
  return m ? threatTo(g, m, s) : 0;
}

/** Where a survivor wants to go: the Van with fuel or when the job is done, else the nearest useful tile. */
export function moveGoal(g: MAState, s: Survivor): string {
  const van = vanTile(g).key;
  const need = needs(g);
  const carrying = s.gear.some((x) => ['fuel', 'relic'].some((t) => cardDef(x.card).tags?.includes(t)));
  if (carrying || (need.fuelShort === 0 && need.relicsShort === 0 && need.visits.length === 0 && !need.bossWaitingType)) return van;
  const dist = pathDistances(g, s.tile);
  const targets = [...(need.fuelShort > 0 ? sourcesOf(g, 'red') : []), ...g.tiles.filter((t) => need.visits.includes(TILE_BY_ID[t.def]?.type ?? '') && t.faceUp)];
  const pool = targets.length ? targets : g.tiles.filter((t) => !t.faceUp);
  if (pool.length === 0) return van;
  return best(pool, (t) => -(dist.get(t.key) ?? 99)).key;
}

