// In-play tests for the invader's event cards played outside attacks, at the start of his
// activation (the "instant" window): damage, portals, summons, a dash, stagger, discards and
// Argent Power. Each card is put in the invader's hand, played from the window's prompt, its
// target answered, and the table shows the effect; Argent costs are paid and checked.
// Reference, Event Cards: "each card describes when it can be played"; Argent Power: "the invader
// may spend Argent Power"; Summoning Demons: figures are placed on or adjacent to the portal.
import { describe, expect } from 'vitest';
import type { GameEvent } from '../../../../engine/types';
import { EVENT_CARDS } from '../../content/events';
import type { DoomState } from '../../state';
import { addDemon, arrange, clearDemons, demonFigure, newMatch, quietInvader, toMarineTurn, type D } from '../../testing/arrange';
import { isStaggered } from '../common';
import { inPlay } from '../../testing/inPlay';

const SETS = ['hellfire', 'relentless-horde', 'predators', 'infernal-fortitude', 'corruption', 'dark-rituals'];

/** Alpha at 1,3, an Imp at 3,3; the invader holds only `card`, at the start of his activation's event window. */
function withEvent(card: string, extra: (g: DoomState) => void = () => {}): D {
  const d = toMarineTurn(newMatch({}, 13));
  return arrange(d, (g) => {
    clearDemons(g);
    quietInvader(g);
    g.invader.eventSets = SETS;
    g.invader.deck = { draw: EVENT_CARDS.map((e) => e.id).filter((c) => c !== card), discard: [] };
    g.invader.hand = [card];
    g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
    g.marines[0]!.damage = 0;
    addDemon(g, demonFigure('imp-a', 'imp', '3,3'));
    extra(g);
  }, { kind: 'eventWindow', timing: 'instant' });
}

/** Whether `card` is offered in the window the match stands at. */
const offered = (d: D, card: string) => d.prompt.kind === 'playEvent' && d.prompt.options.some((o) => o.id === card);

/** Argent Power on the invasion card, from the supply. */
function argent(g: DoomState, n: number): void {
  g.invader.argentOnInvasion += n;
  g.argentSupply -= n;
}

const portal = (d: D, token: string) => d.g.portals.find((p) => p.token === token)!;
const count = (d: D, type: string) => d.g.figures.filter((f) => f.type === type).length;

describe('instant events in play', () => {
  inPlay('hellfire/hellfire-rain', 'Hellfire Rain (Argent 2): a marine within 3 spaces of a demon suffers 2 damage; not offered without the Argent', () => {
    const card = 'hellfire/hellfire-rain';
    expect(offered(withEvent(card, (g) => argent(g, 1)), card)).toBe(false);
    const d = withEvent(card, (g) => argent(g, 2));
    d.answer(card);
    expect(d.g.invader.argentOnInvasion).toBe(0);
    expect(d.prompt.kind).toBe('eventTarget');
    const ev: GameEvent[] = d.answer('alpha');
    expect(ev.find((e) => e.type === 'damaged')).toMatchObject({ figure: 'alpha', amount: 2 });
    expect(d.g.marines[0]!.damage).toBe(2);
    // Alpha 5 spaces from the only demon is out of reach: nobody to hit, not offered.
    expect(offered(withEvent(card, (g) => { argent(g, 2); g.figures.find((f) => f.id === 'imp-a')!.at = '6,3'; }), card)).toBe(false);
  });

  inPlay(['relentless-horde/open-the-gate', 'dark-rituals/tear-the-veil'], 'Open the Gate flips a facedown blue portal; Tear the Veil (Argent 2) a yellow one', () => {
    // The blue portal starts faceup: turned facedown here so Open the Gate has one to flip.
    const gate = withEvent('relentless-horde/open-the-gate', (g) => { g.portals.find((p) => p.tier === 1)!.faceUp = false; });
    const ev: GameEvent[] = gate.answer('relentless-horde/open-the-gate');
    expect(ev.find((e) => e.type === 'portalFlipped')).toMatchObject({ portal: 'portal-blue', tier: 1 });
    expect(portal(gate, 'portal-blue').faceUp).toBe(true);
    expect(portal(gate, 'portal-yellow').faceUp).toBe(false);
    // No facedown blue portal: not offered.
    expect(offered(withEvent('relentless-horde/open-the-gate'), 'relentless-horde/open-the-gate')).toBe(false);

    const veil = 'dark-rituals/tear-the-veil';
    expect(offered(withEvent(veil, (g) => argent(g, 1)), veil)).toBe(false);
    const d = withEvent(veil, (g) => argent(g, 2));
    d.answer(veil);
    expect(portal(d, 'portal-yellow').faceUp).toBe(true);
    expect(portal(d, 'portal-red').faceUp).toBe(false);
    expect(d.g.invader.argentOnInvasion).toBe(0);
  });

  inPlay('relentless-horde/unending-tide', 'Unending Tide (Argent 1): two Possessed from the supply are placed on or beside a faceup portal', () => {
    const card = 'relentless-horde/unending-tide';
    const d = withEvent(card, (g) => argent(g, 1));
    const before = count(d, 'possessed');
    const supply = d.g.demonSupply.possessed!;
    d.answer(card);
    expect(count(d, 'possessed')).toBe(before + 2);
    expect(d.g.demonSupply.possessed).toBe(supply - 2);
    const at = portal(d, 'portal-blue').at.split(',').map(Number);
    for (const f of d.g.figures.filter((x) => x.type === 'possessed')) {
      const [x, y] = f.at.split(',').map(Number) as [number, number];
      expect(Math.max(Math.abs(x - at[0]!), Math.abs(y - at[1]!)), f.at).toBeLessThanOrEqual(1);
    }
    expect(d.g.demonCards.possessed!.faceUp).toBe(true);
    expect(d.g.invader.argentOnInvasion).toBe(0);
  });

  inPlay('relentless-horde/reinforced-gate', 'Reinforced Gate (Argent 1): a blue group is summoned and the portal stays', () => {
    const card = 'relentless-horde/reinforced-gate';
    const d = withEvent(card, (g) => argent(g, 1));
    const demons = () => d.g.figures.filter((f) => f.side === 'demon').length;
    const before = demons();
    d.answer(card);
    expect(d.prompt.kind).toBe('summon');
    expect(d.prompt.options.some((o) => o.id === 'pass')).toBe(false);
    const ev: GameEvent[] = d.answer(d.prompt.options[0]!.id);
    for (let i = 0; i < 10 && d.prompt.kind === 'placeDemon'; i++) ev.push(...d.answer(d.prompt.options[0]!.id));
    expect(ev.some((e) => e.type === 'summoned')).toBe(true);
    expect(demons()).toBeGreaterThan(before);
    expect(portal(d, 'portal-blue')).toMatchObject({ faceUp: true, gone: false });
  });

  inPlay('relentless-horde/cut-them-off', 'Cut Them Off: outside its activation, one demon gains 3 movement points and spends them at once, without attacking', () => {
    const card = 'relentless-horde/cut-them-off';
    const d = withEvent(card, (g) => { g.figures.find((f) => f.id === 'imp-a')!.at = '7,3'; });
    d.answer(card);
    expect(d.prompt.kind).toBe('chooseDemon');
    d.answer('imp-a');
    expect(d.g.demonActivation).toMatchObject({ figure: 'imp-a', movement: 3, dash: true });
    expect(d.prompt.options.some((o) => o.id.startsWith('attack:'))).toBe(false);
    const ev: GameEvent[] = d.answer('move:4,3');
    expect(ev.find((e) => e.type === 'moved')).toMatchObject({ figure: 'imp-a', to: '4,3' });
    d.answer('end-turn');
    expect(d.g.demonActivation).toBeNull();
  });

  inPlay('infernal-fortitude/hardened-hide', 'Hardened Hide: a demon\'s stagger value is 2 higher for the round, so damage that staggered it no longer does', () => {
    // An Imp staggers at 2: with 2 damage it is staggered until hardened.
    const card = 'infernal-fortitude/hardened-hide';
    const d = withEvent(card, (g) => { g.figures.find((f) => f.id === 'imp-a')!.damage = 2; });
    const imp = () => d.g.figures.find((f) => f.id === 'imp-a')!;
    expect(isStaggered(d.g, imp())).toBe(true);
    d.answer(card);
    d.answer('imp-a');
    expect(isStaggered(d.g, imp())).toBe(false);
  });

  inPlay('corruption/whispers', 'Whispers: a marine discards one random action card from his hand', () => {
    const card = 'corruption/whispers';
    const d = withEvent(card);
    const hand = [...d.g.marines[0]!.hand];
    const discard = d.g.marines[0]!.deck.discard.length;
    d.answer(card);
    d.answer('alpha');
    const m = d.g.marines[0]!;
    expect(m.hand).toHaveLength(hand.length - 1);
    expect(m.deck.discard).toHaveLength(discard + 1);
    expect(hand).toContain(m.deck.discard[m.deck.discard.length - 1]);
  });

  inPlay(['dark-rituals/argent-siphon', 'dark-rituals/blood-offering'], 'Argent Siphon gains 2 Argent Power; Blood Offering hurts a demon 2 and puts 3 on its card', () => {
    const siphon = withEvent('dark-rituals/argent-siphon');
    siphon.answer('dark-rituals/argent-siphon');
    for (let i = 0; i < 2; i++) {
      expect(siphon.prompt.kind).toBe('placeArgentGained');
      siphon.answer('imp');
    }
    expect(siphon.g.demonCards.imp!.argent).toBe(2);

    const d = withEvent('dark-rituals/blood-offering', (g) => addDemon(g, demonFigure('knight', 'hell-knight', '6,3')));
    d.answer('dark-rituals/blood-offering');
    expect(d.prompt.kind).toBe('eventTarget');
    d.answer('knight');
    expect(d.g.figures.find((f) => f.id === 'knight')!.damage).toBe(2);
    expect(d.g.demonCards['hell-knight']!.argent).toBe(3);
  });
});
