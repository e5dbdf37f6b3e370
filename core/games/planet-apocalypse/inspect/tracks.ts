/**
 * The control panel's tracks as inspect entries: the value now and what the
 * next step brings (doom to 13, the despair cycle, the Lord cycle).
 */
import type { InspectEntry, TableTarget } from '../../../engine/types';
import { DESPAIR_STEPS, DOOM_LOSS, LEGION_CHANGE_AT, LORD_TRACK_STEPS, MAX_DESPAIR_DICE } from '../content';
import type { PAView } from '../view';
import { GLOSSARY_BY_ID } from './glossary';
import { live } from './entry';

const L = { doomLoss: DOOM_LOSS, despairSteps: DESPAIR_STEPS, lordSteps: LORD_TRACK_STEPS, maxDespairDice: MAX_DESPAIR_DICE, legionChanges: LEGION_CHANGE_AT };

function playing(view: PAView): number {
  return view.heroes.filter((h) => h.joined).length;
}

export function trackEntry(view: PAView, target: TableTarget): InspectEntry | null {
  const base = GLOSSARY_BY_ID.get(`track:${target.id}`);
  switch (target.id) {
    case 'doom': {
      const next = L.legionChanges.find((n) => n > view.doom);
      return live(target, base, {
        kind: 'Track', name: 'Doom track',
        stats: [{ label: 'Doom now', value: `${view.doom} of ${L.doomLoss}` }, ...(next ? [{ label: 'New legion at', value: String(next) }] : [])],
      });
    }
    case 'despair': {
      const n = playing(view);
      return live(target, base, {
        kind: 'Track', name: 'Despair track',
        stats: [{ label: 'Despair now', value: `${view.despair} of ${L.despairSteps}` }, { label: 'Moves each enemy phase', value: `${n} step${n === 1 ? '' : 's'} (one per hero)` }],
      });
    }
    case 'lord':
      return live(target, base, { kind: 'Track', name: 'Lord track', stats: [{ label: 'Now', value: `${view.lordTrack} of ${L.lordSteps}` }] });
    case 'despairDice':
      return live(target, base, { kind: 'Track', name: 'Despair dice', stats: [{ label: 'In the pool', value: `${view.despairDice} (at most ${L.maxDespairDice})` }] });
    case 'pool':
      return live(target, base, { kind: 'Track', name: 'Courage pool', stats: [{ label: 'Courage in it', value: String(view.pool) }] });
  }
  return null;
}
