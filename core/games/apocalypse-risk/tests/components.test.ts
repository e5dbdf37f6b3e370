// Rulebook "Requirements" ("RISK Set", "4 types of counters (Headquarters, Supplies, Closed Borders, Special)"),
// "Set Up", "Prepare", "Rebuild": what the box holds and what happens when a counter runs out (content/components.ts).
import { describe, expect, it } from 'vitest';
import { COMPONENTS } from '../content/components';
import { byPlayers, NUMBERS } from '../content/numbers';
import { riskInvariants } from '../invariants';
import { boxCount, barricadesLeft, suppliesLeft } from '../rules/components';
import { clearBoard, put, runSteps, start } from './helpers';

/** Puts every supply counter but `keep` on the map, one per free territory far from the test's corner. */
function fillSupplies(d: ReturnType<typeof start>, keep: number): void {
  let left = suppliesLeft(d.g) - keep;
  for (const id of ['peru', 'brazil', 'argentina', 'venezuela', 'egypt', 'congo', 'madagascar', 'india', 'siam', 'japan']) {
    if (left <= 0) break;
    const n = Math.min(left, 9);
    put(d, id, { supplies: n });
    left -= n;
  }
}

describe('The box', () => {
  // "Each player starts with (3/2/2/1) headquarters and (4/3/2/2) supply tokens."
  it('holds every starting headquarters and supply for every player count', () => {
    for (const players of [2, 3, 4, 5]) {
      const d = start({ players, scenario: 'zombies' });
      expect(byPlayers(NUMBERS.headquarters, players) * players).toBeLessThanOrEqual(boxCount(d.g, 'headquarters'));
      expect(byPlayers(NUMBERS.supplies, players) * players).toBeLessThanOrEqual(boxCount(d.g, 'supplies'));
      expect(riskInvariants(d.g)).toEqual([]);
    }
  });

  // "There may never be more than (6/6/8/5) headquarters on the map at any one time."
  it('has as many headquarters counters as the map may hold', () => {
    expect(COMPONENTS.headquarters.count).toEqual(NUMBERS.mapHeadquarters);
    expect(COMPONENTS.headquarters.from).toBe('rulebook');
  });

  // "The sixth color is used for apocalytes." RISK pieces stand for 1, 5 or 10 armies, so no colour runs out.
  it('never runs out of armies, apocalytes or special counters', () => {
    const d = start();
    for (const id of ['armies', 'apocalytes', 'special', 'dice'] as const) expect(boxCount(d.g, id)).toBe(Infinity);
  });

  it('gives every component a name and a rule for running out', () => {
    for (const c of Object.values(COMPONENTS)) {
      expect(c.name.length).toBeGreaterThan(0);
      expect(c.whenOut.length).toBeGreaterThan(20);
    }
  });
});

describe('Running out of supply counters', () => {
  // "Prepare: Create a supply token at a headquarters territory owned by the player and containing no apocalytes."
  it('prepare is offered while a supply counter is in the box, and not once the last is on the map', () => {
    const d = start({ players: 3, scenario: 'aliens' });
    clearBoard(d);
    put(d, 'alaska', { p1: 3, hq: 1 });
    fillSupplies(d, 1);
    expect(suppliesLeft(d.g)).toBe(1);
    runSteps(d, [{ kind: 'build', seat: 'p1' }]);
    expect(d.prompt.options.map((o) => o.id)).toContain('prepare');
    d.answer('prepare');
    expect(d.g.territories.alaska!.supplies).toBe(1);
    expect(suppliesLeft(d.g)).toBe(0);
    runSteps(d, [{ kind: 'build', seat: 'p1' }]);
    expect(d.prompt.options.map((o) => o.id)).not.toContain('prepare');
    expect(d.prompt.options.map((o) => o.id)).toContain('reinforce');
    expect(riskInvariants(d.g)).toEqual([]);
  });

  // "Closing the border in this manner requires removing one or two supply tokens": spent supplies go back to the box.
  it('a spent supply goes back to the box', () => {
    const d = start({ players: 3, scenario: 'aliens' });
    clearBoard(d);
    put(d, 'alaska', { p1: 5, supplies: 1 });
    fillSupplies(d, 0);
    expect(suppliesLeft(d.g)).toBe(0);
    runSteps(d, []);
    d.answer('close:alaska');
    d.answer('kamchatka');
    expect(suppliesLeft(d.g)).toBe(1);
  });
});

describe('Running out of closed-border counters', () => {
  function fillBarricades(d: ReturnType<typeof start>, keep: number): void {
    const borders: [string, string][] = [['peru', 'brazil'], ['peru', 'argentina'], ['brazil', 'argentina'], ['venezuela', 'brazil'], ['venezuela', 'peru'],
      ['egypt', 'east-africa'], ['congo', 'east-africa'], ['congo', 'south-africa'], ['madagascar', 'south-africa'], ['madagascar', 'east-africa'],
      ['india', 'siam'], ['india', 'china'], ['siam', 'china'], ['japan', 'mongolia'], ['japan', 'kamchatka'], ['mongolia', 'china'],
      ['ural', 'siberia'], ['ural', 'china'], ['siberia', 'yakutsk'], ['yakutsk', 'irkutsk'], ['irkutsk', 'mongolia'], ['ukraine', 'ural'],
      ['iceland', 'greenland'], ['iceland', 'great-britain'], ['scandinavia', 'ukraine'], ['northern-europe', 'western-europe']];
    const n = barricadesLeft(d.g) - keep;
    expect(borders.length).toBeGreaterThanOrEqual(n);
    for (const [terr, other] of borders.slice(0, n)) d.g.barricades.push({ terr, other, strong: false });
  }

  // "There are two ways to close a border: spending supply tokens or opposing attacks."
  it('with the last counter on the map no border can be closed by spending supplies', () => {
    const d = start({ players: 3, scenario: 'aliens' });
    clearBoard(d);
    put(d, 'alaska', { p1: 5, supplies: 2 });
    fillBarricades(d, 1);
    runSteps(d, []);
    d.answer('close:alaska');
    d.answer('alberta');
    d.answer('weak');
    expect(barricadesLeft(d.g)).toBe(0);
    expect(d.prompt.options.map((o) => o.id).filter((id) => id.startsWith('close:'))).toEqual([]);
    expect(riskInvariants(d.g)).toEqual([]);
  });

  // "If the attackers do not break the border, the border is closed with a weak barricade": no counter, no closing, so no opposing.
  it('with no counter left the defender is not asked to oppose and the attack goes on', () => {
    const d = start({ players: 3, scenario: 'aliens' });
    clearBoard(d);
    put(d, 'alaska', { p1: 6 });
    put(d, 'alberta', { p2: 3, supplies: 1 });
    fillBarricades(d, 0);
    runSteps(d, []);
    d.answer('atk:alaska');
    d.answer('to:alberta:p2');
    d.answer('3');
    expect(d.prompt.kind).not.toBe('oppose');
  });
});
