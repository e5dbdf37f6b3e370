// The guided first game plays through with its own suggestions (the AI
// plays Xanadu): every step's prompt comes up in order, each suggestion is
// one of its options, no other question is asked of the player in between,
// and the things the steps point at can be inspected when shown; and the
// rolls the guide describes are the rolls of its seed.
import { describe, expect, it } from 'vitest';
import { runTutorial, tutorialProblems } from '../../../engine/tutorialRun';
import { repossession } from '..';
import { COMBO_TABLE } from '../rules/combos';

const tutorial = repossession.tutorial!;

describe('Planet Repossession Force guided first game', () => {
  it('every step is reached in order, each suggestion an option of its prompt and each table target there', () => {
    expect(tutorialProblems(repossession, tutorial)).toEqual([]);
  });

  it('the rolls it describes are the rolls of its seed: a passed check on B1, then the Scav Runner beaten on A1 after snake eyes and a reroll', () => {
    const lines = runTutorial(repossession, tutorial).match.events.flat().map((e) => String(e.text ?? ''));
    expect(lines).toContain('Gaia 1 rolls a 2 (2: 2).');
    expect(lines.some((l) => /Gaia 1 conquers B1/.test(l))).toBe(true);
    expect(lines).toContain('Gaia 1 collects 1 safety token (snake eyes).');
    expect(lines).toContain('Gaia 1 rerolls for the attack: 3, 4, 4, 2.');
    expect(lines).toContain('Scav Runner is defeated.');
  });

  it('the defence step says what the combo table says: "Pair (Doubles) + 1 AP N/A" (a pair blocks nothing on defence), "Four-of-a-kind (Quads) ... Enemy misses"', () => {
    const defence = tutorial.steps.find((s) => s.prompt === 'defenseDice')!.text;
    expect(COMBO_TABLE.pair.defense).toBe(0);
    expect(defence).toContain('On defence a pair blocks nothing');
    expect(COMBO_TABLE.quads.defense).toBe('miss');
    expect(defence).toContain('four of a kind makes the blow miss');
    // What blocks "a little": two pairs, the straights and three of a kind, 1 to 3 HP each.
    for (const c of ['twoPairs', 'straight3', 'triples', 'straight4'] as const) expect(COMBO_TABLE[c].defense).toBeGreaterThan(0);
  });
});
