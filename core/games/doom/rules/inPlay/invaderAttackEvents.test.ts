// In-play tests for the invader's event cards played in a demon's attack on a marine, or while a
// demon defends: each is put in the invader's hand, played when its window offers it, and the
// attack's dice, shields or damage show its effect; a card whose condition fails is not offered.
// Reference, Event Cards: "The invader can play event cards ... each card describes when it can be played".
import { describe, expect } from 'vitest';
import type { GameEvent } from '../../../../engine/types';
import { EVENT_CARDS } from '../../content/events';
import type { DoomState } from '../../state';
import { actionOnTop, addDemon, arrange, clearDemons, demonFigure, newMatch, quietInvader, toMarineTurn, act, eventOnTop, eventWithDefence, type D } from '../../testing/arrange';
import { armed, result } from '../../testing/armed';
import { inPlay } from '../../testing/inPlay';

const dice = (ev: GameEvent[]) => (ev.find((e) => e.type === 'diceRolled') as GameEvent & { rolls: { die: string }[] }).rolls.map((r) => r.die);
const byName = (name: string) => EVENT_CARDS.find((c) => c.name === name)!.id;

/** A Hell Knight at 2,3 attacking Alpha at 1,3 (Field Dressing, no shield, on top of his deck); `hand` in the invader's hand. */
function knightTurn(hand: string[], setup: (g: DoomState) => void = () => {}): D {
  const d = toMarineTurn(newMatch({}, 7));
  return arrange(d, (g) => {
    clearDemons(g);
    quietInvader(g);
    g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
    g.marines[0]!.damage = 0;
    actionOnTop(g, 'alpha', 'uac-6');
    addDemon(g, demonFigure('demon-1', 'hell-knight', '2,3'));
    for (const c of hand) {
      g.invader.deck.draw = g.invader.deck.draw.filter((x) => x !== c);
      g.invader.deck.discard = g.invader.deck.discard.filter((x) => x !== c);
      g.invader.hand.push(c);
    }
    g.demonActivation = { type: 'hell-knight', figure: 'demon-1', movement: 0, attacked: false, moved: 0, used: [], typeBonus: 0 };
    setup(g);
  }, { kind: 'demonTurn' });
}

/** Attacks Alpha, playing `play` (event ids) where offered; returns the events and which were offered. */
function attack(d: D, faces: number[], play: string[]): { ev: GameEvent[]; played: string[] } {
  d.forceDice(...faces);
  const ev = [...d.answer('attack:alpha')];
  const played: string[] = [];
  for (let i = 0; i < 30 && d.prompt?.kind === 'attackModifier'; i++) {
    const o = d.prompt.options.find((x) => play.some((c) => x.id === `event:${c}` && !played.includes(c)));
    if (o) played.push(o.id.slice('event:'.length));
    ev.push(...d.answer(o ? o.id : 'done'));
  }
  return { ev, played };
}

describe('invader events in attacks', () => {
  inPlay(['hellfire/searing-volley', 'relentless-horde/swarm', 'predators/bloodscent'],
    'Searing Volley, Swarm (another demon beside the attacker) and Bloodscent (marine with 5 damage) add their die', () => {
      const cases = [
        ['Searing Volley', 'doom-green', () => {}, null],
        ['Swarm', 'doom-red', (g: DoomState) => addDemon(g, demonFigure('ally', 'imp', '2,2')), null],
        ['Bloodscent', 'doom-black', (g: DoomState) => { g.marines[0]!.damage = 5; }, (g: DoomState) => { g.marines[0]!.damage = 4; }],
      ] as const;
      for (const [name, die, holds, fails] of cases) {
        const id = byName(name);
        const { ev, played } = attack(knightTurn([id], holds), [1, 1, 1], [id]);
        expect(played, name).toEqual([id]);
        expect(dice(ev), name).toEqual(['doom-black', 'doom-black', die]);
        if (fails) expect(attack(knightTurn([id], fails), [1, 1], [id]).played, `${name} without its condition`).toEqual([]);
      }
      // Swarm with no other demon beside the Hell Knight is not offered either.
      expect(attack(knightTurn([byName('Swarm')]), [1, 1], [byName('Swarm')]).played).toEqual([]);
    });

  inPlay(['hellfire/infernal-fury', 'predators/cornered-prey'], 'Infernal Fury adds 1 damage; Cornered Prey adds 2 against a stunned marine only', () => {
    const base = result(attack(knightTurn([]), [1, 1], []).ev).damage;
    const fury = byName('Infernal Fury');
    expect(result(attack(knightTurn([fury]), [1, 1], [fury]).ev).damage).toBe(base + 1);
    const prey = byName('Cornered Prey');
    const stun = (g: DoomState) => { g.figures.find((f) => f.id === 'alpha')!.stunned = true; g.marines[0]!.stunned = true; };
    const stunnedBase = result(attack(knightTurn([], stun), [1, 1], []).ev).damage;
    const r = attack(knightTurn([prey], stun), [1, 1], [prey]);
    expect(r.played).toEqual([prey]);
    expect(result(r.ev).damage).toBe(stunnedBase + 2);
    expect(attack(knightTurn([prey]), [1, 1], [prey]).played).toEqual([]);
  });

  inPlay('hellfire/rending-claws', 'Rending Claws ignores one shield of the marine\'s defence', () => {
    const claws = byName('Rending Claws');
    const braced = (g: DoomState) => actionOnTop(g, 'alpha', 'uac-5'); // Brace for Impact: 2 shields
    const base = result(attack(knightTurn([], braced), [2, 2], []).ev);
    const r = result(attack(knightTurn([claws], braced), [2, 2], [claws]).ev);
    expect(r.shields).toBe(base.shields - 1);
    expect(r.damage).toBe(base.damage + 1);
  });

  inPlay('infernal-fortitude/demonic-resilience', 'Demonic Resilience adds a shield to a demon defending against a marine', () => {
    const card = byName('Demonic Resilience');
    const shoot = (hand: string[]) => {
      const d = armed('uac-1', 'hell-knight', '1,3', '3,3', (g) => {
        eventOnTop(g, eventWithDefence(g, 1, false));
        for (const c of hand) { g.invader.deck.draw = g.invader.deck.draw.filter((x) => x !== c); g.invader.deck.discard = g.invader.deck.discard.filter((x) => x !== c); g.invader.hand.push(c); }
      });
      act(d, 'main:uac-1');
      d.forceDice(2, 2);
      const ev = [...d.answer('attack:target-1')];
      for (let i = 0; i < 30 && d.prompt?.kind === 'attackModifier'; i++) {
        ev.push(...d.answer(d.prompt.options.some((o) => o.id === `event:${card}`) ? `event:${card}` : 'done'));
      }
      return result(ev);
    };
    expect(shoot([card]).shields).toBe(shoot([]).shields + 1);
  });

  inPlay('corruption/lingering-pain', 'Lingering Pain: after a demon\'s attack the marine it attacked is stunned', () => {
    const pain = byName('Lingering Pain');
    const d = knightTurn([pain]);
    const { ev, played } = attack(d, [1, 1], [pain]);
    expect(played).toEqual([pain]);
    expect(ev.some((e) => e.type === 'stunned' && e.figure === 'alpha')).toBe(true);
    expect(d.g.marines[0]!.stunned).toBe(true);
  });

  inPlay('infernal-fortitude/shrug-it-off', 'Shrug It Off: after a demon is attacked and survives, it recovers 2 damage', () => {
    const shrug = byName('Shrug It Off');
    const d = armed('uac-1', 'hell-knight', '1,3', '3,3', (g) => {
      eventOnTop(g, eventWithDefence(g, 0, false));
      g.invader.deck.draw = g.invader.deck.draw.filter((x) => x !== shrug);
      g.invader.deck.discard = g.invader.deck.discard.filter((x) => x !== shrug);
      g.invader.hand.push(shrug);
    });
    act(d, 'main:uac-1');
    d.forceDice(2, 1);
    const ev = [...d.answer('attack:target-1')];
    let played = false;
    for (let i = 0; i < 30 && d.prompt?.kind === 'attackModifier'; i++) {
      const offered = !played && d.prompt.options.some((o) => o.id === `event:${shrug}`);
      if (offered) played = true;
      ev.push(...d.answer(offered ? `event:${shrug}` : 'done'));
    }
    expect(played).toBe(true);
    // 3 hits less the Hell Knight's toughness shield: 2 damage, then 2 recovered.
    expect(result(ev).damage).toBe(2);
    expect(d.g.figures.find((f) => f.id === 'target-1')!.damage).toBe(0);
  });
});
