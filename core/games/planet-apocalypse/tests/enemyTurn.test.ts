// The enemy turn, named: segment lines for the turn bar and the figures to
// light up on the table, on the events that begin each part of it.
import { describe, expect, it } from 'vitest';
import { clearMap, place, skipTo, start } from './helpers';

describe('the enemy turn names what happens', () => {
  it('a group\'s attack names the group and its target and highlights both', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'johnDark' });
    clearMap(d);
    for (const h of d.g.heroes) h.area = 'park';
    place(d, 'gryllus', 'park', 2);
    const grylluses = d.g.minions.map((m) => m.id);
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.prompt.kind).toBe('chooseVictim');
    d.answer('h2');
    const attack = d.eventsOf('groupAttacks')[0]!;
    expect(attack.segment).toBe('Minions attack: Gryllus group → John Dark');
    expect(attack.highlight).toEqual([...grylluses.map((id) => ({ kind: 'figure', id })), { kind: 'figure', id: 'h2' }]);
    expect(attack.text).toBeUndefined(); // the roll's own line says it in the log
  });

  it('the enemy phase and its segments carry their lines; the hero phase carries none', () => {
    const d = start();
    clearMap(d);
    d.g.heroes[0]!.area = 'park';
    skipTo(d, 'heroAction');
    expect(d.events.filter((e) => e.segment !== undefined)).toEqual([]);
    d.answer('end-turn');
    const lines = d.events.filter((e) => typeof e.segment === 'string').map((e) => e.segment);
    expect(lines).toEqual(expect.arrayContaining([
      'Enemy phase: despair advances', 'Minions attack', 'Minions move toward the start', 'Minion spawn: a token in Hellgate', 'Ambushes',
    ]));
    const spawn = d.events.find((e) => e.segment === 'Minion spawn: a token in Hellgate')!;
    expect(spawn.highlight).toEqual([{ kind: 'area', id: 'hellgate' }]);
  });
});
