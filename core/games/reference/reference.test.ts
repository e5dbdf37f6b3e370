// The example from core/engine/README.md, kept honest by running it.
import { describe, expect, it } from 'vitest';
import { createDriver } from '../../engine/driver';
import type { LastLightState } from './state';
import type { LastLightView } from './view';
import { referenceGame } from '.';

describe('Last Light', () => {
  it('runs the README example', () => {
    const d = createDriver<LastLightState>(referenceGame, { options: { players: 2 }, seed: 1 });
    expect(d.prompt.kind).toBe('chooseAction');
    d.forceDice(5).answer('Run (roll a d6)');
    expect(d.g.survivors[0]!.position).toBe(5);
    expect(d.eventsOf('diceRolled')[0]!.rolls).toMatchObject([{ die: 'd6', value: 5 }]);
    d.forceDice(2, 'Surge').answer('run');
    expect(d.g.horde).toBe(0);
    expect(d.view<LastLightView>('s2').game.survivors[0]!.hand).toBeNull();
  });

  it('the horde catches a survivor on its space, and catching everyone ends the game', () => {
    const d = createDriver<LastLightState>(referenceGame, { options: { players: 1 }, seed: 2 });
    d.forceDice(1, 'Surge').answer('run'); // Ash at 1, horde -3 + 3 = 0
    expect(d.g.survivors[0]!.caught).toBe(false);
    d.forceDice(0 + 1, 'Lurch'); // Ash runs to 2, horde lurches to 2: caught
    d.answer('run');
    expect(d.g.survivors[0]!.caught).toBe(true);
    expect(d.state.result).toMatchObject({ outcome: 'horde', winners: [] });
  });

  it('a barricade stops the next horde advance', () => {
    const d = createDriver<LastLightState>(referenceGame, { options: { players: 1 }, seed: 3 });
    // Stack the deck so that Ash scavenges the barricade.
    const deck = d.g.deck.draw;
    deck.unshift(...deck.splice(deck.indexOf('barricade-1'), 1));
    d.forceDice('Howl').answer('scavenge');
    const horde = d.g.horde;
    d.answer('play:barricade-1');
    expect(d.g.horde).toBe(horde);
    expect(d.events.some((e) => /barricade holds/.test(String(e.text)))).toBe(true);
  });

  it('reaching space 15 wins', () => {
    const d = createDriver<LastLightState>(referenceGame, { options: { players: 2 }, seed: 4 });
    d.g.survivors[1]!.position = 12;
    d.forceDice(2).answer('run');
    d.forceDice(3).answer('run');
    expect(d.state.result).toMatchObject({ outcome: 'survivor', winners: ['s2'] });
  });
});
