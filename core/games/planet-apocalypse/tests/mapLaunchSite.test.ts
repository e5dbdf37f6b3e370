// The Launch Site map (rulebook "The Launch Site Map"): the Lord in the middle,
// a numbered ring walked clockwise, a d6 for bands leaving the Launch Pad, and
// doom for the highest-numbered area holding minions.
import { describe, expect, it } from 'vitest';
import { MAPS } from '../content';
import { clearMap, place, skipTo, start } from './helpers';

const MAP = MAPS.launchSite!;
const RING = ['fuelDepot', 'assembly', 'radar', 'barracks', 'tracking', 'blastWall'];

function game(legion = 'phlegethon') {
  const d = start({ map: 'launchSite', expansionLegions: true });
  clearMap(d);
  d.g.legion = legion;
  return d;
}

describe('The Launch Site', () => {
  it('"If the Styx or Acheron legion is drawn, discard it and draw a new one"', () => {
    expect(MAP.rules).toContainEqual({ rule: 'bannedLegions', legions: ['styx', 'acheron'] });
    for (let seed = 1; seed <= 30; seed++) {
      const d = start({ map: 'launchSite', expansionLegions: true }, seed);
      expect(['styx', 'acheron']).not.toContain(d.g.legion);
    }
  });

  it('"Heroes begin at the start"; the Lord waits in the middle, touching every numbered area', () => {
    const d = start({ map: 'launchSite' });
    expect(d.g.heroes[0]!.area).toBe('control');
    expect(d.g.lords[0]!.area).toBe('pad');
    expect(MAP.areas.find((a) => a.id === 'pad')!.adjacent).toEqual(RING);
    expect(RING.map((a) => MAP.areas.find((x) => x.id === a)!.name.split(' · ')[0])).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('"A hero can only move to the Lord\'s area from an area completely empty of minions"', () => {
    for (const [demons, allowed] of [[0, true], [1, false]] as const) {
      const d = game();
      d.g.heroes[0]!.area = 'radar';
      if (demons) place(d, 'larva', 'radar');
      skipTo(d, 'heroAction');
      expect(d.prompt.options.some((o) => o.id === 'move:pad')).toBe(allowed);
    }
  });

  it('"A band of enemies that exits the Lord\'s area rolls 1d6 to determine which area they enter"; "Once in the outer ring, minions move clockwise"', () => {
    const d = game();
    place(d, 'larva', 'pad', 2);
    place(d, 'fiend', 'blastWall');
    d.g.tokens.push({ id: 'tk-pad', area: 'pad' });
    skipTo(d, 'heroAction');
    d.forceDice(4).answer('end-turn');
    expect(d.g.minions.filter((m) => m.kind === 'larva').map((m) => m.area)).toEqual(['barracks', 'barracks']);
    expect(d.g.minions.find((m) => m.kind === 'fiend')!.area).toBe('control');
    expect(d.g.tokens.find((t) => t.id === 'tk-pad')!.area).toBe('barracks');
  });

  it('Lord segment: "Score doom equal to the highest-numbered area that contains any minions ... BEFORE minions move"; the Lord stays and a Fourth Circle demon spawns in his area', () => {
    const d = game();
    place(d, 'larva', 'assembly'); // area 2
    place(d, 'larva', 'barracks'); // area 4
    d.g.despair = 6;
    d.g.lordTrack = 4;
    d.g.fourthDeck = ['catoblepas'];
    const doom = d.g.doom;
    skipTo(d, 'heroAction');
    d.forceDice(1).answer('end-turn');
    expect(d.g.doom).toBe(doom + 4);
    expect(d.g.lords[0]!.area).toBe('pad');
    expect(d.g.fourth.map((f) => f.area)).toEqual(['fuelDepot']); // rose on the pad, then the d6 (1) sent it to area 1
  });
});
