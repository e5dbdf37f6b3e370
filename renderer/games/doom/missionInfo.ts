/** Mission facts the HUD shows beside the view: the frag goal and counters named for people. */
import { DEMONS } from '../../../core/games/doom/content/demons';
import { MISSIONS } from '../../../core/games/doom/content/missions';

/** Frag tokens the invader needs to win the mission, when its objective card says. */
export function fragGoal(missionId: string): number | null {
  const m = MISSIONS.find((x) => x.id === missionId);
  const c = m?.objective.invaderWins.find((w) => w.id === 'fragTokens');
  const n = c?.params?.count;
  return typeof n === 'number' ? n : null;
}

/** The mission's counters (progress, threat ...) as "Progress 2" lines, in a steady order. */
export function counterLines(counters: Readonly<Record<string, number>>): { label: string; value: number }[] {
  return Object.entries(counters)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => ({ label: counterLabel(k), value: v }));
}

/** "progress" -> "Progress"; "fragged:imp" -> "Imps fragged". */
export function counterLabel(key: string): string {
  const fragged = /^fragged:(.+)$/.exec(key);
  if (fragged) {
    const d = DEMONS.find((x) => x.id === fragged[1]);
    return `${d?.plural ?? fragged[1]} fragged`;
  }
  return key.charAt(0).toUpperCase() + key.slice(1).replace(/[-_:]/g, ' ');
}
