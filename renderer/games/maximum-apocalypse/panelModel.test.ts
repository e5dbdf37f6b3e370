import { describe, expect, it } from 'vitest';
import { maFixture } from './fixture.test-support';
import { missionGoals, survivorMats, tableCounts } from './panelModel';

describe('the side panel', () => {
  const view = maFixture();

  it("shows each survivor's mat with names from the content and live numbers from inspect", () => {
    const [vet, priest] = survivorMats(view, false);
    expect(vet!.bodies.map((b) => `${b.name} ${b.health}/${b.max}`)).toEqual(['Veteran 11/14', 'Dog 6/6']);
    expect(vet!.gear).toEqual([{ card: 'combat-knife#1', name: 'Combat Knife', note: undefined }]);
    expect(vet!.monsters).toEqual([{ card: 'walker#1', name: 'Walker', note: '3 hp, stunned' }]);
    expect(vet!.hand!.map((c) => c.name)).toEqual(['Holy Water', 'Fuel']);
    expect(vet!).toMatchObject({ deck: 3, discard: 1, poison: 2, hunger: 3, starving: 0 });
    expect(vet!.stealth).toMatch(/^\d+$/);
    expect(vet!.storage).toMatch(/^\d+\/\d+$/);
    expect(priest!).toMatchObject({ starving: 1, track: 3 });
    expect(priest!.insanity).toEqual([{ card: 'paranoia#1', name: 'Paranoia' }]);
  });

  it('hides the hands while a hot-seat handoff is pending', () => {
    const mats = survivorMats(view, true);
    expect(mats.every((m) => m.hand === null)).toBe(true);
    expect(mats[0]!.handCount).toBe(2);
  });

  it("lists the mission's goals with progress", () => {
    const m = missionGoals(view);
    expect(m.name).toBe('Out of Gas');
    expect(m.goals).toEqual([{ label: 'Fuel in the Van', have: 1, need: 3 }]);
  });

  it('counts the decks, piles, tokens and shows the day card', () => {
    expect(tableCounts(view)).toEqual({
      monsterDeck: 2, monsterDiscard: 1, scavenge: { blue: 1, green: 2, red: 3 }, scavengeDiscard: 0, insanity: 1, tokenSupply: 27, spawnTokens: 2, night: null, arrow: 'east',
    });
  });
});
