// First aid worth more than one point: the player says for each point whether it
// heals or removes a pestilence marker (rulebook "Pestilence": "Whenever a hero
// heals a point of health, he can choose to remove 1 pestilence marker instead of
// gaining a health point"), so no split is decided by the program.
import { describe, expect, it } from 'vitest';
import { clearMap, refreshTeamPrompt, start } from './helpers';

function docAndPatient(pestilence: number) {
  const d = start({ heroes: 2, hero1: 'docHunter', hero2: 'hannah' });
  clearMap(d);
  const patient = d.g.heroes[1]!;
  patient.health = 3;
  patient.pestilence = pestilence;
  refreshTeamPrompt(d);
  return d;
}

const aid = (d: ReturnType<typeof start>) => d.prompt.options.filter((o) => o.id.startsWith('aid:h2:')).map((o) => [o.id, o.label]);

describe('first aid of several points', () => {
  it('Physician\'s 2 points on a hero with 2 pestilence: heal 2, cure 2, or cure 1 and heal 1', () => {
    const d = docAndPatient(2);
    expect(aid(d)).toEqual([
      ['aid:h2:heal', 'First aid: heal Hannah Hazard'],
      ['aid:h2:cure', 'First aid: cure Hannah Hazard\'s pestilence'],
      ['aid:h2:cure:1', 'First aid: cure 1 of Hannah Hazard\'s pestilence, heal 1'],
    ]);
    d.answer('aid:h2:cure:1');
    expect([d.g.heroes[1]!.pestilence, d.g.heroes[1]!.health]).toEqual([1, 4]);
  });

  it('the full cure still removes all it can first', () => {
    const d = docAndPatient(2);
    d.answer('aid:h2:cure');
    expect([d.g.heroes[1]!.pestilence, d.g.heroes[1]!.health]).toEqual([0, 3]);
  });

  it('with one marker there is nothing between: cure removes it and heals with the other point', () => {
    const d = docAndPatient(1);
    expect(aid(d).map(([id]) => id)).toEqual(['aid:h2:heal', 'aid:h2:cure']);
    d.answer('aid:h2:cure');
    expect([d.g.heroes[1]!.pestilence, d.g.heroes[1]!.health]).toEqual([0, 4]);
  });
});
