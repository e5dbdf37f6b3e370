// The guided first game plays through with its own suggestions (the rules
// play the monsters, hunger and the map): every step's prompt comes up in
// order, each suggestion is one of its options, no other question is asked
// of the player in between, and the things the steps point at can be
// inspected when shown; and the rolls and cards the guide's words describe
// are the ones that come up.
import { describe, expect, it } from 'vitest';
import { runTutorial, tutorialProblems } from '../../engine/tutorialRun';
import { maximumApocalypse } from '.';

const tutorial = maximumApocalypse.tutorial!;

describe('Maximum Apocalypse guided first game', () => {
  it('every step is reached in order, each suggestion an option of its prompt and each table target there', () => {
    expect(tutorialProblems(maximumApocalypse, tutorial)).toEqual([]);
  });

  it('tells the opening as it happens', () => {
    const match = runTutorial(maximumApocalypse, tutorial).match;
    // The story the steps tell: spawn roll 9, the Walker shot dead, the Forest sneaked through on an 8, food found.
    const events = match.events.flat() as unknown as Record<string, unknown>[];
    expect(events.find((e) => e.type === 'spawnRolled')?.number).toBe(9);
    expect(events.some((e) => e.type === 'monsterKilled')).toBe(true);
    expect(events.find((e) => e.type === 'tileRevealed')?.tileType).toBe('forest');
    expect(events.find((e) => e.type === 'stealthTest')).toMatchObject({ roll: 8, target: 8, passed: true });
    expect(events.find((e) => e.type === 'hungerChanged')?.hunger).toBe(2);
  });
});
