/**
 * The table targets an event names as acting and acted on (`highlight`, a
 * convention of core/engine/README.md "Events and the table"), as targetKeys,
 * so every board can light them while the event plays.
 */
import type { GameEvent, TableTarget } from '../../core/engine/types';
import { targetKey } from './types';

function isTarget(t: unknown): t is TableTarget {
  return typeof t === 'object' && t !== null && typeof (t as TableTarget).kind === 'string' && typeof (t as TableTarget).id === 'string';
}

export function beatHighlights(event: GameEvent | null | undefined): string[] {
  const list: unknown = event?.highlight;
  return Array.isArray(list) ? (list as unknown[]).filter(isTarget).map((t) => targetKey(t.kind, t.id)) : [];
}
