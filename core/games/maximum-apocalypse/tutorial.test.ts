// The guided first game plays through with its own suggestions (the rules
// play the monsters, hunger and the map): every step's prompt comes up in
// order, each suggestion is one of its options, no other question is asked
// of the player in between, and the things the steps point at can be
// inspected when shown; every step's check of what its text claims holds on
// the table it is shown over; and the rolls, which the view does not keep,
// are the ones the guide's words describe.
import { describe, expect, it } from 'vitest';
import { runTutorial, tutorialProblems } from '../../engine/tutorialRun';
import { maximumApocalypse } from '.';

const tutorial = maximumApocalypse.tutorial!;

describe('Maximum Apocalypse guided first game', () => {
  it('every step is reached in order, each suggestion an option of its prompt, each table target there and each claim true', () => {
    expect(tutorialProblems(maximumApocalypse, tutorial)).toEqual([]);
  });

  it('every step checks what its text claims', () => {
    expect(tutorial.steps.map((s, i) => (s.check ? null : i + 1)).filter((i) => i !== null)).toEqual([]);
  });

  it('the goal step says where the board shows the mission (issue 30 item 18: "in the mission box above your mat", but there is none)', () => {
    // renderer/games/maximum-apocalypse/MAPanel.tsx: MAStats puts the mission and "Fuel in the Van" with a box a fuel
    // on the stats line over the map; maPanels gives its whole text a "Mission" tab in the side column, beside "Survivors".
    const goal = tutorial.steps.at(-1)!.text;
    expect(goal).not.toMatch(/above your mat/);
    expect(goal).toMatch(/on the line over the map \("Fuel in the Van", a box for each fuel\) and in full on the Mission tab beside Survivors/);
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
