/** What a thing on the table is right now, from a seat's view (module.inspect). */
import type { InspectEntry, TableTarget } from '../../engine/types';
import { TERRITORY_IDS, territory, territoryName } from './content/board';
import { GLOSSARY } from './content/glossary';
import { SCENARIOS } from './content/scenarios';
import type { RiskView } from './view';

function sideLabel(v: RiskView, side: string | null): string {
  if (side === null) return 'Nobody';
  if (side === 'apoc') return v.scenario ? `The ${SCENARIOS[v.scenario].many}` : 'The apocalytes';
  return v.players.find((p) => p.seat === side)?.name ?? side;
}

export function inspectRisk(v: RiskView, target: TableTarget): InspectEntry | null {
  if (target.kind === 'area' && TERRITORY_IDS.includes(target.id)) {
    const id = target.id;
    const t = v.territories[id]!;
    const base = GLOSSARY.find((e) => e.id === `territory:${id}`)!;
    const stats = [{ label: 'Continent', value: base.stats![0]!.value }, { label: 'Owner', value: sideLabel(v, t.owner) }];
    for (const [seat, n] of Object.entries(t.troops)) stats.push({ label: sideLabel(v, seat), value: `${n} ${n === 1 ? 'army' : 'armies'}` });
    if (t.apoc > 0) stats.push({ label: sideLabel(v, 'apoc'), value: String(t.apoc) });
    stats.push({ label: 'Supplies', value: String(t.supplies) });
    if (t.hq) stats.push({ label: 'Headquarters', value: 'yes' });
    const walls = v.barricades.filter((b) => b.terr === id || b.other === id)
      .map((b) => `${b.strong ? 'strong' : 'weak'} to ${territoryName(b.terr === id ? b.other : b.terr)}`);
    if (walls.length) stats.push({ label: 'Barricades', value: walls.join(', ') });
    const marks: string[] = [];
    if (v.groundZero.includes(id)) marks.push('ground zero');
    if (v.portals.some((p) => p.terr === id && p.open)) marks.push('open portal');
    if (v.portals.some((p) => p.terr === id && !p.open)) marks.push('sealed portal');
    if (v.mothership === id && !v.mothershipDestroyed) marks.push('mothership');
    if (v.barren.includes(id)) marks.push('barren');
    if (v.annihilated.includes(id)) marks.push('crater');
    if (marks.length) stats.push({ label: 'Marked', value: marks.join(', ') });
    return { ...base, stats, related: [`continent:${territory(id).continent}`, ...(base.related ?? [])] };
  }
  if (target.kind === 'seat') {
    const p = v.players.find((x) => x.seat === target.id);
    if (!p) return null;
    const owned = TERRITORY_IDS.filter((id) => v.territories[id]!.owner === p.seat).length;
    const troops = TERRITORY_IDS.reduce((s, id) => s + (v.territories[id]!.troops[p.seat] ?? 0), 0);
    const stats = [{ label: 'Territories', value: String(owned) }, { label: 'Armies', value: String(troops) }];
    if (v.scenario === 'plague') stats.push({ label: 'Cure', value: p.cured ? 'complete' : p.cureParts === null ? 'unknown' : `${p.cureParts} of 3 parts` });
    if (p.eliminated) stats.push({ label: 'Status', value: 'out of the game' });
    return { id: `seat:${p.seat}`, kind: 'Player', name: p.name, stats };
  }
  return GLOSSARY.find((e) => e.id === target.id || e.id === `${target.kind}:${target.id}`) ?? null;
}
