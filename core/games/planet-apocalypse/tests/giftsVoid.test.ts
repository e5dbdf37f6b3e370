// The Void pack's ten gift cards ("10 Gift cards" in the pack's component list;
// the cards themselves are ours, ASSUMPTIONS.md "Void pack gifts"): how they
// enter the deck (option voidGifts), and each card's effect in play.
import { describe, expect, it } from 'vitest';
import type { Driver } from '../../../engine/driver';
import type { MatchState } from '../../../engine/types';
import { ALL_GIFTS, GIFTS, giftDeckCards, VOID_GIFTS } from '../content';
import { KNOWN_EFFECTS } from '../rules/effects';
import { ambushDice } from '../rules/enemyPhase/ambushSegment';
import type { PAOptions, PAState } from '../state';
import { planetApocalypse } from '..';
import type { PAView } from '../view';
import { count, clearMap, place, refreshTeamPrompt, skipTo, start } from './helpers';

type D = Driver<PAState>;
const ids = (d: D) => d.prompt.options.map((o) => o.id);
const label = (d: D, id: string) => d.prompt.options.find((o) => o.id === id)?.label;

/** One hero (or more) on an empty map with a quiet legion, these cards on the first hero's sheet, at the hero action prompt. */
function hero(opts: Partial<PAOptions>, gifts: string[], setup: (d: D) => void = () => {}): D {
  const d = start(opts);
  clearMap(d);
  d.g.legion = 'acheron';
  d.g.heroes[0]!.gifts = gifts.map((card, i) => ({ slot: i + 1, card }));
  setup(d);
  skipTo(d, 'heroAction');
  return d;
}

/** Hannah (health 7, toughness 2, luck 6, 1d6; start slot cost 6, +1d4) buys the card from the panel with exactly enough courage. */
function buy(id: string): D {
  const d = start({ voidGifts: true });
  clearMap(d);
  d.g.pool = 0;
  d.g.panel[0] = `${id}#1`;
  d.g.heroes[0]!.courage = 6 + VOID_GIFTS.find((g) => g.id === id)!.surcharge;
  refreshTeamPrompt(d);
  d.answer('gift:0:1');
  expect(d.g.heroes[0]!.courage).toBe(0);
  expect(d.g.heroes[0]!.gifts).toEqual([{ slot: 1, card: `${id}#1` }]);
  return d;
}

describe('the Void pack gifts as cards', () => {
  it('ten cards ("10 Gift cards"), one copy each, ids unique across every gift, each with an effect the rules read', () => {
    expect(VOID_GIFTS.reduce((s, g) => s + g.copies, 0)).toBe(10);
    expect(new Set(ALL_GIFTS.map((g) => g.id)).size).toBe(ALL_GIFTS.length);
    expect(new Set(ALL_GIFTS.map((g) => g.name)).size).toBe(ALL_GIFTS.length);
    for (const g of VOID_GIFTS) {
      expect(g.pack, g.id).toBe('void');
      expect(KNOWN_EFFECTS.hero, g.id).toContain(g.ability.effect);
      expect(g.text.startsWith('Uses luck.'), g.id).toBe(g.usesLuck);
    }
  });

  it('they join the deck only with the option voidGifts: 65 cards without it (the same list as before), 75 with it', () => {
    expect(giftDeckCards()).toHaveLength(65);
    expect(giftDeckCards().every((c) => GIFTS.some((g) => c.startsWith(`${g.id}#`)))).toBe(true);
    expect(giftDeckCards(true)).toHaveLength(75);
    const plain = start();
    const cards = (d: D) => [...d.g.giftDeck.draw, ...d.g.giftDeck.discard, ...d.g.panel.filter((c): c is string => c !== null)];
    expect(cards(plain).sort()).toEqual(giftDeckCards().sort());
    expect('voidGifts' in plain.g.options).toBe(false);
    const withVoid = start({ voidGifts: true });
    expect(cards(withVoid).sort()).toEqual(giftDeckCards(true).sort());
  });
});

describe('inspecting a Void gift', () => {
  it('a card on the panel has a live entry built from its data: its text, extra cost, box and place', () => {
    const d = start({ voidGifts: true });
    d.g.panel[2] = 'railgun#1';
    const view: PAView = planetApocalypse.view(d.state as unknown as MatchState<PAState>, 'h1');
    const entry = planetApocalypse.inspect!(view, { kind: 'card', id: 'railgun#1' })!;
    expect(entry.name).toBe('Railgun');
    expect(entry.text).toEqual(['Add a d10 to your attack box.']);
    const stats = Object.fromEntries((entry.stats ?? []).map((x) => [x.label, x.value]));
    expect(stats).toMatchObject({ 'Extra cost': '5 courage on top of the slot\'s cost', Box: expect.stringContaining('Void pack'), Where: 'on the gift panel (place 3)' });
  });
});

describe('each Void gift in play', () => {
  it('Pressure Suit: +1 toughness and +1 health cap and health (6 extra courage)', () => {
    const h = buy('pressureSuit').g.heroes[0]!;
    expect([h.toughness, h.cap, h.health, h.attack]).toEqual([3, 8, 8, ['d6', 'd4']]);
  });

  it('Railgun: a d10 in the attack box (5 extra courage)', () => {
    expect(buy('railgun').g.heroes[0]!.attack).toEqual(['d6', 'd4', 'd10']);
  });

  it('Shooting Star: 3 luck at once', () => {
    expect(buy('shootingStar').g.heroes[0]!.luck).toBe(9);
  });

  it('Mission Control: +2 on every recruit roll', () => {
    const d = start({ voidGifts: true });
    d.g.pool = 0;
    d.g.heroes[0]!.gifts = [{ slot: 1, card: 'missionControl#1' }];
    d.forceDice(3).answer('recruit');
    expect(d.prompt.text).toContain('5 recruit points');
  });

  it('Zero-G Medkit: first aid restores 2 more points', () => {
    const d = start({ heroes: 2, hero1: 'naomi', hero2: 'tarang', voidGifts: true });
    clearMap(d);
    d.g.heroes[0]!.gifts = [{ slot: 1, card: 'zeroGMedkit#1' }];
    d.g.heroes[1]!.health = 2;
    refreshTeamPrompt(d);
    d.answer('aid:h2:heal');
    expect(d.g.heroes[1]!.health).toBe(5);
  });

  it('Orbital Strike: 2 luck to strike a minion in any area, the option named after the card', () => {
    const d = hero({ hero1: 'naomi', voidGifts: true }, ['orbitalStrike#1'], (d) => place(d, 'larva', 'ruins'));
    const luck = d.g.heroes[0]!.luck;
    d.answer('attack');
    expect(label(d, 'wizardEye')).toBe('Orbital Strike: 2 luck to strike any area');
    d.forceDice(5).answer('wizardEye');
    expect(d.g.heroes[0]!.luck).toBe(luck - 2);
    d.answer('kill:ruins:larva');
    expect(count(d, 'larva')).toBe(0);
  });

  it('Thruster Pack: after a real move a die goes up a step; not without moving', () => {
    const d = hero({ hero1: 'naomi', voidGifts: true }, ['thrusterPack#1'], (d) => place(d, 'fiend', 'mainStreet'));
    d.answer('move:mainStreet');
    d.answer('pass');
    d.answer('attack');
    expect(label(d, 'charge')).toBe('Thruster Pack: raise one die a step');
    d.forceDice(8).answer('charge');
    expect(d.g.attack?.rolls.map((r) => [r.die, r.value])).toEqual([['d8', 8]]);
    const still = hero({ hero1: 'naomi', voidGifts: true }, ['thrusterPack#1'], (d) => place(d, 'fiend', 'crossroads'));
    still.answer('attack');
    expect(ids(still)).not.toContain('charge');
  });

  it('Comms Relay: the holder\'s help raises the attacker\'s die two steps', () => {
    const d = hero({ heroes: 2, hero1: 'hannah', hero2: 'naomi', voidGifts: true }, [], (d) => {
      d.g.heroes[1]!.gifts = [{ slot: 1, card: 'commsRelay#1' }];
      d.g.heroes[1]!.courage = 1;
      d.g.pool = 0; // the courage comes from the helper, no source to choose
      place(d, 'fiend', 'crossroads');
    });
    d.answer('attack');
    d.answer('help:h2');
    d.forceDice(10).answer('yes');
    expect(d.g.attack?.rolls.map((r) => [r.die, r.value])).toEqual([['d10', 10]]);
    expect(d.g.heroes[1]!.courage).toBe(0);
  });

  it('Escape Pod: 3 luck to live on at 1 health; with less luck the hero falls', () => {
    const lethal = (luck: number) => hero({ hero1: 'naomi', voidGifts: true }, ['escapePod#1'], (d) => {
      d.g.heroes[0]!.health = 1;
      d.g.heroes[0]!.luck = luck;
      place(d, 'gryllus', 'crossroads');
    });
    const d = lethal(4);
    d.forceDice(8).answer('end-turn');
    expect([d.g.heroes[0]!.dead, d.g.heroes[0]!.health, d.g.heroes[0]!.luck]).toEqual([false, 1, 1]);
    expect(d.eventsOf('healed').some((e) => String(e.text).includes('on the Escape Pod'))).toBe(true);
    const e = lethal(2);
    e.forceDice(8).answer('end-turn');
    expect(e.g.heroes[0]!.dead).toBe(true);
  });

  it('Sentry Drone: an ambush in the holder\'s area rolls an extra d8', () => {
    const d = hero({ hero1: 'naomi', voidGifts: true }, ['sentryDrone#1'], (d) => {
      d.g.ambushes.push({ area: 'plaza', type: 'army', count: 3 });
      d.g.troopStock.army = 1;
      d.g.heroes[0]!.area = 'plaza';
      place(d, 'larva', 'park');
    });
    const base = ambushDice({ ...d.g, heroes: [] }, 'plaza', 'army', 3);
    expect(ambushDice(d.g, 'plaza', 'army', 3)).toEqual([...base, 'd8']);
    d.answer('end-turn'); // the larva walks into the plaza
    expect(d.prompt.kind).toBe('ambushFire');
    d.forceDice(...base.map(() => 1), 1).answer('fire');
    expect((d.eventsOf('diceRolled')[0]!.rolls as { die: string }[]).map((r) => r.die)).toEqual([...base, 'd8']);
  });
});
