/**
 * Building blocks of live inspect entries: a thing on the table named and
 * numbered from the view, on top of its glossary entry.
 */
import type { InspectEntry, TableTarget } from '../../../engine/types';
import { MAPS } from '../content';
import type { PAView } from '../view';

/** The Lord's sheet during Hell Time stands where an area would. */
export const HELL = 'hell';

export function areaLabel(view: PAView, id: string): string {
  if (id === HELL) return 'the Lord\'s sheet';
  return MAPS[view.mapId]?.areas.find((a) => a.id === id)?.name ?? 'an unknown area';
}

/** A live entry: the glossary entry's text and links, with the table's numbers in front. */
export function live(target: TableTarget, base: InspectEntry | undefined, fields: Partial<InspectEntry> & { name: string; kind: string }): InspectEntry {
  const entry: InspectEntry = {
    id: `table:${target.kind}:${target.id}`, kind: fields.kind, name: fields.name,
    stats: [...(fields.stats ?? []), ...(base?.stats ?? [])],
    text: [...(fields.text ?? []), ...(base?.text ?? [])],
    related: [...new Set([...(base ? [base.id] : []), ...(fields.related ?? []), ...(base?.related ?? [])])],
  };
  const rule = fields.rule ?? base?.rule;
  if (rule) entry.rule = rule;
  return entry;
}

