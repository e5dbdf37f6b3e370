// The Moon Base map (rulebook "The Moon Base Map", "Space Troopers" and the FAQ on the Astronaut):
// two gates and two railguns, two airlocks, the slow Blue Railgun, and the space troopers.
import { describe, expect, it } from 'vitest';
import { MAPS } from '../content';
import { HELL } from '../rules/board';
import { clearMap, place, refreshTeamPrompt, skipTo, start } from './helpers';

const MAP = MAPS.moonBase!;
const area = (id: string) => MAP.areas.find((a) => a.id === id)!;

function game() {
  const d = start({ map: 'moonBase' });
  clearMap(d);
  return d;
}

describe('The Moon Base', () => {
  it('"an invasion token in each space on the White Railgun, except the airlock"; "two invasion tokens in each space on the Blue Railgun, including the airlock"; the Lord in the White Gate; "Heroes start in the White Airlock"', () => {
    const d = start({ map: 'moonBase' });
    const tokens = (a: string) => d.g.tokens.filter((t) => t.area === a).length;
    expect(['whiteGate', 'cargoBay', 'reactor', 'hydroponics', 'whiteAirlock'].map(tokens)).toEqual([1, 1, 1, 1, 0]);
    expect(['blueGate', 'observatory', 'crewQuarters', 'blueAirlock'].map(tokens)).toEqual([2, 2, 2, 2]);
    expect(d.g.lords[0]!.area).toBe('whiteGate');
    expect(d.g.heroes[0]!.area).toBe('whiteAirlock');
    expect(MAP.starts).toEqual(['whiteAirlock', 'blueAirlock']);
  });

  it('"Only space troopers (Cosmonauts and Astronauts) are available to recruit" (and nowhere else)', () => {
    const d = start({ map: 'moonBase', hero1: 'naomi' });
    d.g.pool = 0;
    d.g.heroes[0]!.courage = 5;
    d.forceDice(4).answer('recruit');
    const ids = d.prompt.options.map((o) => o.id);
    expect(ids).toContain('take:cosmonaut:1');
    expect(ids).toContain('take:astronaut:1');
    expect(ids.filter((id) => id.startsWith('take:') && !/cosmonaut|astronaut/.test(id))).toEqual([]);
    const base = start({ hero1: 'naomi' });
    base.forceDice(4).answer('recruit');
    expect(base.prompt.options.map((o) => o.id).filter((id) => /cosmonaut|astronaut/.test(id))).toEqual([]);
  });

  it('"A hero can discard his entire recruit die roll in exchange for 1 courage"', () => {
    const d = start({ map: 'moonBase' });
    const courage = d.g.heroes[0]!.courage;
    d.forceDice(3).answer('recruit');
    expect(d.prompt.options.find((o) => o.id === 'trade')).toBeTruthy();
    d.answer('trade');
    expect(d.g.heroes[0]!.courage).toBe(courage + 1);
    expect(d.g.heroes[0]!.patrol.count).toBe(0);
  });

  it('"An ambush Astronaut can move to *any* area when 1 courage is spent"; "can choose to move only part of the ambush"; "If moved to an area containing Cosmonauts, the latter are discarded"', () => {
    const d = game();
    d.g.heroes[0]!.courage = 2;
    d.g.pool = 0;
    d.g.ambushes = [{ area: 'reactor', type: 'astronaut', count: 3 }, { area: 'observatory', type: 'cosmonaut', count: 2 }];
    const cosmonauts = d.g.troopStock.cosmonaut!;
    refreshTeamPrompt(d);
    d.answer('astro:reactor:observatory:2');
    expect(d.g.heroes[0]!.courage).toBe(1);
    expect(d.g.ambushes).toEqual([{ area: 'reactor', type: 'astronaut', count: 1 }, { area: 'observatory', type: 'astronaut', count: 2 }]);
    expect(d.g.troopStock.cosmonaut).toBe(cosmonauts + 2);
  });

  it('FAQ: Astronauts "combine the two ambushes, and discard any Astronauts beyond 4"; "You cannot use the Astronaut ability to move into an area containing the Lord\'s Shadow"', () => {
    const d = game();
    d.g.heroes[0]!.courage = 2;
    d.g.ambushes = [{ area: 'reactor', type: 'astronaut', count: 3 }, { area: 'observatory', type: 'astronaut', count: 3 }];
    const stock = d.g.troopStock.astronaut!;
    refreshTeamPrompt(d);
    expect(d.prompt.options.some((o) => o.id.startsWith('astro:reactor:whiteGate:'))).toBe(false); // the Lord's Shadow
    d.answer('astro:reactor:observatory:3');
    d.answer('pool:0'); // his own courage
    expect(d.g.ambushes).toEqual([{ area: 'observatory', type: 'astronaut', count: 4 }]);
    expect(d.g.troopStock.astronaut).toBe(stock + 2);
  });

  it('"Heroes can move between airlocks as if adjacent. Airlocks aren\'t adjacent for any other purpose."', () => {
    const d = game();
    skipTo(d, 'heroAction');
    expect(d.prompt.options.some((o) => o.id === 'move:blueAirlock')).toBe(true);
    expect(area('whiteAirlock').adjacent).not.toContain('blueAirlock');
    expect(area('blueAirlock').adjacent).not.toContain('whiteAirlock');
    d.answer('move:blueAirlock');
    expect(d.g.heroes[0]!.area).toBe('blueAirlock');
  });

  it('"A hero can move directly from the Blue Gate area to the White Gate area (this enters Hell Time of course.)"', () => {
    const d = game();
    d.g.heroes[0]!.area = 'blueGate';
    skipTo(d, 'heroAction');
    expect(d.prompt.options.some((o) => o.id === 'move:whiteGate')).toBe(true);
    d.answer('move:whiteGate');
    expect(d.g.heroes[0]!.area).toBe(HELL); // stepped into the Lord's area: Hell Time
    expect(area('whiteGate').adjacent).not.toContain('blueGate');
  });

  it('"On this map, invasion tokens spawn from gates, not directly from the Lord"; the Blue Gate spawns nothing outside the Lord cycle', () => {
    const d = game();
    const lord = d.g.lords[0]!;
    lord.area = 'cargoBay';
    lord.shadow = ['whiteGate', 'cargoBay'];
    d.g.lordTrack = 5;
    skipTo(d, 'heroAction');
    d.forceDice(1).answer('end-turn');
    expect(d.g.tokens.map((t) => t.area)).toEqual(['whiteGate']);
  });

  it('"Blue Railgun enemies *only* spawn and move when the Lord marker hits 1"; White Railgun enemies "move and spawn normally"', () => {
    const d = game();
    place(d, 'larva', 'observatory');
    place(d, 'larva', 'reactor');
    d.g.tokens.push({ id: 'tk-blue', area: 'crewQuarters' });
    d.g.lordTrack = 5;
    skipTo(d, 'heroAction');
    d.forceDice(1).answer('end-turn');
    expect(d.g.minions.map((m) => m.area).sort()).toEqual(['hydroponics', 'observatory']);
    expect(d.g.tokens.find((t) => t.id === 'tk-blue')!.area).toBe('crewQuarters');
  });

  it('Lord segment: the Lord steps down the White Railgun with his Shadow; a Fourth Circle demon rises by him and "advances down the White path"; "Advance Blue path enemies and invasion tokens"; "Spawn two Blue path invasion tokens in the Blue gate area"', () => {
    const d = game();
    place(d, 'larva', 'observatory');
    d.g.tokens.push({ id: 'tk-out', area: 'blueAirlock' });
    d.g.despair = 6;
    d.g.lordTrack = 4;
    d.g.fourthDeck = ['catoblepas'];
    const doom = d.g.doom;
    skipTo(d, 'heroAction');
    d.forceDice(1).answer('end-turn');
    expect(d.g.lords[0]!.area).toBe('cargoBay');
    expect(d.g.lords[0]!.shadow).toContain('cargoBay');
    expect(d.g.fourth.map((f) => f.area)).toEqual(['reactor']); // rose in the Cargo Bay, then one step in the minions move
    expect(d.g.minions.find((m) => m.kind === 'larva')!.area).toBe('crewQuarters'); // one step, on the Lord cycle only
    expect(d.g.tokens.some((t) => t.id === 'tk-out')).toBe(false); // "it's possible for an invasion token to exit"
    expect(d.g.doom).toBeGreaterThanOrEqual(doom + d.g.despairDice);
    expect(d.g.tokens.filter((t) => t.area === 'blueGate')).toHaveLength(2);
  });
});
