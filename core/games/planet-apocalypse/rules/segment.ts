/**
 * The enemy's turn, named for the turn bar and shown on the table: events
 * of the enemy phase and of a Lord Battle that begin something (a segment,
 * a group's attack, an ambush firing) carry `segment`, a short line ("Minions
 * attack: Gryllus group → John Dark"), and `highlight`, the figures, areas,
 * tokens or tracks acting and acted on. Events without them belong to the
 * latest segment. Outside the enemy phase and Hell Time nothing is added.
 */
import type { Json, TableTarget } from '../../../engine/types';
import type { PAState } from '../state';

export interface SegmentFields {
  segment?: string;
  highlight?: Json;
}

export function segment(g: PAState, line: string, highlight: TableTarget[], always = false): SegmentFields {
  if (!always && g.phase !== 'enemy' && g.phase !== 'hell') return {};
  // Targets are plain { kind, id } objects: JSON as every event field must be.
  return { segment: line, highlight: highlight.map((t) => ({ kind: t.kind, id: t.id })) };
}

export const figureTarget = (id: string): TableTarget => ({ kind: 'figure', id });
export const areaTarget = (id: string): TableTarget => ({ kind: 'area', id });
export const trackTarget = (id: string): TableTarget => ({ kind: 'track', id });
export const tokenTarget = (id: string): TableTarget => ({ kind: 'token', id });
