// The balance table's goals (ours, ASSUMPTIONS.md "Balance against the bots"): setup writes them into the public
// counters and the win checks read them before the objective card's count. Data Vault's card: "The marines win
// with 2 progress tokens"; a lone marine at normal needs all three cores (a frag token was too coarse a step there).
import { describe, expect, it } from 'vitest';
import { DATA_VAULT } from '../content/missions/m2DataVault';
import { allMissions } from '../catalog';
import { newMatch, toMarineTurn } from '../testing/arrange';
import { conditionHolds } from './missionRules';
import { missionGoals } from './setup';

describe('mission goals by difficulty and squad size', () => {
  it('Data Vault: a lone marine at normal needs 3 progress tokens and the invader 4 frags; a squad keeps the card\'s 2', () => {
    expect(missionGoals(DATA_VAULT, 'normal', 1)).toEqual({ fragGoal: 4, threatGoal: undefined, progressGoal: 3 });
    expect(missionGoals(DATA_VAULT, 'normal', 2)).toEqual({ fragGoal: 6, threatGoal: undefined });
    expect(missionGoals(DATA_VAULT, 'easy', 1).progressGoal).toBe(3);
    expect(missionGoals(DATA_VAULT, 'hard', 1).progressGoal).toBe(3);
  });

  it('every goal is monotone by level: harder never asks the invader for more nor the marines for less', () => {
    // Issue 28: The Nest asked the invader for 8 frags at easy, 12 at normal and 8 at hard.
    const invaders = ['fragGoal', 'soloFragGoal', 'threatGoal', 'soloThreatGoal'] as const;
    const broken: string[] = [];
    for (const m of allMissions()) {
      const b = m.balance;
      if (!b) continue;
      for (const [key, g] of Object.entries(b)) {
        const invader = (invaders as readonly string[]).includes(key);
        const ok = invader ? g.easy >= g.normal && g.normal >= g.hard : g.easy <= g.normal && g.normal <= g.hard;
        if (!ok) broken.push(`${m.name} ${key}: ${g.easy} / ${g.normal} / ${g.hard}`);
      }
      // Every key is placed on a side: a new goal must say whose it is before it can pass.
      expect(Object.keys(b).filter((k) => !(invaders as readonly string[]).includes(k) && k !== 'soloProgressGoal')).toEqual([]);
    }
    expect(broken).toEqual([]);
  });

  it('the progress win reads the table\'s goal from the counters: 2 tokens do not win a lone marine\'s normal game, 3 do', () => {
    const d = toMarineTurn(newMatch({ marines: 1, mission: 'data-vault', difficulty: 'normal' }, 5));
    const g = d.g;
    expect(g.counters.progressGoal).toBe(3);
    expect(g.counters.fragGoal).toBe(4);
    g.counters.progress = 2;
    expect(conditionHolds(g, 'progressTokens', { count: 2 })).toBe(false);
    g.counters.progress = 3;
    expect(conditionHolds(g, 'progressTokens', { count: 2 })).toBe(true);
    const squad = toMarineTurn(newMatch({ marines: 2, mission: 'data-vault', difficulty: 'normal' }, 5)).g;
    squad.counters.progress = 2;
    expect(conditionHolds(squad, 'progressTokens', { count: 2 })).toBe(true);
  });
});
