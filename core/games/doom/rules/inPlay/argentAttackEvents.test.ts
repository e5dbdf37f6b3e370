// In-play tests for the invader's event cards that act inside an attack and cost Argent Power or
// take away cover: Phase Shift (a demon defending dodges), Empowered Strike (a black die) and
// Blind Spot (the marine cannot use cover). Each is put in the invader's hand, played where the
// attack offers it, and the dice, the defence or the damage show its effect; the Argent is paid.
// Reference, Event Cards: "each card describes when it can be played"; Cover: with cover "the
// defender may reveal a second card" after the first.
import { describe, expect } from 'vitest';
import type { GameEvent } from '../../../../engine/types';
import { EVENT_CARDS } from '../../content/events';
import type { DoomState } from '../../state';
import { act, actionOnTop, addDemon, arrange, clearDemons, demonFigure, newMatch, quietInvader, toMarineTurn, type D } from '../../testing/arrange';
import { armed, result } from '../../testing/armed';
import { inPlay } from '../../testing/inPlay';

const byName = (name: string) => EVENT_CARDS.find((c) => c.name === name)!.id;
const dice = (ev: GameEvent[]) => (ev.find((e) => e.type === 'diceRolled') as GameEvent & { rolls: { die: string }[] }).rolls.map((r) => r.die);

function toInvaderHand(g: DoomState, card: string): void {
  g.invader.deck.draw = g.invader.deck.draw.filter((x) => x !== card);
  g.invader.deck.discard = g.invader.deck.discard.filter((x) => x !== card);
  g.invader.hand.push(card);
}

/** Argent Power on the invasion card, taken from the supply. */
function argent(g: DoomState, n: number): void {
  g.invader.argentOnInvasion += n;
  g.argentSupply -= n;
}

/** Plays the attack's windows: `card` (an event id) is played where offered; other questions but cover are settled. */
function playOut(d: D, ev: GameEvent[], card: string | null): boolean {
  let played = false;
  for (let i = 0; i < 30 && d.prompt?.kind === 'attackModifier'; i++) {
    const take = card !== null && !played && d.prompt.options.some((o) => o.id === `event:${card}`);
    if (take) played = true;
    ev.push(...d.answer(take ? `event:${card}` : 'done'));
  }
  return played;
}

/** An Imp at `impAt` attacking Alpha at `alphaAt` (Field Dressing on his deck: no shield); `setup` adds the rest. */
function impTurn(impAt: string, alphaAt: string, setup: (g: DoomState) => void): D {
  const d = toMarineTurn(newMatch({}, 7));
  return arrange(d, (g) => {
    clearDemons(g);
    quietInvader(g);
    g.figures.find((f) => f.id === 'alpha')!.at = alphaAt;
    g.marines[0]!.damage = 0;
    actionOnTop(g, 'alpha', 'uac-6');
    addDemon(g, demonFigure('demon-1', 'imp', impAt));
    g.demonActivation = { type: 'imp', figure: 'demon-1', movement: 0, attacked: false, moved: 0, used: [], typeBonus: 0 };
    setup(g);
  }, { kind: 'demonTurn' });
}

describe('Argent and cover events in attacks', () => {
  inPlay('infernal-fortitude/phase-shift', 'Phase Shift (Argent 1): a demon defending cancels all the damage; without Argent it is not offered', () => {
    const card = byName('Phase Shift');
    const shoot = (gold: number) => {
      const d = armed('uac-1', 'hell-knight', '1,3', '3,3', (g) => { toInvaderHand(g, card); argent(g, gold); });
      act(d, 'main:uac-1');
      d.forceDice(2, 2);
      const ev = [...d.answer('attack:target-1')];
      const played = playOut(d, ev, card);
      return { d, ev, played };
    };
    const paid = shoot(1);
    expect(paid.played).toBe(true);
    expect(result(paid.ev)).toMatchObject({ dodge: true, damage: 0 });
    expect(paid.d.g.figures.find((f) => f.id === 'target-1')!.damage).toBe(0);
    expect(paid.d.g.invader.argentOnInvasion).toBe(0);
    const broke = shoot(0);
    expect(broke.played).toBe(false);
    expect(result(broke.ev).damage).toBe(3); // 4 hits less the Hell Knight's toughness shield
  });

  inPlay('dark-rituals/empowered-strike', 'Empowered Strike (Argent 1): the attacking demon rolls a black die more', () => {
    const card = byName('Empowered Strike');
    const attack = (gold: number) => {
      const d = impTurn('3,3', '1,3', (g) => { toInvaderHand(g, card); argent(g, gold); });
      d.forceDice(1, 1, 1);
      const ev = [...d.answer('attack:alpha')];
      return { d, ev, played: playOut(d, ev, card) };
    };
    const paid = attack(1);
    expect(paid.played).toBe(true);
    expect(dice(paid.ev)).toEqual(['doom-red', 'doom-red', 'doom-black']);
    expect(paid.d.g.invader.argentOnInvasion).toBe(0);
    const broke = attack(0);
    expect(broke.played).toBe(false);
    expect(dice(broke.ev)).toEqual(['doom-red', 'doom-red']);
  });

  // Card: "While a demon attacks: the marine cannot use cover." Cover lets the defender reveal a
  // second card (step 3, before the attack's other effects), so the card must come before that.
  inPlay('corruption/blind-spot', 'Blind Spot: a marine in cover attacked by a demon gets no second defence card', () => {
    const card = byName('Blind Spot');
    // Alpha on difficult terrain at 4,1 has cover from an Imp at 1,3 (attack.test.ts, the other way round).
    const attack = (hand: string[]) => {
      const d = impTurn('1,3', '4,1', (g) => hand.forEach((c) => toInvaderHand(g, c)));
      d.forceDice(1, 1);
      const ev = [...d.answer('attack:alpha')];
      const played = playOut(d, ev, card);
      return { d, ev, played };
    };
    const plain = attack([]);
    expect(plain.d.prompt.kind).toBe('coverRedraw');
    const blind = attack([card]);
    expect(blind.played).toBe(true);
    expect(blind.d.prompt.kind).not.toBe('coverRedraw');
    expect(result(blind.ev)).toMatchObject({ hits: 2, damage: 2 });
    // A marine in the open has no cover to lose: the card is not offered.
    const open = impTurn('1,3', '3,3', (g) => toInvaderHand(g, card));
    open.forceDice(1, 1);
    expect(playOut(open, [...open.answer('attack:alpha')], card)).toBe(false);
  });
});
