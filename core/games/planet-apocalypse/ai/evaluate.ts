/**
 * How good a (sampled) table is for the heroes, as one number, plus the few
 * quantities the lookahead bot names in its one-line reasons. Weights are
 * ours: doom and dead heroes lose games, Lord wounds win them, minions near
 * the start are doom to come, and health, troopers, courage and gifts are
 * what keeps the heroes fighting.
 */
import type { MatchResult } from '../../../engine/types';
import { TROOPER_BY_ID } from '../content';
import { DOOM_LOSS } from '../content/tracks';
import { distances } from '../rules/board';
import type { PAState } from '../state';

export interface Outlook {
  score: number;
  doom: number;
  health: number;
  lordWounds: number;
  enemies: number;
  dead: number;
}

const CIRCLE: Record<string, number> = { larva: 1, gryllus: 2, fiend: 3, cacodemon: 4 };

/** Health counts double while a hero is low: the first points lost are cheap, the last ones end him. */
function healthValue(health: number): number {
  return 7 * Math.min(health, 4) + 2.5 * Math.max(0, health - 4);
}

export function outlook(g: PAState, result: MatchResult | null): Outlook {
  const dist = distances(g);
  const near = (area: string) => 1 + 3 / (1 + (dist[area] ?? 4));
  let score = 0;
  let health = 0;
  let dead = 0;
  for (const h of g.heroes) {
    if (!h.heroId || !h.joined) continue;
    if (h.dead) { dead++; score -= 70; continue; }
    health += h.health;
    score += healthValue(h.health) + 1.2 * h.courage + 0.8 * h.luck + 7 * h.gifts.length + 1.5 * h.attack.length;
    score += (TROOPER_BY_ID[h.patrol.type ?? '']?.absorb ?? 1) * h.patrol.count * 2.5;
    score -= 3 * h.pestilence + (h.fire ? 4 : 0) + (h.stunned ? 2 : 0);
  }
  let lordWounds = 0;
  for (const l of g.lords) {
    lordWounds += l.maxHealth - l.health;
    score += 30 * (l.maxHealth - l.health) + (l.dead ? 200 : 0);
  }
  let enemies = 0;
  for (const m of g.minions) {
    enemies++;
    score -= (1.5 + (CIRCLE[m.kind] ?? 1)) * near(m.area);
  }
  for (const f of g.fourth) { enemies++; score -= 18 * near(f.area); }
  for (const t of g.tokens) score -= 3 * near(t.area);
  for (const a of g.ambushes) score += 2 * a.count;
  score += 1.2 * g.pool - 45 * g.doom - 10 * g.despairDice - 2 * g.despair;
  // Doom close to the end costs more: one more point there may be the last.
  if (g.doom >= DOOM_LOSS - 3) score -= 40 * (g.doom - (DOOM_LOSS - 4));
  if (result) score += result.outcome === 'heroes' ? 5000 : -5000;
  return { score, doom: g.doom, health, lordWounds, enemies, dead };
}
