// Several Lords on one map (the expansion maps' Twin Lords): the state and the
// rules carry a list of Lords. A small test map stands in for the expansions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAPS } from '../content';
import type { MapDef } from '../content/types';
import { clearMap, skipTo, start } from './helpers';
import { lordHealth } from '../rules/setup';

const TWIN: MapDef = {
  id: 'twinTest', name: 'Twin test', text: 'Two Lords, two roads.', starts: ['gate'], heroStart: 'gate', lordAreas: ['pitA', 'pitB'], gates: [], rules: [],
  areas: [
    { id: 'gate', name: 'Gate', next: [], adjacent: ['roadA', 'roadB'], setupTokens: 0, x: 5, y: 0 },
    { id: 'roadA', name: 'Road A', next: ['gate'], adjacent: ['gate', 'pitA'], setupTokens: 1, x: 2, y: 5 },
    { id: 'pitA', name: 'Pit A', next: ['roadA'], adjacent: ['roadA'], setupTokens: 1, x: 2, y: 10 },
    { id: 'roadB', name: 'Road B', next: ['gate'], adjacent: ['gate', 'pitB'], setupTokens: 1, x: 8, y: 5 },
    { id: 'pitB', name: 'Pit B', next: ['roadB'], adjacent: ['roadB'], setupTokens: 1, x: 8, y: 10 },
  ],
};

const ones = (n: number) => Array.from({ length: n }, () => 1);

describe('several Lords', () => {
  beforeAll(() => { MAPS[TWIN.id] = TWIN; });
  afterAll(() => { delete MAPS[TWIN.id]; });

  it('sets up each Lord with his own Shadow; a token spawns at each', () => {
    const d = start({ map: 'twinTest' });
    expect(d.g.lords.map((l) => [l.id, l.area, l.shadow])).toEqual([['lord', 'pitA', ['pitA']], ['lord2', 'pitB', ['pitB']]]);
    clearMap(d);
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.g.tokens.map((t) => t.area).sort()).toEqual(['pitA', 'pitB']);
  });

  it('entering one Lord\'s Shadow fights that Lord; banishing him lifts his Shadow but wins only with the last', () => {
    const d = start({ map: 'twinTest' });
    clearMap(d);
    d.g.legion = 'phlegethon';
    d.g.heroes[0]!.area = 'roadB';
    d.g.lords[1]!.defId = 'baphomet'; // the second Lord is drawn at random; this test needs toughness 4 and a plain menace
    d.g.lords[1]!.health = 1;
    skipTo(d, 'heroAction');
    d.forceDice(...ones(6)).answer('move:pitB');
    expect(d.g.hell?.lord).toBe('lord2');
    d.forceDice(6).answer('attack');
    expect(d.prompt.options.map((o) => o.id)).toContain('hit:lord2');
    d.answer('hit:lord2');
    expect(d.g.lords[1]).toMatchObject({ dead: true, shadow: [] });
    expect(d.state.result).toBeNull();
    expect(d.g.hell).toBeNull();
  });
});

describe('map rules for Lords', () => {
  const variant = (id: string, rules: MapDef['rules']): MapDef => ({ ...TWIN, id, rules });
  beforeAll(() => {
    MAPS.twinLesser = variant('twinLesser', [{ rule: 'lesserLords', lords: [1] }]);
    MAPS.twinStill = variant('twinStill', [{ rule: 'lordsStayPut' }]);
    MAPS.twinActive = variant('twinActive', [{ rule: 'activeLordOnly' }]);
  });
  afterAll(() => {
    for (const id of ['twinLesser', 'twinStill', 'twinActive']) delete MAPS[id];
  });

  function lordCycle(map: string) {
    const d = start({ map, heroes: 2, hero1: 'hannah', hero2: 'naomi' });
    clearMap(d);
    d.g.despair = 6;
    d.g.lordTrack = 4;
    d.g.fourthDeck = ['catoblepas']; // no ranged attack to answer
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    d.answer('end-turn');
    return d;
  }

  it('a Lesser Lord starts with a third of the health, rounded up (Baphomet 9 for 2 heroes: 3)', () => {
    const d = start({ map: 'twinLesser', heroes: 2, hero1: 'hannah', hero2: 'naomi' });
    const second = d.g.lords[1]!;
    expect(d.g.lords[0]!.health).toBe(9);
    expect(second.defId).not.toBe('baphomet'); // two Lords on one map are different Lords
    expect(second.health).toBe(Math.ceil(lordHealth(second.defId, 2, false) / 3));
    expect(Math.ceil(lordHealth('baphomet', 2, false) / 3)).toBe(3);
  });

  it('Lords that stay put neither advance nor spread their Shadow', () => {
    const d = lordCycle('twinStill');
    expect(d.g.lords.map((l) => l.area)).toEqual(['pitA', 'pitB']);
    expect(d.g.fourth).toHaveLength(1);
  });

  it('with an active Lord only, the first standing Lord advances and spawns tokens', () => {
    const d = lordCycle('twinActive');
    expect(d.g.lords.map((l) => l.area)).toEqual(['roadA', 'pitB']);
    expect(d.g.tokens.map((t) => t.area)).toEqual(['roadA']);
  });
});
