// The Washington D.C. map (rulebook "The Washington D.C. Map"): a Lord who stays
// in the White House, three starts and the Beltway refuge, tokens only on the
// Lord cycle and in pulses down the three paths.
import { describe, expect, it } from 'vitest';
import { MAPS } from '../content';
import { heroNeighbours } from '../rules/board';
import { clearMap, place, refreshTeamPrompt, skipTo, start } from './helpers';

const MAP = MAPS.washington!;

function game() {
  const d = start({ map: 'washington' });
  if (d.prompt.kind === 'chooseStart') d.answer('start:capitol');
  return d;
}

describe('Washington D.C.', () => {
  it('"Heroes may start in the Capitol, the Supreme Court, or the Pentagon. Place three invasion tokens in the White House."', () => {
    const d = start({ map: 'washington' });
    expect(d.prompt.kind).toBe('chooseStart');
    expect(d.prompt.options.map((o) => o.id)).toEqual(['start:capitol', 'start:supremeCourt', 'start:pentagon']);
    d.answer('start:pentagon');
    expect(d.g.heroes[0]!.area).toBe('pentagon');
    expect(d.g.tokens.map((t) => t.area)).toEqual(['whiteHouse', 'whiteHouse', 'whiteHouse']);
    expect(d.g.lords[0]!.area).toBe('whiteHouse');
  });

  it('"The Beltway is an extra area which minions never enter. It is adjacent (in every way) to the Capitol, the Supreme Court, and the Pentagon."', () => {
    const d = game();
    expect(heroNeighbours(d.g, 'beltway').sort()).toEqual(['capitol', 'pentagon', 'supremeCourt']);
    for (const s of MAP.starts) expect(heroNeighbours(d.g, s)).toContain('beltway');
    expect(MAP.areas.some((a) => a.next.includes('beltway'))).toBe(false);
  });

  it('"Heroes can recruit in any of the three Starts, as well as on the Beltway"', () => {
    for (const [area, can] of [['beltway', true], ['supremeCourt', true], ['mall', false]] as const) {
      const d = game();
      d.g.heroes[0]!.area = area;
      skipTo(d, 'teamAction');
      refreshTeamPrompt(d);
      expect(d.prompt.options.some((o) => o.id === 'recruit')).toBe(can);
    }
  });

  it('"Minions revealed in the Lord\'s area never move. Invasion tokens DO move ... each token moves down one of the map\'s three paths"; "New invasion tokens only appear when the Lord track reaches 1"', () => {
    const d = game();
    place(d, 'larva', 'whiteHouse', 2);
    place(d, 'larva', 'pennsylvania');
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.g.minions.map((m) => m.area).sort()).toEqual(['mall', 'whiteHouse', 'whiteHouse']);
    expect(d.g.tokens.map((t) => t.area).sort()).toEqual(['judiciary', 'lincoln', 'pennsylvania']);
  });

  it('Lord cycle: the Lord stays, three tokens in the corners, a Fourth Circle demon in the captain\'s corner that goes down its road, and a token resolved at once when the Lord has no minions', () => {
    const d = game();
    clearMap(d);
    d.g.despair = 6;
    d.g.lordTrack = 4;
    d.g.fourthDeck = ['catoblepas'];
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.prompt.kind).toBe('fourthCorner');
    expect(d.g.tokens.filter((t) => t.area === 'whiteHouse')).toHaveLength(3);
    d.answer('corner:lincoln');
    // The guard token was revealed in the White House; its minions stay there.
    const guards = d.g.minions.filter((m) => m.area === 'whiteHouse').length;
    expect(guards).toBeGreaterThan(0);
    skipTo(d, 'teamAction');
    expect(d.g.lords[0]!.area).toBe('whiteHouse');
    expect(d.g.fourth.map((f) => f.area)).toEqual(['lincoln']);
    expect(d.g.tokens.map((t) => t.area).sort()).toEqual(['judiciary', 'lincoln', 'pennsylvania']);
    expect(d.g.minions.filter((m) => m.area === 'whiteHouse')).toHaveLength(guards);
  });

  it('no guard token while the Lord has minions in his area', () => {
    const d = game();
    clearMap(d);
    place(d, 'larva', 'whiteHouse');
    d.g.despair = 6;
    d.g.lordTrack = 4;
    d.g.fourthDeck = ['catoblepas'];
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    d.answer('corner:judiciary');
    expect(d.g.minions.map((m) => m.area)).toEqual(['whiteHouse']);
    expect(d.g.tokens).toHaveLength(3);
  });
});
