// Rulebook "Player Turns": the building phase.
import { describe, expect, it } from 'vitest';
import { reinforcementCount } from '../rules/building';
import { clearBoard, put, runSteps, start, troops } from './helpers';

function turnStart(d: ReturnType<typeof start>) {
  runSteps(d, [{ kind: 'build', seat: 'p1' }]);
}

describe('Building phase', () => {
  // "Count all territories controlled by the player and containing no apocalytes. Divide by three and round down ... (minimum one)"
  it('reinforce: territories without apocalytes / 3, rounded down, at least one', () => {
    const d = start();
    clearBoard(d);
    const own = ['alaska', 'alberta', 'ontario', 'quebec', 'greenland', 'western-us', 'eastern-us'];
    own.forEach((id) => put(d, id, { p1: 2 }));
    expect(reinforcementCount(d.g, 'p1')).toBe(2);
    put(d, 'alaska', { apoc: 1 });
    expect(reinforcementCount(d.g, 'p1')).toBe(2);
    put(d, 'alberta', { apoc: 1 });
    expect(reinforcementCount(d.g, 'p1')).toBe(1); // 5 clean territories
    clearBoard(d);
    put(d, 'alaska', { p1: 2 });
    expect(reinforcementCount(d.g, 'p1')).toBe(1);
  });

  // "If all territories owned by the player contain apocalytes, the player gets no reinforcements."
  it('reinforce: none when every owned territory holds apocalytes', () => {
    const d = start();
    clearBoard(d);
    put(d, 'alaska', { p1: 3, apoc: 1 });
    put(d, 'peru', { p1: 3, apoc: 2 });
    expect(reinforcementCount(d.g, 'p1')).toBe(0);
  });

  it('reinforcements go only to owned territories without apocalytes', () => {
    const d = start();
    clearBoard(d);
    ['alaska', 'alberta', 'ontario', 'quebec', 'greenland', 'western-us'].forEach((id) => put(d, id, { p1: 2 }));
    put(d, 'peru', { p1: 3, apoc: 1 });
    turnStart(d);
    expect(d.prompt.kind).toBe('build');
    d.answer('reinforce');
    expect(d.prompt.kind).toBe('placeArmies');
    expect(d.prompt.options.map((o) => o.id)).not.toContain('peru');
    d.answer('alaska');
    d.answer('2');
    expect(troops(d, 'alaska', 'p1')).toBe(4);
  });

  // "Prepare: Create a supply token at a headquarters territory owned by the player and containing no apocalytes."
  it('prepare: a new supply at an owned headquarters without apocalytes', () => {
    const d = start();
    clearBoard(d);
    put(d, 'alaska', { p1: 2, hq: 1 });
    put(d, 'peru', { p1: 3, hq: 1, apoc: 1 });
    turnStart(d);
    d.answer('prepare');
    expect(d.g.territories.alaska!.supplies).toBe(1);
    expect(d.g.territories.peru!.supplies).toBe(0);
  });

  // "Rebuild ... only ... if the player controls less headquarters than when the game began (3/2/2/1). There may never be more than (6/6/8/5) headquarters on the map"
  it('rebuild: a supply becomes a headquarters, only below the start count and the map limit', () => {
    const d = start({ players: 4 });
    clearBoard(d);
    put(d, 'alaska', { p1: 2, hq: 1 });
    put(d, 'alberta', { p1: 2, supplies: 1 });
    turnStart(d);
    expect(d.prompt.options.map((o) => o.id)).toContain('rebuild');
    d.answer('rebuild');
    expect(d.g.territories.alberta).toMatchObject({ hq: true, supplies: 0 });
    // Now at 2 of 2: no more rebuilding.
    put(d, 'ontario', { p1: 2, supplies: 1 });
    turnStart(d);
    expect(d.prompt.options.map((o) => o.id)).not.toContain('rebuild');
    // The map limit for 4 players is 8.
    clearBoard(d);
    put(d, 'ontario', { p1: 2, supplies: 1 });
    ['peru', 'brazil', 'argentina', 'venezuela', 'iceland', 'scandinavia', 'ukraine', 'egypt'].forEach((id) => put(d, id, { p2: 1, hq: 1 }));
    turnStart(d);
    expect(d.prompt.options.map((o) => o.id)).not.toContain('rebuild');
  });
});
