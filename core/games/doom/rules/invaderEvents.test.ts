import { describe, expect, it } from 'vitest';
import { inPlay } from '../testing/inPlay';
import { addDemon, arrange, clearDemons, demonFigure, newMatch, quietInvader, toHand, toMarineTurn, act, eventOnTop, eventWithDefence, type D } from '../testing/arrange';
import { EVENT_CARDS as EVENTS } from '../content/events';
import type { DoomState } from '../state';

/** Alpha at 1,3, an Imp at 3,3; the invader holds `card` (taken from the event deck wherever it is). */
function withEvent(card: string, sets: string[], extra: (g: DoomState) => void = () => {}): D {
  const d = toMarineTurn(newMatch({}, 13));
  return arrange(d, (g) => {
    clearDemons(g);
    quietInvader(g);
    // Make sure the card's set is in the deck: swap the deck for the sets we need.
    g.invader.eventSets = sets;
    const all = sets.flatMap((s) => EVENTS.filter((e) => e.set === s).map((e) => e.id));
    g.invader.deck = { draw: all.filter((c) => c !== card), discard: [] };
    g.invader.hand = [card];
    g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
    g.marines[0]!.damage = 0;
    addDemon(g, demonFigure('imp-a', 'imp', '3,3'));
    extra(g);
  }, { kind: 'eventWindow', timing: 'instant' });
}


describe('invader events', () => {
  inPlay('predators/ambush', 'Ambush: a demon attacks outside its activation, paid with Argent Power', () => {
    const d = withEvent('predators/ambush', ['predators', 'hellfire', 'relentless-horde'], (g) => {
      g.invader.argentOnInvasion = 1;
      g.argentSupply -= 1;
    });
    expect(d.prompt.kind).toBe('playEvent');
    d.answer('predators/ambush');
    expect(d.g.invader.argentOnInvasion).toBe(0);
    expect(d.prompt.kind).toBe('eventTarget');
    const ev = d.answer('imp-a|alpha');
    expect(ev.find((e) => e.type === 'attackDeclared')).toMatchObject({ attacker: 'imp-a', target: 'alpha' });
    expect(ev.some((e) => e.type === 'eventPlayed')).toBe(false); // announced on the previous answer
  });

  inPlay('corruption/dread', 'Dread stuns a marine a demon can see; the stunned marine then reveals no defence', () => {
    const d = withEvent('corruption/dread', ['corruption', 'hellfire', 'predators']);
    const played = d.answer('corruption/dread');
    expect(played.find((e) => e.type === 'eventPlayed')).toMatchObject({ card: 'corruption/dread' });
    const ev = d.answer('alpha');
    expect(ev.find((e) => e.type === 'stunned')).toMatchObject({ figure: 'alpha' });
    expect(d.g.figures.find((f) => f.id === 'alpha')!.stunned).toBe(true);
  });

  it('Misfire lets the marine choose which of his dice to remove', () => {
    // Misfire's text: he removes one die "of his choice" (here a red and a black die).
    const d = toMarineTurn(newMatch({}, 13));
    arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      g.invader.hand = ['corruption/misfire'];
      eventOnTop(g, eventWithDefence(g, 0, false));
      g.figures.find((f) => f.id === 'alpha')!.at = '2,3';
      addDemon(g, demonFigure('imp-a', 'imp', '3,3'));
      const m = g.marines.find((x) => x.id === 'alpha')!;
      m.weapons.push('super-shotgun');
      m.hand.push('super-shotgun-3');
    });
    act(d, 'main:super-shotgun-3');
    d.answer('attack:imp-a');
    expect(d.prompt.seat).toBe('invader');
    d.answer('event:corruption/misfire');
    while (d.prompt.kind === 'attackModifier') d.answer('done');
    expect(d.prompt.kind).toBe('stunnedDie');
    expect(d.prompt.seat).not.toBe('invader');
    expect(d.prompt.text).toMatch(/^Misfire\b.*: choose a die to remove/);
    d.forceDice(1);
    const ev = d.answer('doom-black');
    const rolled = ev.find((e) => e.type === 'diceRolled')!;
    expect((rolled.rolls as { die: string }[]).map((r) => r.die)).toEqual(['doom-red']);
  });

  inPlay('corruption/misfire', 'Misfire makes the attacking marine roll one die fewer', () => {
    const d = toMarineTurn(newMatch({}, 13));
    arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      g.invader.eventSets = ['corruption', 'hellfire', 'predators'];
      const all = g.invader.eventSets.flatMap((s) => EVENTS.filter((e) => e.set === s).map((e) => e.id));
      g.invader.deck = { draw: all.filter((c) => c !== 'corruption/misfire'), discard: [] };
      g.invader.hand = ['corruption/misfire'];
      eventOnTop(g, eventWithDefence(g, 0, false));
      g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
      addDemon(g, demonFigure('imp-a', 'imp', '3,3'));
      toHand(g, 'alpha', 'uac-1');
    });
    act(d, 'main:uac-1');
    d.answer('attack:imp-a');
    expect(d.prompt.kind).toBe('attackModifier');
    expect(d.prompt.seat).toBe('invader');
    d.forceDice(2);
    const ev = d.answer('event:corruption/misfire');
    const rolled = ev.find((e) => e.type === 'diceRolled')!;
    expect(rolled.rolls).toHaveLength(1); // Sidearm Shot's two red dice, one removed
    expect(ev.find((e) => e.type === 'attackResult')).toMatchObject({ hits: 2 });
  });

  inPlay('predators/stalk', 'Stalk: after a marine moves near a demon, it moves 2 outside its activation without attacking', () => {
    const d = withEvent('predators/stalk', ['predators', 'hellfire', 'relentless-horde'], (g) => {
      g.figures.find((f) => f.id === 'imp-a')!.at = '6,3';
    });
    // Back to the marine: give him movement and let him step towards the Imp.
    arrange(d, (g) => { g.marineActivation!.movement = 2; });
    expect(d.prompt.kind).toBe('marineAction');
    d.answer('move:3,3');
    expect(d.prompt).toMatchObject({ seat: 'invader', kind: 'playEvent' });
    d.answer('predators/stalk');
    expect(d.prompt.kind).toBe('chooseDemon');
    d.answer('imp-a');
    expect(d.prompt.kind).toBe('demonAction');
    expect(d.prompt.options.some((o) => o.id.startsWith('attack:'))).toBe(false);
    expect(d.g.demonActivation).toMatchObject({ figure: 'imp-a', movement: 2, dash: true });
    const ev = d.answer('move:4,3');
    expect(ev.find((e) => e.type === 'moved')).toMatchObject({ figure: 'imp-a', to: '4,3' });
    d.answer('end-turn');
    expect(d.g.demonActivation).toBeNull();
    expect(d.prompt).toMatchObject({ seat: 'm1', kind: 'marineAction' });
  });
});
