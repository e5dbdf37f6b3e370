/**
 * How far each side is from winning the mission, read from the objective
 * card's win conditions: "2 of 3 progress tokens", "frag tokens 1 of 4",
 * "Baron of Hell: 5 of 14 damage". Works on the state and on any seat's view
 * (everything it reads is public), for save titles, the summary and the HUD.
 */
import { demonDef, missionDef } from '../catalog';
import type { Condition } from '../content/types';
import type { MapDef } from '../geometry/types';
import type { Figure } from '../state';
import { counted } from './words';

export interface ProgressTable {
  mission: string | { id: string };
  round: number;
  counters: Record<string, number>;
  invader: { frags: number };
  map: MapDef;
  figures: Figure[];
}

export interface Progress {
  text: string;
  /** 0 (nowhere) to 1 (won). */
  fraction: number;
}

const idOf = (t: ProgressTable) => (typeof t.mission === 'string' ? t.mission : t.mission.id);

function conditionProgress(t: ProgressTable, c: Condition): Progress {
  const n = (k: string) => Number(c.params?.[k] ?? 0);
  const part = (have: number, need: number) => Math.max(0, Math.min(1, need > 0 ? have / need : 1));
  switch (c.id) {
    case 'progressTokens': {
      const have = t.counters.progress ?? 0;
      const need = t.counters.progressGoal ?? n('count'); // a lone marine's goal from the balance table (rules/setup.ts)
      return { text: `${have} of ${counted(need, 'progress token')}`, fraction: part(have, need) };
    }
    case 'fragTokens': {
      const need = t.counters.fragGoal ?? n('count'); // the mission's balance table, by difficulty (rules/setup.ts)
      return { text: `${t.invader.frags} of ${counted(need, 'frag token')}`, fraction: part(t.invader.frags, need) };
    }
    case 'threatTokens': {
      const have = t.counters.threat ?? 0;
      const need = t.counters.threatGoal ?? n('count');
      return { text: `${have} of ${counted(need, 'threat token')}`, fraction: part(have, need) };
    }
    case 'roundReached': case 'roundAtLeast':
      return { text: `round ${t.round} of ${n('round')}`, fraction: part(t.round - 1, n('round') - 1) };
    case 'demonFragged': {
      const def = demonDef(String(c.params?.demon));
      if ((t.counters[`fragged:${def.id}`] ?? 0) > 0) return { text: `the ${def.name} is fragged`, fraction: 1 };
      const f = t.figures.find((x) => x.side === 'demon' && x.type === def.id);
      return f
        ? { text: `the ${def.name} has ${f.damage} of ${def.health} damage`, fraction: part(f.damage, def.health) }
        : { text: `the ${def.name} still stands`, fraction: 0 };
    }
    case 'allTeleportersActive': {
      const on = t.map.teleporters.filter((x) => x.active).length;
      return { text: `${on} of ${counted(t.map.teleporters.length, 'teleporter')} active`, fraction: part(on, t.map.teleporters.length) };
    }
    case 'marineOnMarker': return { text: `reach the ${String(c.params?.kind ?? 'exit')}`, fraction: 0 };
    default: return { text: '', fraction: 0 };
  }
}

/** The side's condition nearest to being met. */
function best(t: ProgressTable, conditions: Condition[]): Progress {
  const all = conditions.map((c) => conditionProgress(t, c)).filter((p) => p.text);
  return all.sort((a, b) => b.fraction - a.fraction)[0] ?? { text: '', fraction: 0 };
}

export function marineProgress(t: ProgressTable): Progress {
  return best(t, missionDef(idOf(t)).objective.marinesWin);
}

export function invaderProgress(t: ProgressTable): Progress {
  return best(t, missionDef(idOf(t)).objective.invaderWins);
}

/** "the marines lead", "the invader leads" or "even", by how near each side is to its goal. */
export function leader(t: ProgressTable): string {
  const m = marineProgress(t).fraction;
  const i = invaderProgress(t).fraction;
  if (Math.abs(m - i) < 0.05) return 'even';
  return m > i ? 'the marines lead' : 'the invader leads';
}
