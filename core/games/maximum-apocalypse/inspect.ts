/**
 * What a target on the table is right now, from a seat's view: a tile with
 * what stands on it, a survivor's mat, a monster with its wounds, a card.
 */
import type { InspectEntry, TableTarget } from '../../engine/types';
import { ALLY_BY_ID, cardDef, CARD_BY_ID, defOf, MONSTER_BY_ID, TILE_BY_ID, TILE_TYPE_BY_ID } from './content';
import { cardEntry, GLOSSARY_BY_ID, monsterEntry } from './glossary';
import { tableEntry } from './inspectTable';
import { character, monsterHealth, stealth, storageLimit, storageUsed } from './rules/queries';
import { cardName, insanityName, monsterName } from './rules/text';
import type { MAState } from './state';
import type { MAView } from './view';

// The board's registration reads the glossary and legend from here (the renderer may import a game's inspect module, not its glossary file).
export { GLOSSARY, LEGEND } from './glossary';

function tileEntry(v: MAView, key: string): InspectEntry | null {
  const t = v.tiles.find((x) => x.key === key);
  if (!t) return null;
  const def = t.faceUp ? TILE_BY_ID[t.def] : undefined;
  const type = def ? TILE_TYPE_BY_ID[def.type] : undefined;
  const here = v.survivors.filter((s) => !s.dead && s.tile === key);
  const monsters = v.monsters.filter((m) => here.some((s) => s.id === m.owner));
  const stats = [
    ...(def ? [{ label: 'Spawn number', value: String(def.spawn) }, { label: 'Scavenge', value: type!.scavenge.length ? type!.scavenge.join(', ') : 'none' }] : []),
    { label: 'Monster tokens', value: String(t.tokens) },
    ...(t.blocked ? [{ label: 'Blocked', value: 'yes' }] : []),
    ...(here.length ? [{ label: 'Survivors', value: here.map((s) => s.name).join(', ') }] : []),
    ...(monsters.length ? [{ label: 'Monsters', value: monsters.map((m) => monsterName(m.card)).join(', ') }] : []),
    ...(t.dropped.length ? [{ label: 'Left here', value: t.dropped.map(cardName).join(', ') }] : []),
  ];
  return {
    id: `space:${key}`, kind: 'Map tile', name: type ? type.name : 'Face-down tile', stats,
    text: type ? [type.text] : ['Not yet revealed: the first survivor to enter flips it.'], related: type ? [`tile:${type.id}`] : [], rule: 'tiles',
  };
}

function survivorEntry(v: MAView, bodyId: string): InspectEntry | null {
  const s = v.survivors.find((x) => x.bodies.some((b) => b.id === bodyId));
  if (!s) return null;
  const body = s.bodies.find((b) => b.id === bodyId)!;
  const g = v as unknown as MAState;
  const pool = v.pools.find((p) => p.id === s.pool)!;
  const c = character(s);
  const stats = [
    { label: 'Health', value: `${body.health}/${body.maxHealth}` },
    ...(body.companion ? [] : [
      { label: 'Stealth', value: String(stealth(g, s)) },
      { label: 'Hunger', value: s.starving ? `starving (step ${s.starving} of ${c.hungerTrack.length})` : String(s.hunger) },
      { label: 'Storage', value: `${storageUsed(s)}/${storageLimit(s)}` },
      { label: 'Deck', value: String(pool.draw.length) },
      { label: 'Hand', value: String(pool.hand.length) },
    ]),
    ...(s.poison ? [{ label: 'Poison', value: String(s.poison) }] : []),
    ...(s.gear.length ? [{ label: 'Gear', value: s.gear.map((x) => `${cardName(x.card)}${x.ammo !== null ? ` (${x.ammo})` : ''}${x.bonus ? ` +${x.bonus}` : ''}`).join(', ') }] : []),
    ...(s.insanity.length ? [{ label: 'Insanity', value: s.insanity.map(insanityName).join(', ') }] : []),
    ...(v.monsters.some((m) => m.owner === s.id) ? [{ label: 'Monsters', value: v.monsters.filter((m) => m.owner === s.id).map((m) => monsterName(m.card)).join(', ') }] : []),
    ...(s.allies.length ? [{ label: 'Allies', value: s.allies.map((a) => `${monsterName(a.card)}${a.recruited ? '' : ' (not recruited)'}`).join(', ') }] : []),
  ];
  return {
    id: `figure:${bodyId}`, kind: body.companion ? 'Companion' : 'Survivor', name: body.companion ? `${body.name} (${s.name})` : s.name, stats,
    text: [s.dead ? 'Dead.' : c.text], related: [`class:${s.classId}`], rule: body.companion ? 'veteran-dog' : 'setup',
  };
}

function cardOnTable(v: MAView, card: string): InspectEntry | null {
  const id = defOf(card);
  const m = v.monsters.find((x) => x.card === card);
  if (m) {
    const base = monsterEntry(MONSTER_BY_ID[id]!);
    const owner = v.survivors.find((s) => s.id === m.owner);
    return { ...base, id: `card:${card}`, stats: [{ label: 'Health left', value: String(monsterHealth(m)) }, ...(m.stunned ? [{ label: 'Stunned', value: 'yes' }] : []), { label: 'Attached to', value: owner?.name ?? '' }, ...(base.stats ?? [])], related: [`monster:${id}`, ...(base.related ?? [])] };
  }
  if (ALLY_BY_ID[id]) return GLOSSARY_BY_ID[`ally:${id}`] ?? null;
  if (MONSTER_BY_ID[id]) return GLOSSARY_BY_ID[`monster:${id}`] ?? null;
  if (!CARD_BY_ID[id]) return GLOSSARY_BY_ID[`insanity:${id}`] ?? null;
  const base = cardEntry(cardDef(card));
  for (const s of v.survivors) {
    const gear = s.gear.find((x) => x.card === card);
    if (gear) return { ...base, id: `card:${card}`, stats: [{ label: 'Equipped by', value: s.name }, ...(gear.ammo !== null ? [{ label: 'Ammo left', value: String(gear.ammo) }] : []), ...(gear.bonus ? [{ label: 'Upgrades', value: `+${gear.bonus}` }] : []), ...(base.stats ?? [])] };
  }
  return base;
}

export function inspect(v: MAView, target: TableTarget): InspectEntry | null {
  const aroundMap = tableEntry(v, target.kind, target.id);
  if (aroundMap !== undefined) return aroundMap;
  switch (target.kind) {
    case 'space':
      return tileEntry(v, target.id);
    case 'figure':
    case 'seat': {
      const bodyId = target.kind === 'seat' ? v.survivors.find((s) => s.seat === target.id)?.id ?? '' : target.id;
      return survivorEntry(v, bodyId);
    }
    case 'card':
      return cardOnTable(v, target.id);
    case 'token': {
      const key = target.id.replace(/^tokens:/, '');
      const t = tileEntry(v, key);
      return t ? { ...GLOSSARY_BY_ID['token:monster']!, stats: [{ label: 'On this tile', value: t.stats?.find((x) => x.label === 'Monster tokens')?.value ?? '0' }] } : GLOSSARY_BY_ID['token:monster']!;
    }
    case 'die':
      return GLOSSARY_BY_ID[`die:${target.id}`] ?? null;
    default:
      return GLOSSARY_BY_ID[target.id] ?? null;
  }
}
