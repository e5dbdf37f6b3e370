/**
 * What a thing on the table is right now, from one seat's view: a demon with
 * its current damage, stagger and stun; a marine with health, weapons and
 * cards (hand and Glory Kill cards only for his own seat); a space with its
 * terrain and what stands there; a card, token, die, seat or track. Hidden
 * things stay hidden: a card the view does not show (another's hand, the
 * invader's hand and invasion card, a facedown demon card) gives null.
 */
import type { InspectEntry, TableTarget } from '../../../engine/types';
import { classCard, demonDef, gloryKillCard, missionDef, squadCard, weaponSetDef } from '../catalog';
import { ACTION_CARDS } from '../content/weapons';
import type { Figure } from '../state';
import type { DoomView, MarineView } from '../view';
import { cardEntryId, glossaryEntry } from './glossary';
import { atPlace, doorName, itemName, markerName, placeHeading, placeTable, portalName, roomOf, teleporterName } from './places';
import { invaderProgress, marineProgress } from './progress';
import { capitalised, counted, listed } from './words';

const TERRAIN: Record<string, { name: string; marking: string | null }> = {
  '.': { name: 'Open floor', marking: null }, '~': { name: 'Difficult terrain', marking: 'difficult' },
  '%': { name: 'Impassable terrain', marking: 'impassable' }, X: { name: 'Blocking terrain', marking: 'blocking' },
};

type Stat = { label: string; value: string };

function with_(base: InspectEntry | null, over: Partial<InspectEntry> & { id: string; name: string }): InspectEntry {
  return { kind: base?.kind ?? 'Thing', ...(base ?? {}), ...over, related: [...(base ? [base.id] : []), ...(over.related ?? base?.related ?? [])] };
}

function staggerValue(v: DoomView, f: Figure): number {
  const mod = v.staggerMods[f.id];
  return Math.max(0, demonDef(f.type).stagger - (mod ? mod.printed + mod.other : 0));
}

function demonNow(v: DoomView, f: Figure): InspectEntry {
  const def = demonDef(f.type);
  const base = glossaryEntry(`demon:${f.type}`);
  const stagger = staggerValue(v, f);
  const staggered = f.damage >= stagger;
  const stats: Stat[] = [
    { label: 'Health left', value: `${def.health - f.damage} of ${def.health}` },
    { label: 'Stagger value', value: staggered ? `${stagger}: staggered` : `${stagger} (${counted(stagger - f.damage, 'more damage', 'more damage')})` },
    { label: 'Stunned', value: f.stunned ? 'Yes' : 'No' },
    { label: 'Where', value: capitalised(atPlace(placeTable(v), f.at)) },
    ...(base?.stats ?? []).filter((s) => s.label !== 'Health' && s.label !== 'Stagger value'),
  ];
  const notes = [staggered ? 'Staggered: a marine who moves into its space performs a Glory Kill.' : '', f.stunned ? 'Stunned: no defence card, no cover, one die fewer.' : ''].filter(Boolean);
  return with_(base, {
    id: `figure:${f.id}`, name: `${def.name} ${f.id.slice(f.id.lastIndexOf('-') + 1)}`, stats, text: [...notes, ...(base?.text ?? [])],
    related: [...(staggered ? ['marking:stagger'] : []), ...(f.stunned ? ['marking:stun'] : []), ...(base?.related ?? [])],
  });
}

function cardNames(ids: string[]): string {
  return ids.length ? ids.map((c) => ACTION_CARDS.find((x) => x.id === c)?.name ?? 'a card').join(', ') : 'none';
}

function marineNow(v: DoomView, m: MarineView): InspectEntry {
  const f = v.figures.find((x) => x.id === m.id);
  const own = m.hand !== null;
  const stats: Stat[] = [
    { label: 'Health left', value: `${10 - m.damage} of 10` },
    { label: 'Class', value: m.classId ? classCard(m.classId).name : 'not chosen yet' },
    ...(m.squad ? [{ label: 'Squad card', value: squadCard(m.squad).name }] : []),
    { label: 'Weapons', value: m.weapons.map((w) => weaponSetDef(w).name).join(', ') },
    { label: 'Hand', value: own ? cardNames(m.hand!) : counted(m.handCount, 'card') },
    { label: 'Glory Kill cards', value: own && m.gloryKills ? (m.gloryKills.map((c) => gloryKillCard(c.split('#')[0]!).name).join(', ') || 'none') : counted(m.gloryKillCount, 'card') },
    { label: 'In play', value: cardNames(m.play) },
    { label: 'Deck', value: `${counted(m.deckCount, 'card')}, ${m.discard.length} discarded` },
    { label: 'Where', value: f ? capitalised(atPlace(placeTable(v), f.at)) : 'Fragged: respawns at a teleporter when he next activates' },
  ];
  if (m.stunned) stats.push({ label: 'Stunned', value: 'Yes' });
  const related = [`marine:${m.id}`, ...(m.classId ? [`class:${m.classId}`] : []), ...(m.squad ? [`squad:${m.squad}`] : []), ...m.weapons.map((w) => `weapon:${w}`)];
  if (own) related.push(...m.hand!.map((c) => cardEntryId(c)!).filter(Boolean), ...(m.gloryKills ?? []).map((c) => cardEntryId(c)!));
  const base = glossaryEntry(`marine:${m.id}`);
  return with_(base, { id: `figure:${m.id}`, name: m.name, stats, related: [...new Set(related)] });
}

function spaceNow(v: DoomView, key: string): InspectEntry | null {
  const [x, y] = key.split(',').map(Number) as [number, number];
  const tile = v.map.tiles.find((t) => x >= t.x && y >= t.y && y < t.y + t.rows.length && x < t.x + (t.rows[y - t.y]?.length ?? 0));
  const ch = tile?.rows[y - tile.y]?.[x - tile.x];
  if (!tile || !ch || ch === ' ') return null;
  const terrain = TERRAIN[ch] ?? TERRAIN['.']!;
  const t = placeTable(v);
  const here = v.figures.filter((f) => f.at === key).map((f) => (f.side === 'marine' ? v.marines.find((m) => m.id === f.id)?.name ?? 'a marine' : `${demonDef(f.type).name} ${f.id.slice(f.id.lastIndexOf('-') + 1)}`));
  const features = [
    ...v.portals.filter((p) => p.at === key && !p.gone).map((p) => portalName(t, p.token)),
    ...v.map.teleporters.filter((p) => p.at === key).map((p) => teleporterName(t, p.id)),
    ...v.markers.filter((m) => m.at === key).map((m) => markerName(t, m.token)),
    ...v.items.filter((i) => i.at === key).map((i) => itemName(i)),
    ...v.grenades.filter((g) => g.at === key).map(() => 'a grenade token'),
  ];
  const related = [terrain.marking ? `marking:${terrain.marking}` : '', ...v.portals.filter((p) => p.at === key && !p.gone).map((p) => `marking:portal-${p.tier}`),
    ...(v.map.teleporters.some((p) => p.at === key) ? ['marking:teleporter'] : [])].filter(Boolean);
  return {
    id: `space:${key}`, kind: 'Space', name: placeHeading(t, key), rule: 'movement',
    stats: [{ label: 'Room', value: roomOf(v.map, key) ?? 'none' }, { label: 'Terrain', value: terrain.name }, { label: 'Standing here', value: listed(here) || 'nobody' },
      { label: 'Here', value: features.length ? capitalised(listed(features)) : 'nothing' }],
    text: terrain.marking ? glossaryEntry(`marking:${terrain.marking}`)!.text : [], related,
  };
}

/** Is this card shown in this view (an own hand, a public pile, an attack's defence)? */
function cardVisible(v: DoomView, id: string): boolean {
  if (id.startsWith('class:') || id.startsWith('squad:') || id === 'sprint') return true;
  if (id.startsWith('demon:')) return v.demonCards[id.slice(6)] !== undefined;
  if (id.startsWith('invasion:')) return v.invader.invasionCard === id.slice(9);
  const revealed = v.attack?.revealed.includes(id) ?? false;
  if (id.includes('/')) return revealed || v.invader.discard.includes(id) || (v.invader.hand?.includes(id) ?? false);
  if (id.includes('#')) return v.marines.some((m) => m.gloryKills?.includes(id));
  return revealed || v.marines.some((m) => m.hand?.includes(id) || m.discard.includes(id) || m.play.includes(id));
}

function cardNow(v: DoomView, id: string): InspectEntry | null {
  const cardId = v.invader.invasionCard === id ? `invasion:${id}` : id;
  if (!cardVisible(v, cardId)) return null;
  const entry = glossaryEntry(cardEntryId(cardId) ?? '');
  if (!entry) return null;
  if (!cardId.startsWith('demon:')) return entry;
  const type = cardId.slice(6);
  const c = v.demonCards[type]!;
  const stats: Stat[] = [
    { label: 'Card', value: `${c.faceUp ? 'faceup' : 'facedown'}, ${c.exhausted ? 'exhausted' : 'ready'}` },
    { label: 'Argent Power on it', value: String(c.argent) },
    { label: 'On the map', value: String(v.figures.filter((f) => f.type === type).length) },
    ...(entry.stats ?? []),
  ];
  return { ...entry, id: `card:${cardId}`, stats, related: [entry.id, 'marking:argent', ...(entry.related ?? [])] };
}

function tokenNow(v: DoomView, id: string): InspectEntry | null {
  const t = placeTable(v);
  const portal = v.portals.find((p) => p.token === id);
  if (portal) {
    const state = portal.gone ? 'closed for good' : portal.faceUp ? 'open: the invader can summon here' : 'facedown: not open yet';
    return with_(glossaryEntry(`marking:portal-${portal.tier}`), { id: `token:${id}`, name: capitalised(portalName(t, id)), stats: [{ label: 'State', value: state }, { label: 'Where', value: capitalised(atPlace(t, portal.at)) }] });
  }
  const item = v.items.find((i) => i.token === id);
  if (item) {
    const base = glossaryEntry(item.kind === 'healthPack' ? 'marking:health-pack' : 'marking:weapon');
    return with_(base, { id: `token:${id}`, name: capitalised(itemName(item)), related: item.weapon ? [`weapon:${item.weapon}`] : [] });
  }
  const marker = v.markers.find((m) => m.token === id) ?? (missionDef(t.mission).markers.some((m) => m.token === id) ? { token: id, kind: 'objective', at: null, carriedBy: null } : null);
  if (marker) {
    const where = marker.carriedBy ? `Carried by ${v.marines.find((m) => m.id === marker.carriedBy)?.name ?? 'a figure'}` : marker.at ? capitalised(atPlace(t, marker.at)) : 'Removed from play';
    return with_(glossaryEntry(`marking:${marker.kind === 'exit' ? 'exit' : marker.kind === 'objective' ? 'objective' : marker.kind}`), { id: `token:${id}`, name: capitalised(markerName(t, id)), stats: [{ label: 'Where', value: where }] });
  }
  const tp = v.map.teleporters.find((x) => x.id === id);
  if (tp) return with_(glossaryEntry('marking:teleporter'), { id: `token:${id}`, name: capitalised(teleporterName(t, id)), stats: [{ label: 'State', value: tp.active ? 'active' : 'inactive: a marine who enters it switches it on' }] });
  const door = v.map.doors.find((x) => x.id === id);
  if (door) return with_(glossaryEntry('marking:door'), { id: `token:${id}`, name: capitalised(doorName(v.map, id)), stats: [{ label: 'State', value: door.open ? 'open' : 'closed' }] });
  return null;
}

function seatNow(v: DoomView, seat: string): InspectEntry | null {
  const m = v.marines.find((x) => x.seat === seat);
  if (m) return marineNow(v, m);
  if (seat !== 'invader') return null;
  const own = v.invader.hand !== null;
  return with_(glossaryEntry('side:invader'), {
    id: 'seat:invader', name: 'The invader',
    stats: [
      { label: 'Event cards in hand', value: own ? v.invader.hand!.map((c) => glossaryEntry(`event:${c}`)?.name ?? 'a card').join(', ') || 'none' : String(v.invader.handCount) },
      { label: 'Argent Power on the invasion card', value: String(v.invader.argentOnInvasion) },
      { label: 'Frag tokens', value: invaderProgress(v).text || String(v.invader.frags) },
      { label: 'Event deck', value: `${counted(v.invader.deckCount, 'card')}, ${v.invader.discard.length} discarded` },
      ...(own && v.invader.invasionCard ? [{ label: 'Invasion card', value: glossaryEntry(`invasion:${v.invader.invasionCard}`)?.name ?? '' }] : []),
    ],
  });
}

function trackNow(v: DoomView, id: string): InspectEntry | null {
  switch (id) {
    case 'initiative': return with_(glossaryEntry('keyword:initiative'), { id: 'track:initiative', name: 'Initiative', stats: [{ label: 'Cards left this round', value: String(v.initiative.remaining) }, { label: 'Turned so far', value: String(v.initiative.revealed.length) }] });
    case 'frags': return with_(glossaryEntry('marking:frag-token'), { id: 'track:frags', name: 'Frag tokens', stats: [{ label: 'The invader has', value: invaderProgress(v).text || String(v.invader.frags) }] });
    case 'progress': case 'threat': return with_(glossaryEntry(`marking:${id}`), { id: `track:${id}`, name: capitalised(`${id} tokens`), stats: [{ label: 'Now', value: String(v.counters[id] ?? 0) }, { label: 'Marines\' goal', value: marineProgress(v).text }] });
    case 'round': return { id: 'track:round', kind: 'Track', name: 'Round', rule: 'round', stats: [{ label: 'Round', value: String(v.round) }], text: [] };
    default: return null;
  }
}

function areaNow(v: DoomView, id: string): InspectEntry | null {
  const tile = v.map.tiles.find((t) => t.id === id);
  if (!tile) return null;
  const inside = (f: Figure) => roomOf(v.map, f.at) === tile.name && tile.name !== undefined;
  const here = v.figures.filter(inside).map((f) => (f.side === 'marine' ? v.marines.find((m) => m.id === f.id)?.name ?? '' : `${demonDef(f.type).name} ${f.id.slice(f.id.lastIndexOf('-') + 1)}`));
  return { id: `area:${id}`, kind: 'Room', name: capitalised(tile.name ?? 'room'), rule: 'movement', stats: [{ label: 'Standing here', value: listed(here) || 'nobody' }], text: [] };
}

/** The live entry for a target in this view, or null when it is unknown or hidden here. */
export function doomInspect(v: DoomView, target: TableTarget): InspectEntry | null {
  switch (target.kind) {
    case 'figure': {
      const f = v.figures.find((x) => x.id === target.id);
      if (f?.side === 'demon') return demonNow(v, f);
      const m = v.marines.find((x) => x.id === target.id);
      return m ? marineNow(v, m) : null;
    }
    case 'space': return spaceNow(v, target.id);
    case 'card': return cardNow(v, target.id);
    case 'token': return tokenNow(v, target.id);
    case 'die': return glossaryEntry(`die:${target.id}`);
    case 'seat': return seatNow(v, target.id);
    case 'track': return trackNow(v, target.id);
    case 'area': return areaNow(v, target.id);
    default: return null;
  }
}
