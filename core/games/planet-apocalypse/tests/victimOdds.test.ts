// The captain's choice of whom a group strikes carries the exact odds of each
// number of hits on each hero, and the chance the hits outrun the hero's
// health and every trooper who could absorb for him ("How Troopers Absorb
// Damage": a patrol trooper absorbs up to his absorb value and is lost).
import { describe, expect, it } from 'vitest';
import { clearMap, place, skipTo, start } from './helpers';

/** Both heroes end their turns: the enemy phase asks the captain whom the group strikes. */
function toTheCaptain(d: ReturnType<typeof start>): void {
  skipTo(d, 'heroAction');
  d.answer('end-turn');
  skipTo(d, 'heroAction');
  d.answer('end-turn');
  expect(d.prompt.kind).toBe('chooseVictim');
}

describe("the captain's choice of victim shows the odds", () => {
  it('two grylluses (2d8) against toughness 2: hits 0/1/2 at 1/16, 6/16, 9/16; a patrol of Police covers the wounded hero', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'johnDark' });
    clearMap(d);
    for (const h of d.g.heroes) {
      h.area = 'park';
      h.toughness = 2;
      h.health = 2;
    }
    d.g.heroes[1]!.patrol = { type: 'police', count: 1 };
    d.g.troopStock.police! -= 1;
    place(d, 'gryllus', 'park', 2);
    toTheCaptain(d);
    const odds = (seat: string) => Object.fromEntries(d.prompt.options.find((o) => o.id === seat)!.odds!.map((o) => [o.label, o.p]));
    // Each d8 beats toughness 2 on 3-8: 6 faces in 8.
    expect(odds('h1')).toEqual({ falls: 9 / 16, '0 hits': 1 / 16, '1 hit': 6 / 16, '2 hits': 9 / 16 });
    // Health 2 plus a Police trooper's 3: two hits can never fell him.
    expect(odds('h2').falls).toBe(0);
    expect(odds('h2')['2 hits']).toBe(9 / 16);
  });

  it('★ is not on a hero who would likely fall while another would not, however sturdy he looks (issue 28)', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'johnDark' });
    clearMap(d);
    const [h1, h2] = d.g.heroes as [typeof d.g.heroes[0], typeof d.g.heroes[0]];
    for (const h of d.g.heroes) h.area = 'park';
    // Two d8: Hannah (health 3, toughness 1) can take both hits; John Dark (health 1, toughness 5) falls to one, 1 - (5/8)² of the time.
    h1.health = 3;
    h1.toughness = 1;
    h2.health = 1;
    h2.toughness = 5;
    place(d, 'gryllus', 'park', 2);
    toTheCaptain(d);
    expect(d.prompt.options.find((o) => o.id === 'h2')!.odds![0]).toEqual({ label: 'falls', p: 1 - (5 / 8) ** 2 });
    expect(d.prompt.suggested).toEqual(['h1']);
  });

  it('heroes alike on the odds are starred together', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'johnDark' });
    clearMap(d);
    for (const h of d.g.heroes) {
      h.area = 'park';
      h.toughness = 2;
      h.health = 6;
    }
    place(d, 'gryllus', 'park', 1);
    toTheCaptain(d);
    expect([...d.prompt.suggested!].sort()).toEqual(['h1', 'h2']);
  });
});
