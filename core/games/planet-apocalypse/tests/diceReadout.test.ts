// The result strip of attack throws (rules/diceReadout.ts): what each die beats, never a sum.
import { describe, expect, it } from 'vitest';
import { readoutOn } from '../../../engine/diceReadout';
import { clearMap, place, skipTo, start } from './helpers';

describe('Planet Apocalypse dice readout', () => {
  // "A die must individually score higher than the target's toughness. Do not add dice together."
  it("a hero's attack marks the dice that beat a toughness in reach and lists the toughness", () => {
    const d = start();
    clearMap(d);
    d.g.legion = 'phlegethon'; // no toughness change
    place(d, 'larva', 'crossroads', 2);
    place(d, 'gryllus', 'crossroads');
    d.g.heroes[0]!.attack = ['d6', 'd6', 'd6'];
    skipTo(d, 'heroAction');
    d.forceDice(4, 1, 2).answer('attack');
    const r = readoutOn(d.eventsOf('diceRolled')[0])!;
    expect(r).toEqual({
      title: 'Hannah Hazard attacks in Crossroads',
      lines: [
        'Each die counts on its own and must score higher than a toughness; dice are never added.',
        'In reach: Larva (toughness 1), Gryllus (toughness 2).',
        '2 dice beat the lowest toughness here (1).',
      ],
      marks: ['hit', 'miss', 'hit'],
    });
  });

  it('demons attacking a hero: each die higher than his toughness is a hit', () => {
    const d = start();
    clearMap(d);
    d.g.legion = 'phlegethon';
    d.g.heroes[0]!.area = 'park';
    d.g.fourth.push({ id: 'hh', defId: 'hellhound', area: 'hospital', damage: 0 });
    skipTo(d, 'heroAction');
    d.forceDice(8, 8, 1, 1).answer('end-turn');
    const e = d.eventsOf('diceRolled').find((x) => String(x.purpose).includes('attack'))!;
    expect(readoutOn(e)).toEqual({
      title: 'The Hellhound attacks Hannah Hazard',
      lines: ["A die hits when it scores higher than Hannah Hazard's toughness 2 (3 or more): 2 hits."],
      marks: ['hit', 'hit', 'miss', 'miss'],
    });
    // The strip and the rules agree on the hits.
    expect(d.eventsOf('attacked')[0]).toMatchObject({ hits: 2 });
  });

  it('an invasion token: the circles counted together and what they bring', () => {
    const d = start();
    clearMap(d);
    d.g.despairDice = 6;
    d.g.tokens.push({ id: 'tk-test', area: 'mainStreet' });
    skipTo(d, 'heroAction');
    d.forceDice('I', 'I', 'I', 'II', 'II', 'III').answer('move:mainStreet');
    const r = readoutOn(d.eventsOf('diceRolled')[0])!;
    expect(r.title).toBe('Invasion token in Main Street: despair dice');
    expect(r.lines[0]).toBe('The circles shown count together: 3 × I, 2 × II, 1 × III.');
    // Rulebook example one: these six dice bring 2 larvae, 1 gryllus, 1 fiend.
    expect(r.lines[1]).toMatch(/^They bring .*2 larvae.*/);
  });

  it('a recruit roll: the points it gives and where they come from', () => {
    const d = start({ hero1: 'naomi' });
    d.forceDice(2).answer('recruit');
    expect(readoutOn(d.eventsOf('diceRolled')[0])).toEqual({ title: 'Naomi Joslyn recruits', lines: ['2 recruit points (2 on the die); each courage spent adds 1.'] });
  });
});
