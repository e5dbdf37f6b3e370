/**
 * The content as Markdown tables, for ASSUMPTIONS.md (a test keeps the two in
 * step). Regenerate the section with:
 *   npx tsx -e "import('./core/games/maximum-apocalypse/content/tables.ts').then(m => console.log(m.contentTables()))"
 */
import { ALL_MONSTERS, ALLIES, CHARACTERS, CLASS_DECKS, DAY_NIGHT, DIFFICULTIES, INSANITY, MISSIONS, SCAVENGE_CARDS, STRETCH_GOALS, TILE_TYPES, TILES } from '.';
import type { Ability, PlayerCardDef } from './types';

const cell = (s: string | number | undefined) => String(s ?? '').replace(/\|/g, '/');
const ab = (a: Ability) => `${a.on}:${a.effect}${a.range ? `@${a.range}` : ''}${a.params ? ` ${Object.entries(a.params).map(([k, v]) => `${k}=${v}`).join(',')}` : ''}`;
const src = (p?: string) => (p ? `printed: ${p}` : 'ours');

function table(head: string[], rows: (string | number | undefined)[][]): string {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
}

const CARD_HEAD = ['card', 'type', 'copies', 'storage', 'ammo', 'abilities', 'source'];
const cardRow = (c: PlayerCardDef) =>
  [c.name, c.kind + (c.tags?.length ? ` (${c.tags.join(', ')})` : ''), c.copies || '-', c.storage ?? '-', `${c.ammo ?? '-'}${c.fuelReload ? ' fuel' : ''}`, c.abilities.map(ab).join('; '), src(c.printed)];

function cards(list: PlayerCardDef[]): string {
  return table(CARD_HEAD, list.map(cardRow));
}

export function contentTables(): string {
  const out: string[] = [];
  out.push('### Characters', table(['class', 'health', 'stealth (starving)', 'storage', 'innate', 'hunger track', 'companion', 'source'],
    CHARACTERS.map((c) => [c.name, c.health, `${c.stealth} (${c.starvingStealth})`, c.storage, `${c.innate.name}: ${ab(c.innate.ability)}`, `${c.hungerTrack.join(', ')}, skull`,
      c.companion ? `${c.companion.name}: health ${c.companion.health}, stealth ${c.companion.stealth} (${c.companion.starvingStealth}), storage ${c.companion.storage}` : '', src(c.printed)])));
  for (const [id, deck] of Object.entries(CLASS_DECKS)) out.push(`### ${CHARACTERS.find((c) => c.id === id)!.name} deck`, cards(deck));
  out.push('### Stretch goal cards (Kickstarter extra, `stretchGoals` option)', table(['class', ...CARD_HEAD], STRETCH_GOALS.map((c) => [c.classId, ...cardRow(c)])));
  out.push('### Scavenge cards', cards(SCAVENGE_CARDS));
  out.push('### Monsters and bosses', table(['monster', 'set', 'copies', 'health', 'damage', 'range', 'keywords', 'abilities', 'source'],
    ALL_MONSTERS.map((m) => [m.name, m.set, m.boss ? 'boss' : m.copies, m.health, m.attack, m.range,
      [m.counter ? `counter ${m.counter}` : '', m.docile ? 'docile' : '', m.drainLife ? 'drain life' : '', m.stampede ? 'stampede' : '', m.hitsAll ? 'hits all' : '', ...(m.tags ?? [])].filter(Boolean).join(', '),
      m.abilities.map((a) => `${a.on}:${a.effect}${a.range ? `@${a.range}` : ''}${a.params ? ` ${Object.entries(a.params).map(([k, v]) => `${k}=${v}`).join(',')}` : ''}`).join('; '), src(m.printed)])));
  out.push('### Tile types', table(['tile', 'scavenge', 'stop', 'effects', 'spawn numbers', 'source'],
    TILE_TYPES.map((t) => [t.name, t.scavenge.join(', ') || 'none', t.stop ? 'yes' : '', t.abilities.map((a) => `${a.on}:${a.effect}${a.params ? ` ${Object.entries(a.params).map(([k, v]) => `${k}=${v}`).join(',')}` : ''}`).join('; '),
      TILES.filter((x) => x.type === t.id).map((x) => x.spawn).join(', '), src(t.printed)])));
  out.push('### Missions', table(['mission', 'stars', 'set', 'tiles', 'objective', 'boss', 'scavenge piles'],
    MISSIONS.map((m) => [m.name, m.stars, m.set, m.tiles.join(', '), JSON.stringify(m.objective).replace(/[{}"]/g, ''), m.boss.when + (m.boss.tile ? ` (${m.boss.tile})` : ''),
      Object.entries(m.scavenge).map(([c, p]) => `${c}: ${Object.entries(p).map(([k, n]) => `${k}×${n}`).join(' ')}`).join('; ')])));
  out.push('### Insanity cards', table(['card', 'storage', 'effect', 'source'], INSANITY.map((i) => [i.name, i.storage, `${i.effect}${i.params ? ` ${Object.entries(i.params).map(([k, v]) => `${k}=${v}`).join(',')}` : ''}`, src(i.printed)])));
  out.push('### Day/night cards', table(['card', 'arrow', 'night effect', 'lasts'], DAY_NIGHT.map((d) => [d.name, d.arrow, `${d.effect}${d.params ? ` ${Object.entries(d.params).map(([k, v]) => `${k}=${v}`).join(',')}` : ''}`, d.untilDawn ? 'until dawn' : 'at dusk'])));
  out.push('### Allies', table(['ally', 'class', 'cost', 'health', 'storage', 'action', 'source'], ALLIES.map((a) => [a.name, a.classId, `${a.cost.count} ${a.cost.color}`, a.health, `+${a.storage}`, ab(a.ability), src(a.printed)])));
  out.push('### Difficulty', table(['level', 'safe', 'ambush', 'extra Ambush cards a pile', 'extra Empty Handed a pile', 'extra cards', 'rolled starting hunger', 'token cap', 'random mission stars', 'tiles left out'],
    DIFFICULTIES.map((d) => [d.name, d.safe, d.ambush, d.extraAmbushCards, d.extraEmptyHanded,
      Object.entries(d.extraCards).map(([c, p]) => `${c}: ${Object.entries(p ?? {}).map(([k, n]) => `${k}×${n}`).join(' ')}`).join('; ') || '-', d.rollStartingHunger ? 'yes' : 'no', d.tokenCap ? 'yes' : 'no', d.missionStars.join(', '), d.fewerTiles])));
  return out.join('\n\n');
}
