/**
 * What a thing on the table is right now, from a seat's view: a hero with
 * his health, patrol and gifts; a minion, demon or Lord with the wounds he
 * carries and the legion's boost; an area with what stands in it; a token,
 * a card, a track's value. Each live entry links to its glossary entry.
 * Reads only the view and the content, never the rules, so the renderer
 * may call it; a Lord not yet revealed stays a hidden Lord.
 */
import type { InspectEntry, TableTarget } from '../../../engine/types';
import {
  diceText, FOURTH_BY_ID, GIFT_BY_ID, HERO_BY_ID, LEGION_BY_ID, LORD_BY_ID, MAPS, MINION_KINDS, MINIONS, TROOPER_BY_ID,
  toughnessText,
} from '../content';
import type { PAView } from '../view';
import { entryId, GLOSSARY_BY_ID } from './glossary';
import { areaLabel, HELL, live } from './entry';
import { mapMarkEntry } from './mapMarks';
import { trackEntry } from './tracks';
import { lordDice, lordToughness, sectionsFallen, standingSection } from '../content/lordStats';

type Stat = { label: string; value: string };

/** The legion's toughness boost for a figure of this circle (the Lord has none). */
function legionBonus(view: PAView, circle: number | null): number {
  const legion = view.legion ? LEGION_BY_ID[view.legion] : undefined;
  if (!legion || circle === null || (circle === 0 && legion.affects !== 'demonsAndLarvae')) return 0;
  return legion.effect.effect === 'toughnessBonus' ? Number(legion.effect.params?.amount ?? 0) : 0;
}

function toughness(view: PAView, base: number[], circle: number | null): Stat {
  const bonus = legionBonus(view, circle);
  const now = base.map((t) => t + bonus);
  return { label: 'Toughness', value: bonus ? `${toughnessText(now)} (legion ${LEGION_BY_ID[view.legion!]?.name} +${bonus})` : toughnessText(now) };
}

/** A gift card the holder has switched off: Pray for a Miracle or Escape Pod he would rather fall than use (rules/heroPhase/miracleToggle.ts). */
export function giftSwitchedOff(h: Pick<PAView['heroes'][number], 'miracleOff'>, card: string): boolean {
  return !!h.miracleOff && GIFT_BY_ID[card.split('#')[0]!]?.ability.effect === 'luckCheatsDeath';
}

function heroFigure(view: PAView, target: TableTarget, seat: string): InspectEntry | null {
  const h = view.heroes.find((x) => x.seat === seat);
  const def = h?.heroId ? HERO_BY_ID[h.heroId] : undefined;
  if (!h || !def) return null;
  const status = [h.fire ? 'on fire' : '', h.stunned ? 'stunned' : '', h.pestilence ? `${h.pestilence} pestilence` : '', h.dead ? 'fallen' : ''].filter(Boolean);
  const gifts = h.gifts.map((x) => `${GIFT_BY_ID[x.card.split('#')[0]!]?.name ?? 'a gift'} (slot ${x.slot}${giftSwitchedOff(h, x.card) ? ', switched off' : ''})`);
  const earned = def.giftAbilities.filter((a) => h.abilities.includes(a.id));
  const captain = view.seatOrder[view.captain] === seat;
  return live(target, GLOSSARY_BY_ID.get(entryId.hero(def.id)), {
    kind: captain ? 'Hero (captain)' : 'Hero', name: def.name,
    stats: [
      { label: 'Where', value: areaLabel(view, h.area) },
      { label: 'Health now', value: `${h.health} of ${h.cap}` },
      { label: 'Toughness now', value: String(h.toughness) },
      { label: 'Attack now', value: diceText(h.attack) },
      { label: 'Courage', value: String(h.courage) },
      { label: 'Luck now', value: String(h.luck) },
      { label: 'Patrol', value: h.patrol.type ? `${h.patrol.count} ${TROOPER_BY_ID[h.patrol.type]?.name}` : 'none' },
      ...(gifts.length ? [{ label: 'Gifts', value: gifts.join(', ') }] : []),
      ...(earned.length ? [{ label: 'Abilities earned', value: earned.map((a) => a.name).join(', ') }] : []),
      ...(status.length ? [{ label: 'Status', value: status.join(', ') }] : []),
    ],
    related: [
      ...h.gifts.map((x) => entryId.gift(x.card.split('#')[0]!)), ...(h.patrol.type ? [entryId.trooper(h.patrol.type)] : []),
      ...(h.fire ? ['keyword:fire'] : []), ...(h.stunned ? ['keyword:stun'] : []), ...(h.pestilence ? ['keyword:pestilence'] : []),
      ...(captain ? ['token:captain'] : []),
    ],
  });
}

function enemyFigure(view: PAView, target: TableTarget): InspectEntry | null {
  const id = target.id;
  const m = view.minions.find((x) => x.id === id);
  if (m) {
    const def = MINIONS[m.kind];
    const group = view.minions.filter((x) => x.area === m.area && x.kind === m.kind).length;
    return live(target, GLOSSARY_BY_ID.get(entryId.minion(m.kind)), {
      kind: 'Minion', name: def.name,
      stats: [toughness(view, def.toughness, def.circle), { label: 'Where', value: areaLabel(view, m.area) }, { label: 'Its group here', value: `${group} (${diceText(Array(group).fill(def.attack).flat())} together)` }],
      related: view.legion && legionBonus(view, def.circle) ? [entryId.legion(view.legion)] : [],
    });
  }
  const f = view.fourth.find((x) => x.id === id);
  if (f) {
    const def = FOURTH_BY_ID[f.defId];
    if (!def) return null;
    return live(target, GLOSSARY_BY_ID.get(entryId.fourth(f.defId)), {
      kind: 'Fourth Circle demon', name: def.name,
      stats: [{ label: 'Health now', value: `${def.health - f.damage} of ${def.health}` }, toughness(view, def.toughness, 4), { label: 'Where', value: areaLabel(view, f.area) }],
    });
  }
  const [lordId, part] = id.split(':');
  const lord = view.lords.find((l) => l.id === lordId);
  if (!lord) return null;
  if (!lord.revealed) {
    return live(target, undefined, { kind: 'Demon Lord', name: 'The hidden Lord', text: ['Which Lord waits here is decided the first time a hero enters his Shadow.'], related: ['token:shadow'], rule: 'difficulty' });
  }
  const def = LORD_BY_ID[lord.defId];
  if (!def) return null;
  if (part) {
    const p = def.parts?.find((x) => x.id === part);
    if (!p) return null;
    return live(target, GLOSSARY_BY_ID.get(entryId.part(def.id, p.id)), { kind: 'Part of a Lord\'s sheet', name: p.name, stats: [{ label: 'Struck so far', value: String(lord.partHits[p.id] ?? 0) }] });
  }
  return live(target, GLOSSARY_BY_ID.get(entryId.lord(def.id)), {
    kind: 'Demon Lord', name: def.name,
    stats: [
      { label: 'Health now', value: lord.dead ? 'banished' : `${lord.health} of ${lord.maxHealth}` },
      { label: 'Where', value: areaLabel(view, lord.area) },
      { label: 'Shadow over', value: lord.shadow.map((a) => areaLabel(view, a)).join(', ') || 'nothing' },
      ...lordNowStats(view, lord),
    ],
  });
}

/** What the expansion Lords carry in play: the standing piece, toughness and dice now, counters, captive, petrification. */
function lordNowStats(view: PAView, lord: PAView['lords'][number]): { label: string; value: string }[] {
  const def = LORD_BY_ID[lord.defId];
  if (!def || lord.dead) return [];
  const out: { label: string; value: string }[] = [];
  const piece = standingSection(lord);
  if (def.sections && piece) out.push({ label: def.sections.kind === 'stage' ? 'Stage now' : def.sections.kind === 'body' ? 'Bodies standing' : 'Heads standing', value: def.sections.kind === 'stage' ? piece.name : String(def.sections.list.length - sectionsFallen(lord)) });
  if (def.sections || lord.counters) out.push({ label: 'Now', value: `toughness ${lordToughness(lord).join('+')}, ${diceText(lordDice(lord))}` });
  if (lord.counters) out.push({ label: 'Attack counters', value: String(lord.counters) });
  const captive = lord.trapped ? view.heroes.find((h) => h.seat === lord.trapped) : undefined;
  if (captive && lord.area === HELL) out.push({ label: 'Holding', value: HERO_BY_ID[captive.heroId ?? '']?.name ?? 'a hero' });
  const stone = Object.entries(lord.petrified ?? {}).filter(([, r]) => r.amount > 0);
  if (stone.length) out.push({ label: 'Petrified', value: stone.map(([, r]) => `${HERO_BY_ID[r.hero]?.name ?? 'a hero'} -${r.amount}`).join(', ') });
  return out;
}

function areaEntry(view: PAView, target: TableTarget): InspectEntry | null {
  const id = target.id;
  const map = MAPS[view.mapId];
  const def = map?.areas.find((a) => a.id === id);
  if (!map || (!def && id !== HELL)) return null;
  const heroes = view.heroes.filter((h) => h.heroId && !h.dead && h.area === id).map((h) => HERO_BY_ID[h.heroId!]?.name ?? 'a hero');
  const minions = MINION_KINDS.map((k) => ({ k, n: view.minions.filter((m) => m.area === id && m.kind === k).length }))
    .filter((x) => x.n > 0).map(({ k, n }) => `${n} ${n === 1 ? MINIONS[k].name.toLowerCase() : MINIONS[k].plural}`);
  const demons = view.fourth.filter((f) => f.area === id).map((f) => FOURTH_BY_ID[f.defId]?.name ?? 'a Fourth Circle demon');
  const lords = view.lords.filter((l) => !l.dead && l.area === id).map((l) => (l.revealed ? (LORD_BY_ID[l.defId]?.name ?? 'the Lord') : 'the hidden Lord'));
  const tokens = view.tokens.filter((t) => t.area === id).length;
  const amb = view.ambushes.find((a) => a.area === id);
  const shadowed = view.lords.some((l) => !l.dead && l.shadow.includes(id));
  const stats: Stat[] = [
    { label: 'Heroes', value: heroes.join(', ') || 'none' },
    { label: 'Enemies', value: [...lords, ...demons, ...minions].join(', ') || 'none' },
  ];
  if (tokens) stats.push({ label: 'Invasion tokens', value: String(tokens) });
  if (amb) stats.push({ label: 'Ambush', value: `${amb.count} ${TROOPER_BY_ID[amb.type]?.name}` });
  const marks: string[] = [];
  if (def && map.starts.includes(id)) marks.push('a start: heroes enter and recruit here, minions leave the world here');
  if (shadowed) marks.push('under the Lord\'s Shadow: entering it starts Hell Time');
  if (view.gate === id) marks.push('the gate: the Lord returns here after Hell Time');
  if (view.cyst === id) marks.push('where the Tardigrade\'s cyst lies: no enemy and it cannot be attacked; the Tardigrade wakes from it the next time the Lord calls a Fourth Circle demon');
  if (def?.next.length) stats.push({ label: 'Minions go next to', value: def.next.map((a) => areaLabel(view, a)).join(', ') });
  if (def) stats.push({ label: 'Heroes can step to', value: def.adjacent.map((a) => areaLabel(view, a)).join(', ') });
  return live(target, undefined, {
    kind: id === HELL ? 'The Lord\'s sheet' : 'Area', name: id === HELL ? 'The Lord\'s sheet (Hell Time)' : def!.name, stats,
    text: marks.map((m) => `This is ${m}.`),
    related: [
      ...(def && map.starts.includes(id) ? ['keyword:start'] : []), ...(shadowed ? ['token:shadow'] : []), ...(tokens ? ['token:invasion'] : []),
      ...(amb ? ['token:ambush', entryId.trooper(amb.type)] : []), ...(view.gate === id ? ['token:gate'] : []), ...(id === HELL ? ['keyword:hell-time'] : []), ...(view.cyst === id ? [entryId.fourth('tardigrade')] : []),
    ],
    rule: id === HELL ? 'hell-time' : 'move',
  });
}

function tokenEntry(view: PAView, target: TableTarget): InspectEntry | null {
  const id = target.id;
  const token = view.tokens.find((t) => t.id === id);
  if (token) {
    // Dragon Back's hindbody tokens bring only larvae; a Final Battle token in a corner of the gate says which path it takes.
    const stats = [{ label: 'Where', value: areaLabel(view, token.area) }, { label: 'Despair dice it would roll', value: String(view.despairDice) }];
    if (token.corner) stats.push({ label: 'Leaves toward', value: areaLabel(view, token.corner) });
    return live(target, GLOSSARY_BY_ID.get('token:invasion'), {
      kind: 'Token', name: token.limbo ? 'Hindbody invasion token' : 'Invasion token', stats,
      ...(token.limbo ? { text: ['A hindbody token: revealed anywhere, it brings only the larvae its pairs give.'] } : {}),
    });
  }
  const [kind, where] = id.split(':');
  if (kind === 'shadow' && where) return live(target, GLOSSARY_BY_ID.get('token:shadow'), { kind: 'Token', name: 'The Lord\'s Shadow', stats: [{ label: 'Over', value: areaLabel(view, where) }] });
  if (kind === 'gate' && view.gate) return live(target, GLOSSARY_BY_ID.get('token:gate'), { kind: 'Token', name: 'Gate', stats: [{ label: 'Where', value: areaLabel(view, view.gate) }] });
  if (kind === 'ambush' && where) {
    const amb = view.ambushes.find((a) => a.area === where);
    if (!amb) return null;
    const t = TROOPER_BY_ID[amb.type];
    return live(target, GLOSSARY_BY_ID.get('token:ambush'), {
      kind: 'Token', name: `Ambush of ${amb.count} ${t?.name ?? 'troopers'}`,
      stats: [{ label: 'Where', value: areaLabel(view, where) }, { label: 'Rolls', value: diceText(t?.ambush[Math.min(4, amb.count) - 1] ?? []) }, { label: 'Each absorbs', value: `up to ${t?.absorb ?? 0}` }],
      related: [entryId.trooper(amb.type)],
    });
  }
  if (kind === 'divine') {
    const holder = view.heroes.find((h) => h.seat === view.divine.holder);
    return live(target, GLOSSARY_BY_ID.get('token:divine'), {
      kind: 'Token', name: 'Divine Intervention',
      stats: [{ label: 'State', value: view.divine.used ? 'spent' : view.divine.holder ? `held by ${holder?.heroId ? HERO_BY_ID[holder.heroId]?.name : 'the first captain\'s player'}` : 'not in this game' }],
    });
  }
  return mapMarkEntry(view, target);
}

/** A card: a gift (on the panel or a sheet), a legion, a trooper card, a hero sheet, a demon's or Lord's card. */
function cardEntry(view: PAView, target: TableTarget): InspectEntry | null {
  const id = target.id;
  const gift = GIFT_BY_ID[id.split('#')[0]!];
  if (gift) {
    const i = view.panel.indexOf(id);
    const owner = view.heroes.find((h) => h.gifts.some((x) => x.card === id));
    const where = i >= 0 ? `on the gift panel (place ${i + 1})` : owner?.heroId ? `on ${HERO_BY_ID[owner.heroId]?.name}'s sheet` : 'in the discards or the deck';
    return live(target, GLOSSARY_BY_ID.get(entryId.gift(gift.id)), { kind: 'Gift card', name: gift.name, stats: [{ label: 'Where', value: where }] });
  }
  if (LEGION_BY_ID[id]) {
    return live(target, GLOSSARY_BY_ID.get(entryId.legion(id)), { kind: 'Legion card', name: LEGION_BY_ID[id]!.name, stats: [{ label: 'In force', value: view.legion === id ? 'yes' : 'no' }] });
  }
  if (TROOPER_BY_ID[id]) {
    return live(target, GLOSSARY_BY_ID.get(entryId.trooper(id)), { kind: 'Trooper', name: TROOPER_BY_ID[id]!.name, stats: [{ label: 'Left in the stack', value: String(view.troopStock[id] ?? 0) }] });
  }
  for (const [get, make] of [[HERO_BY_ID, entryId.hero], [FOURTH_BY_ID, entryId.fourth]] as const) {
    const def = (get as Record<string, { name: string }>)[id];
    const base = GLOSSARY_BY_ID.get(make(id));
    if (def && base) return live(target, base, { kind: base.kind, name: def.name });
  }
  // A Lord's card is shown only once some Lord of that kind is revealed.
  if (LORD_BY_ID[id] && view.lords.some((l) => l.revealed && l.defId === id)) return live(target, GLOSSARY_BY_ID.get(entryId.lord(id)), { kind: 'Demon Lord', name: LORD_BY_ID[id]!.name });
  return null;
}

export function inspect(view: PAView, target: TableTarget): InspectEntry | null {
  switch (target.kind) {
    case 'figure': case 'seat':
      return heroFigure(view, target, target.id) ?? enemyFigure(view, target);
    case 'area': case 'space':
      return areaEntry(view, target);
    case 'token':
      return tokenEntry(view, target);
    case 'card':
      return cardEntry(view, target);
    case 'track':
      return trackEntry(view, target);
    case 'die':
      return live(target, GLOSSARY_BY_ID.get(target.id === 'despair' ? 'die:despair' : 'die:attack'), { kind: 'Die', name: target.id === 'despair' ? 'Despair die' : 'Attack die' });
  }
  return null;
}
