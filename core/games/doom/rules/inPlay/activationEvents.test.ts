// In-play tests for the invader's event cards tied to his demons' activations and the Status
// Phase: Onslaught, Unholy Regeneration and Pounce as a demon type starts activating; Frenzy and
// Hellish Vigor readying an exhausted demon card; Dark Pact's Argent Power in the Status Phase.
// Each is played from the window the game opens for it, and the movement points, damage, card or
// Argent Power show its effect.
// Reference, Demon Activation: the invader "exhausts that demon card ... and activates each demon
// of that type"; Event Cards: "each card describes when it can be played".
import { describe, expect } from 'vitest';
import type { Step } from '../../../../engine/types';
import { demonDef } from '../../catalog';
import { EVENT_CARDS } from '../../content/events';
import type { DoomState } from '../../state';
import { addDemon, arrange, clearDemons, demonFigure, newMatch, quietInvader, toMarineTurn, type D } from '../../testing/arrange';
import { activatableTypes } from '../demonActivation';
import { inPlay } from '../../testing/inPlay';

const SETS = ['hellfire', 'relentless-horde', 'predators', 'infernal-fortitude', 'corruption', 'dark-rituals'];

/** The invader holds only `hand`; Alpha far away at 0,7; `setup` places the demons; the game resumes at `from`. */
function invaderAt(hand: string[], setup: (g: DoomState) => void, from: Step): D {
  const d = toMarineTurn(newMatch({}, 13));
  return arrange(d, (g) => {
    clearDemons(g);
    quietInvader(g);
    g.invader.eventSets = SETS;
    g.invader.deck = { draw: EVENT_CARDS.map((e) => e.id).filter((c) => !hand.includes(c)), discard: [] };
    g.invader.hand = [...hand];
    g.figures.find((f) => f.id === 'alpha')!.at = '0,7';
    setup(g);
  }, from);
}

/** Two Imps (one hurt 2) on the map; the invader chooses to activate the Imps and is asked about events. */
function impsActivate(hand: string[], argent = 0): D {
  const d = invaderAt(hand, (g) => {
    addDemon(g, demonFigure('imp-a', 'imp', '6,3', { damage: 2 }));
    addDemon(g, demonFigure('imp-b', 'imp', '9,3'));
    g.invader.argentOnInvasion = argent;
    g.argentSupply -= argent;
  }, { kind: 'chooseDemonType' });
  expect(d.prompt.kind).toBe('activateDemonType');
  d.answer('imp');
  return d;
}

/** Plays `card` in the window open now, then lets the Imp that activates first start its activation. */
function playThenStart(d: D, card: string): void {
  expect(d.prompt.kind).toBe('playEvent');
  expect(d.prompt.options.map((o) => o.id)).toContain(card);
  d.answer(card);
  for (let i = 0; i < 5 && d.prompt.kind !== 'demonAction'; i++) {
    if (d.prompt.kind === 'playEvent') d.answer('pass');
    else if (d.prompt.kind === 'chooseDemon') d.answer(d.prompt.options.find((o) => o.id === 'imp-a') ? 'imp-a' : d.prompt.options[0]!.id);
    else break;
  }
}

const IMP_SPEED = demonDef('imp').speed;

describe('activation and Status Phase events in play', () => {
  inPlay('relentless-horde/onslaught', 'Onslaught: as the Imps start activating, each of them gains 2 movement points', () => {
    const d = impsActivate(['relentless-horde/onslaught']);
    playThenStart(d, 'relentless-horde/onslaught');
    expect(d.prompt.kind).toBe('demonAction');
    expect(d.g.demonActivation!.movement).toBe(IMP_SPEED + 2);
    // The second Imp gets them too.
    d.answer('end-turn');
    for (let i = 0; i < 3 && d.prompt.kind !== 'demonAction'; i++) d.answer(d.prompt.options[0]!.id);
    expect(d.g.demonActivation).toMatchObject({ figure: 'imp-b', movement: IMP_SPEED + 2 });
  });

  inPlay('infernal-fortitude/unholy-regeneration', 'Unholy Regeneration: as the Imps start activating, each of them recovers 2 damage', () => {
    const d = impsActivate(['infernal-fortitude/unholy-regeneration']);
    playThenStart(d, 'infernal-fortitude/unholy-regeneration');
    expect(d.g.figures.find((f) => f.id === 'imp-a')!.damage).toBe(0);
    // Not offered when no Imp is hurt.
    const unhurt = invaderAt(['infernal-fortitude/unholy-regeneration'], (g) => addDemon(g, demonFigure('imp-a', 'imp', '6,3')), { kind: 'chooseDemonType' });
    unhurt.answer('imp');
    expect(unhurt.prompt.options.map((o) => o.id)).not.toContain('infernal-fortitude/unholy-regeneration');
  });

  inPlay('predators/pounce', 'Pounce: the demon starting its activation gains 3 movement points; the next one does not', () => {
    const d = impsActivate(['predators/pounce']);
    playThenStart(d, 'predators/pounce');
    expect(d.prompt.kind).toBe('demonAction');
    const first = d.g.demonActivation!.figure;
    expect(d.g.demonActivation!.movement).toBe(IMP_SPEED + 3);
    d.answer('end-turn');
    for (let i = 0; i < 3 && d.prompt.kind !== 'demonAction'; i++) d.answer(d.prompt.options[0]!.id);
    expect(d.g.demonActivation!.figure).not.toBe(first);
    expect(d.g.demonActivation!.movement).toBe(IMP_SPEED);
  });

  inPlay(['hellfire/frenzy', 'dark-rituals/hellish-vigor'], 'Frenzy and Hellish Vigor (Argent 1) ready the exhausted demon card the invader picks, so that type can activate again', () => {
    for (const [card, argent] of [['hellfire/frenzy', 0], ['dark-rituals/hellish-vigor', 1]] as const) {
      const d = invaderAt([card], (g) => {
        addDemon(g, demonFigure('imp-a', 'imp', '6,3'));
        addDemon(g, demonFigure('soul', 'lost-soul', '8,3'));
        g.demonCards.imp!.exhausted = true;
        g.demonCards['lost-soul']!.exhausted = true;
        g.invader.argentOnInvasion = argent;
        g.argentSupply -= argent;
      }, { kind: 'eventWindow', timing: 'instant' });
      expect(activatableTypes(d.g), card).toEqual([]);
      d.answer(card);
      expect(d.prompt.kind, card).toBe('eventTarget');
      expect(d.prompt.options.map((o) => o.id).sort(), card).toEqual(['imp', 'lost-soul']);
      d.answer('lost-soul');
      expect(d.g.demonCards['lost-soul']!.exhausted, card).toBe(false);
      expect(d.g.demonCards.imp!.exhausted, card).toBe(true);
      expect(activatableTypes(d.g), card).toEqual(['lost-soul']);
      expect(d.g.invader.argentOnInvasion, card).toBe(0);
    }
    // Hellish Vigor without the Argent, or either card with no exhausted demon card: not offered.
    const poor = invaderAt(['dark-rituals/hellish-vigor'], (g) => {
      addDemon(g, demonFigure('imp-a', 'imp', '6,3'));
      g.demonCards.imp!.exhausted = true;
    }, { kind: 'eventWindow', timing: 'instant' });
    expect(poor.prompt.options?.map((o) => o.id) ?? []).not.toContain('dark-rituals/hellish-vigor');
    const rested = invaderAt(['hellfire/frenzy'], (g) => addDemon(g, demonFigure('imp-a', 'imp', '6,3')), { kind: 'eventWindow', timing: 'instant' });
    expect(rested.prompt.options?.map((o) => o.id) ?? []).not.toContain('hellfire/frenzy');
  });

  inPlay('dark-rituals/dark-pact', 'Dark Pact: in the Status Phase the invader gains 1 Argent Power for each faceup demon card', () => {
    const d = invaderAt(['dark-rituals/dark-pact'], (g) => {
      addDemon(g, demonFigure('imp-a', 'imp', '6,3'));
      addDemon(g, demonFigure('soul', 'lost-soul', '8,3'));
      addDemon(g, demonFigure('knight', 'hell-knight', '9,5'));
    }, { kind: 'eventWindow', timing: 'statusPhase' });
    const faceUp = Object.values(d.g.demonCards).filter((c) => c.faceUp).length;
    expect(faceUp).toBe(3);
    expect(d.prompt.kind).toBe('playEvent');
    d.answer('dark-rituals/dark-pact');
    let placed = 0;
    for (; placed < 10 && d.prompt.kind === 'placeArgentGained'; placed++) d.answer('hell-knight');
    expect(placed).toBe(3);
    expect(d.g.demonCards['hell-knight']!.argent).toBe(3);
  });
});
