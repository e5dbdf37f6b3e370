// The abilities of John Dark, Doc Hunter, Amelia Azevedo and Moose Kowalski, and the Seal of Solomon gift, driven through real prompts.
import { describe, expect, it } from 'vitest';
import type { Driver } from '../../../engine/driver';
import type { PAOptions, PAState } from '../state';
import { clearMap, count, place, refreshTeamPrompt, skipTo, start } from './helpers';

type D = Driver<PAState>;
const ids = (d: D) => d.prompt.options.map((o) => o.id);
const ones = (n: number) => Array.from({ length: n }, () => 1);

/** Heroes on an empty map (quiet legion), at the first hero action prompt. */
function table(opts: Partial<PAOptions>, setup: (d: D) => void = () => {}): D {
  const d = start(opts);
  clearMap(d);
  d.g.legion = 'acheron';
  setup(d);
  skipTo(d, 'heroAction');
  return d;
}

describe('Seal of Solomon', () => {
  it('spends 1 luck to move another hero 2 areas; it is not his move, so Arthritis does not hurt (FAQ)', () => {
    const d = table({ heroes: 2, hero1: 'hannah', hero2: 'maxwell' }, (d) => { d.g.heroes[0]!.gifts = [{ slot: 1, card: 'sealOfSolomon#1' }]; });
    expect(d.prompt.seat).toBe('h1');
    d.answer('seal');
    expect(d.prompt.kind).toBe('sealMove');
    expect(ids(d)).toContain('h2|mainStreet');
    d.answer('h2|mainStreet');
    // One area at a time: the Seal's holder decides whether he goes on.
    expect(d.prompt).toMatchObject({ kind: 'sealMoveOn', seat: 'h1' });
    d.answer('move:plaza');
    const [hannah, maxwell] = d.g.heroes;
    expect([maxwell!.area, maxwell!.health, hannah!.luck, hannah!.area]).toEqual(['plaza', 8, 5, 'crossroads']);
    expect(d.prompt).toMatchObject({ kind: 'heroAction', seat: 'h1' });
    expect(ids(d)).not.toContain('seal'); // once per turn
    d.answer('end-turn');
    expect(d.prompt).toMatchObject({ kind: 'heroAction', seat: 'h2' });
    expect(ids(d).some((id) => id.startsWith('move:'))).toBe(true); // his own move is still his
  });

  it('never moves a hero into the Lord\'s Shadow, and reveals tokens on the way', () => {
    const d = table({ heroes: 2, hero1: 'hannah', hero2: 'naomi' }, (d) => {
      d.g.heroes[0]!.gifts = [{ slot: 1, card: 'sealOfSolomon#1' }];
      d.g.heroes[1]!.area = 'ruins';
      d.g.tokens.push({ id: 'tk-h', area: 'hospital' });
    });
    d.answer('seal');
    expect(ids(d).filter((id) => id.startsWith('h2|')).some((id) => id.includes('hellgate'))).toBe(false);
    d.forceDice(1, 1, 1, 1).answer('h2|hospital');
    expect(d.g.tokens).toHaveLength(0);
    expect(count(d, 'larva', 'hospital')).toBe(2);
  });
});

describe('John Dark', () => {
  it('Dark Exchange: once a turn, 1 damage of his own doing for 2 courage (Schadenfreude pays for the pain)', () => {
    const d = table({ hero1: 'johnDark' }, (d) => { d.g.heroes[0]!.gifts = [{ slot: 1, card: 'schadenfreude#1' }]; });
    d.answer('darkExchange');
    const h = d.g.heroes[0]!;
    expect([h.health, h.courage]).toEqual([5, 3]);
    expect(ids(d)).not.toContain('darkExchange');
  });

  it('Larva Bait: a larva group that can strike him must; other groups are still the captain\'s pick', () => {
    const d = table({ heroes: 2, hero1: 'hannah', hero2: 'johnDark' }, (d) => {
      place(d, 'larva', 'crossroads', 2);
      place(d, 'gryllus', 'crossroads');
    });
    d.answer('end-turn');
    d.forceDice(1, 1).answer('end-turn'); // the larvae roll at once, no choice asked
    expect(d.eventsOf('attacked')[0]).toMatchObject({ by: 'larva', target: 'h2' });
    expect(d.prompt).toMatchObject({ kind: 'chooseVictim', seat: 'h1' });
    expect(ids(d).sort()).toEqual(['h1', 'h2']);
  });
});

describe('Doc Hunter', () => {
  it('Physician: his first aid restores 2 (rulebook example: with Hannah\'s, John heals 3)', () => {
    const d = start({ heroes: 2, hero1: 'docHunter', hero2: 'hannah' });
    clearMap(d);
    d.g.heroes[1]!.health = 3;
    refreshTeamPrompt(d);
    d.answer('aid:h2:heal');
    expect(d.g.heroes[1]!.health).toBe(5);
  });

  it('Autopsy: instead of his first aid he kills a larva in his area, paying nothing and earning 1 courage', () => {
    const d = start({ hero1: 'docHunter' });
    clearMap(d);
    d.g.heroes[0]!.abilities.push('autopsy');
    place(d, 'larva', 'crossroads', 2);
    refreshTeamPrompt(d);
    const pool = d.g.pool;
    d.answer('autopsy');
    const h = d.g.heroes[0]!;
    expect([count(d, 'larva'), h.courage, d.g.pool, h.team.firstAid]).toEqual([1, 1, pool, true]);
    expect(ids(d)).not.toContain('autopsy');
  });
});

describe('Amelia Azevedo', () => {
  it('Dominant Personality: she takes a hero along her whole move; it is not his move (no Arthritis)', () => {
    const d = table({ heroes: 2, hero1: 'amelia', hero2: 'maxwell' });
    d.answer('move:mainStreet');
    expect(d.prompt.kind).toBe('carryHero');
    d.answer('h2');
    expect(d.prompt.kind).toBe('moveOn'); // he goes on with her; she cannot drop him off (FAQ)
    d.answer('move:plaza');
    expect(d.g.heroes.map((h) => [h.area, h.health])).toEqual([['plaza', 6], ['plaza', 8]]);
  });

  it('a hero she carries into the Shadow is in the Lord Battle with her', () => {
    const d = table({ heroes: 2, hero1: 'amelia', hero2: 'naomi' }, (d) => { for (const h of d.g.heroes) h.area = 'ruins'; });
    d.answer('move:hellgate');
    d.answer('h2');
    expect(d.g.hell?.participants).toEqual(['h1', 'h2']);
    expect(d.g.heroes.map((h) => h.area)).toEqual(['hell', 'hell']);
  });

  it('Imperious: she never helps another hero\'s attack', () => {
    const d = table({ heroes: 2, hero1: 'hannah', hero2: 'amelia' }, (d) => place(d, 'fiend', 'crossroads'));
    d.answer('attack');
    expect(ids(d)).not.toContain('help:h2');
    const e = table({ heroes: 2, hero1: 'amelia', hero2: 'hannah' }, (d) => place(d, 'fiend', 'crossroads'));
    e.answer('attack');
    expect(ids(e)).toContain('help:h2');
  });
});

describe('Moose Kowalski', () => {
  it('Charge: after a real move his attack may raise a die a step; not without moving', () => {
    const d = table({ hero1: 'moose' }, (d) => place(d, 'fiend', 'mainStreet'));
    d.answer('move:mainStreet');
    d.answer('pass'); // stops by the fiend
    d.answer('attack');
    d.forceDice(8).answer('charge'); // the d6 becomes a d8, and with no other boost left it is rolled at once
    expect(d.g.attack?.rolls.map((r) => [r.die, r.value])).toEqual([['d8', 8]]);
    const still = table({ hero1: 'moose' }, (d) => place(d, 'fiend', 'crossroads'));
    still.answer('attack');
    expect(ids(still)).not.toContain('charge');
  });

  it('Charge does not follow a move given up to stand (FAQ)', () => {
    const d = table({ hero1: 'moose' }, (d) => { d.g.heroes[0]!.stunned = true; place(d, 'fiend', 'crossroads'); });
    d.answer('recoverMove');
    d.forceDice(...ones(1)).answer('attack');
    expect(ids(d)).not.toContain('charge');
  });
});

describe('prompts name the card or ability a reused effect comes from', () => {
  it('Lucky Shot and Steady Hands show their own names; Naomi\'s Focus keeps its name', () => {
    const d = table({ hero1: 'hannah' }, (d) => { d.g.heroes[0]!.gifts = [{ slot: 1, card: 'luckyShot#1' }, { slot: 2, card: 'steadyHands#1' }]; place(d, 'fiend', 'crossroads'); });
    d.answer('attack');
    expect(d.prompt.options.find((o) => o.id === 'stepOne')?.label).toBe('Steady Hands: raise one die a step');
    d.forceDice(1).answer('roll');
    expect(d.prompt.options.find((o) => o.id === 'focus')?.label).toBe('Lucky Shot: turn a 1 to its highest face');
    const n = table({ hero1: 'naomi' }, (d) => place(d, 'fiend', 'crossroads'));
    n.forceDice(1).answer('attack');
    expect(n.prompt.options.find((o) => o.id === 'focus')?.label).toBe('Focus: turn a 1 to its highest face');
  });
});
