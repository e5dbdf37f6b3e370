/** Mission facts the HUD shows beside the view: the frag goal and counters named for people. */
import { DEMONS } from '../../../core/games/doom/content/demons';
import { MISSIONS } from '../../../core/games/doom/content/missions';
import { missionGoals } from '../../../core/games/doom/content/missions/build';
import type { BalanceDifficulty } from '../../../core/games/doom/content/types';

/**
 * Frag tokens the invader needs: the public `fragGoal` counter setup writes
 * once the mission is laid; before that (the marines still choosing their
 * classes) the same balance table read for this game's difficulty and squad
 * (content/missions/build.ts missionGoals); else the objective card's count.
 */
export function fragGoal(
  missionId: string, counters: Readonly<Record<string, number>> = {}, game?: { difficulty: BalanceDifficulty; marines: number },
): number | null {
  if (counters.fragGoal !== undefined) return counters.fragGoal;
  const m = MISSIONS.find((x) => x.id === missionId);
  const planned = m && game ? missionGoals(m, game.difficulty, game.marines).fragGoal : undefined;
  if (planned !== undefined) return planned;
  const c = m?.objective.invaderWins.find((w) => w.id === 'fragTokens');
  const n = c?.params?.count;
  return typeof n === 'number' ? n : null;
}

/** A goal counter ("threatGoal") is shown with its counter ("Threat 3 of 8"), not as a line of its own. */
const GOAL = /^(.+)Goal$/;

/** The mission's counters (progress, threat ...) as "Progress 2 of 3" lines, in a steady order. */
export function counterLines(counters: Readonly<Record<string, number>>): { label: string; value: string }[] {
  return Object.entries(counters)
    .filter(([k]) => !GOAL.test(k))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => {
      const goal = counters[`${k}Goal`];
      return { label: counterLabel(k), value: goal === undefined ? String(v) : `${v} of ${goal}` };
    });
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
