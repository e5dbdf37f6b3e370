// The Dragon Guts map (rulebook "The Dragon Guts Map"): each special rule in play.
import { describe, expect, it } from 'vitest';
import { MAPS } from '../content';
import { clearMap, count, place, skipTo, start } from './helpers';

const game = (opts = {}, seed = 1) => start({ map: 'dragonGuts', expansionDemons: false, ...opts }, seed);
function enemyTurn(d: ReturnType<typeof game>): void {
  skipTo(d, 'heroAction');
  d.answer('end-turn');
}
/** Sets the tracks so the coming enemy phase turns the despair cycle (and, with `lord`, the Lord cycle). */
function cycle(d: ReturnType<typeof game>, lord = false): void {
  d.g.despair = 6;
  d.g.lordTrack = lord ? 4 : 1;
}

describe('The Dragon Guts map', () => {
  it('is a map of New game', () => {
    expect(MAPS.dragonGuts?.name).toBe('Dragon Guts');
  });

  it('set-up: heroes in the Mouth, "a Fourth Circle demon in the Heart", "an invasion token in each organ except the Mouth", the Lord and his Shadow in the Brain', () => {
    const d = game();
    expect(d.g.heroes[0]!.area).toBe('mouth');
    expect(d.g.fourth.map((f) => f.area)).toEqual(['heart']);
    expect(d.g.tokens.map((t) => t.area).sort()).toEqual(['bowels', 'brain', 'heart', 'lungs', 'spinalCord', 'stomach', 'throat']);
    expect(d.g.lords.map((l) => [l.area, l.shadow])).toEqual([['brain', ['brain']]]);
  });

  it('"Resolve any spawn effects of this demon": a Catoblepas drawn for the Heart gives every hero its pestilence', () => {
    const seeds = Array.from({ length: 60 }, (_, i) => i + 1);
    const d = seeds.map((seed) => game({}, seed)).find((x) => x.g.fourth[0]?.defId === 'catoblepas');
    expect(d).toBeDefined();
    expect(d!.g.heroes[0]!.pestilence).toBe(2);
  });

  it('"Demons do not move on this map, including the Demon Lord"; nothing spawns in the spawn segment', () => {
    const d = game();
    clearMap(d);
    d.g.heroes[0]!.area = 'throat';
    place(d, 'gryllus', 'mouth');
    place(d, 'fiend', 'lungs');
    d.g.tokens.push({ id: 'tkS', area: 'stomach' });
    enemyTurn(d);
    expect(count(d, 'gryllus', 'mouth')).toBe(1);
    expect(count(d, 'fiend', 'lungs')).toBe(1);
    expect(d.g.tokens.map((t) => t.area)).toEqual(['stomach']);
    expect(d.g.lords[0]!.area).toBe('brain');
    expect(d.g.doom).toBe(0); // the gryllus in the Mouth (the start) did not exit
  });

  it('"If the Brain area has no invasion token (even if minions are present), always spawn the new invasion token here"', () => {
    const d = game();
    clearMap(d);
    place(d, 'gryllus', 'brain');
    cycle(d);
    enemyTurn(d);
    expect(d.g.tokens.map((t) => t.area)).toEqual(['brain']);
  });

  it('"spawn an invasion token in any empty organ of the captain\'s choice (including the Mouth)"', () => {
    const d = game();
    clearMap(d);
    d.g.tokens.push({ id: 'tkB', area: 'brain' });
    place(d, 'larva', 'lungs');
    d.g.heroes[0]!.area = 'throat';
    cycle(d);
    enemyTurn(d);
    expect(d.prompt.kind).toBe('organToken');
    const ids = d.prompt.options.map((o) => o.id);
    expect(ids).toContain('area:mouth');
    expect(ids).not.toContain('area:lungs'); // a larva: not empty
    expect(ids).not.toContain('area:brain'); // the Lord and a token
    d.answer('area:bowels');
    expect(d.g.tokens.map((t) => t.area).sort()).toEqual(['bowels', 'brain']);
  });

  it('"If no organ is empty, and thus the new invasion token cannot be placed, the players immediately lose the game"', () => {
    const d = game();
    clearMap(d);
    for (const a of ['mouth', 'throat', 'lungs', 'stomach', 'heart', 'bowels', 'spinalCord', 'brain']) d.g.tokens.push({ id: `tk-${a}`, area: a });
    d.g.heroes[0]!.area = 'throat';
    d.g.tokens = d.g.tokens.filter((t) => t.area !== 'throat');
    place(d, 'larva', 'throat');
    cycle(d);
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    while (!d.state.result && d.prompt.kind !== 'teamAction' && d.prompt.kind !== 'heroAction') d.answer(d.prompt.suggested?.[0] ?? d.prompt.options[0]!.id);
    expect(d.state.result?.outcome).toBe('demons');
  });

  it('Lord segment: the Fourth Circle demon rises "in the organ where the newly spawned invasion token was placed", then "1 doom per organ that contains any First through Fourth Circle demons or an invasion token (larvae don\'t count)"', () => {
    const d = game();
    clearMap(d);
    d.g.heroes[0]!.area = 'mouth';
    d.g.fourthDeck = ['catoblepas'];
    d.g.tokens.push({ id: 'tkB', area: 'brain' });
    place(d, 'larva', 'throat'); // larvae don't count
    place(d, 'fiend', 'lungs');
    cycle(d, true);
    const panel = [...d.g.panel];
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.prompt.kind).toBe('organToken');
    d.answer('area:bowels');
    expect(d.g.panel).not.toEqual(panel);
    expect(d.g.fourth.map((f) => f.area)).toEqual(['bowels']);
    expect(d.g.lords[0]!.area).toBe('brain');
    // brain (token), lungs (fiend), bowels (token and the demon): 3
    expect(d.eventsOf('doomScored').map((e) => e.amount)).toEqual([3]);
  });

  it('"Except for hero death, doom is only scored during the Lord segment": a figure shortage costs nothing', () => {
    const d = game();
    clearMap(d);
    place(d, 'cacodemon', 'bowels', 2);
    d.g.heroes[0]!.area = 'heart';
    d.g.tokens.push({ id: 'tkL', area: 'lungs' });
    skipTo(d, 'heroAction');
    d.forceDice('III', 'III', 'III', 'III').answer('move:lungs');
    expect(count(d, 'cacodemon', 'lungs')).toBe(0);
    expect(d.g.doom).toBe(0);
  });

  it('"If the Styx or Acheron legion is drawn, discard it and draw a new one"; "If the Gadarene is drawn, discard it"', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const d = game({ expansionLegions: true }, seed);
      expect(['styx', 'acheron']).not.toContain(d.g.legion);
    }
    const g = game({ expansionDemons: true });
    clearMap(g);
    g.g.fourthDeck = ['gadarene', 'catoblepas'];
    cycle(g, true);
    g.g.tokens.push({ id: 'tkB', area: 'brain' });
    enemyTurn(g);
    while (g.prompt.kind === 'organToken') g.answer(g.prompt.options[0]!.id);
    expect(g.g.fourth.map((f) => f.defId)).toEqual(['catoblepas']);
  });
});
