import { describe, expect, it } from 'vitest';
import { clearMap, count, place, skipTo, start } from './helpers';

const ones = (n: number) => Array.from({ length: n }, () => 1);

function nextToTheLord(heroes = 1) {
  const d = start(heroes === 1 ? {} : { heroes, hero1: 'hannah', hero2: 'naomi' });
  clearMap(d);
  d.g.legion = 'phlegethon';
  for (const h of d.g.heroes) h.area = 'ruins';
  skipTo(d, 'heroAction');
  return d;
}

describe('Hell Time', () => {
  it('entering the Shadow starts a Lord Battle: menace, attack, enemy strike, retreat, return through the gate', () => {
    const d = nextToTheLord();
    place(d, 'larva', 'hellgate', 1);
    d.g.heroes[0]!.attack = ['d8', 'd8'];
    // Menace: Baphomet's free attack rolls 6d8; all 1s miss.
    d.forceDice(...ones(6)).answer('move:hellgate');
    expect(d.g.phase).toBe('hell');
    expect(d.g.gate).toBe('hellgate');
    expect(d.g.lords[0]!.area).toBe('hell');
    expect(count(d, 'larva', 'hell')).toBe(1);
    expect(d.prompt).toMatchObject({ kind: 'hellAction', seat: 'h1', rule: 'hell-time' });
    const health = d.g.lords[0]!.health;
    // Lord damage: each die beating toughness 5 is a wound (the rulebook's Jabootu example, with 6 and 8).
    d.forceDice(6, 8).answer('attack');
    d.answer('hit:lord');
    // Both dice spent: the enemies strike back, the larva (1d6) then Baphomet (6d8), all missing.
    d.forceDice(1, ...ones(6)).answer('hit:lord');
    expect(d.g.lords[0]!.health).toBe(health - 2);
    expect(d.eventsOf('attacked').map((e) => e.by)).toEqual(['larva', 'lord']);
    expect(d.prompt.kind).toBe('hellAction');
    d.answer('retreat:crossroads');
    expect(d.g.heroes[0]!.area).toBe('crossroads');
    expect(d.g.lords[0]!.area).toBe('hellgate');
    // The larva came back through the gate, then marched on in the enemy phase that followed.
    expect(d.events.find((e) => e.type === 'moved' && e.figure === 'lord')).toMatchObject({ from: 'hell', to: 'hellgate' });
    expect(count(d, 'larva', 'ruins')).toBe(1);
    expect(d.g.gate).toBeNull();
    expect(d.g.hell).toBeNull();
  });

  it('resolves a token in the Lord\'s area first; its demons join the battle', () => {
    const d = nextToTheLord();
    d.g.tokens.push({ id: 'tk-lord', area: 'hellgate' });
    d.forceDice('I', 'I', 'II', 'III', ...ones(6)).answer('move:hellgate');
    expect(count(d, 'gryllus', 'hell')).toBe(1);
    expect(count(d, 'larva', 'hell')).toBe(1);
  });

  it('the activating hero picks who joins; play resumes with the hero after him', () => {
    const d = nextToTheLord(2);
    d.g.heroes[1]!.area = 'crossroads';
    d.answer('move:hellgate');
    expect(d.prompt).toMatchObject({ kind: 'chooseHellParty', seat: 'h1', min: 0 });
    d.forceDice(...ones(6)).answer([]);
    expect(d.g.hell?.participants).toEqual(['h1']);
    d.answer('retreat:mainStreet');
    expect(d.prompt).toMatchObject({ kind: 'heroAction', seat: 'h2' });
  });

  it('killing the Lord wins the game', () => {
    const d = nextToTheLord();
    d.g.lords[0]!.health = 1;
    d.forceDice(...ones(6)).answer('move:hellgate');
    d.forceDice(6).answer('attack');
    d.answer('hit:lord');
    expect(d.state.result).toMatchObject({ outcome: 'heroes', winners: ['h1'] });
  });

  it('Baphomet\'s wall pays 1 courage per die that beats it', () => {
    const d = nextToTheLord();
    d.g.heroes[0]!.attack = ['d8'];
    d.forceDice(...ones(6)).answer('move:hellgate');
    d.forceDice(7).answer('attack');
    expect(d.prompt.options.map((o) => o.id)).toEqual(['hit:lord', 'part:wall', 'done']);
    d.forceDice(...ones(6)).answer('part:wall');
    expect(d.g.heroes[0]!.courage).toBe(1);
    expect(d.g.lords[0]!.partHits.wall).toBe(1);
  });

  it('the Lord\'s advance onto heroes starts Hell Time in the enemy phase; the minion attacks follow', () => {
    const d = start();
    clearMap(d);
    d.g.legion = 'phlegethon';
    d.g.heroes[0]!.area = 'ruins';
    d.g.despair = 6;
    d.g.lordTrack = 4;
    skipTo(d, 'heroAction');
    d.forceDice(...ones(6)).answer('end-turn');
    expect(d.g.lords[0]!.area).toBe('hell');
    expect(d.g.lords[0]!.shadow).toEqual(['hellgate', 'ruins']);
    expect(d.g.fourth).toHaveLength(1); // spawned before the battle
    expect(d.prompt.kind).toBe('hellAction');
  });
});

// "No other game events happen in Hell Time. Demons don't move. Despair doesn't advance." (The Battle Itself)
describe('Hell Time holds back the normal game', () => {
  function twoInHell(prep?: (d: ReturnType<typeof nextToTheLord>) => void) {
    const d = nextToTheLord(2);
    for (const h of d.g.heroes) h.patrol = { type: null, count: 0 };
    prep?.(d);
    d.answer('move:hellgate');
    expect(d.prompt.kind).toBe('chooseHellParty');
    d.forceDice(...ones(6)).answer(['h2']);
    // Baphomet's menace: the captain picks who takes the free attack (all 1s miss).
    if (d.prompt.kind === 'chooseVictim') d.answer('h1');
    return d;
  }

  it('a hero retreating onto an invasion token reveals it only when Hell Time is over', () => {
    const d = twoInHell((d) => d.g.tokens.push({ id: 'tk-x', area: 'crossroads' }));
    d.answer('retreat:crossroads');
    expect(d.eventsOf('tokenRevealed')).toEqual([]);
    expect(d.g.tokens.map((t) => t.id)).toContain('tk-x');
    expect(d.prompt).toMatchObject({ kind: 'hellAction', seat: 'h2' });
    d.answer('retreat:mainStreet');
    // Normal time again: the Lord goes back through the gate, then the token with a hero on it is revealed.
    const lordBack = d.events.findIndex((e) => e.type === 'moved' && e.figure === 'lord');
    const reveal = d.events.findIndex((e) => e.type === 'tokenRevealed' && e.area === 'crossroads');
    expect(lordBack).toBeGreaterThanOrEqual(0);
    expect(reveal).toBeGreaterThan(lordBack);
    expect(d.g.tokens.map((t) => t.id)).not.toContain('tk-x');
  });

  // "Stunned heroes must lose their next attack or move, after which they recover" (glossary); in Hell
  // a hero "may perform no game actions except for attacking or retreating".
  it('a stunned hero spends his Hell turn getting up: no attack, no retreat; a given-up attack also puts out his fire', () => {
    const d = twoInHell((d) => {
      d.g.heroes[1]!.stunned = true;
      d.g.heroes[1]!.fire = true;
    });
    const health = d.g.heroes[1]!.health;
    // h1 leaves; h2's turn is lost to the stun; Baphomet's 6d8 (all 1s) strike back at h2 alone.
    d.forceDice(...ones(6)).answer('retreat:crossroads');
    expect(d.g.heroes[1]).toMatchObject({ stunned: false, fire: false, health: health - 1 });
    expect(d.eventsOf('statusChanged').map((e) => e.status)).toEqual(['stun', 'fire']);
    expect(d.eventsOf('attacked').map((e) => e.target)).toEqual(['h2']);
    // Next round he is up and chooses again.
    expect(d.prompt).toMatchObject({ kind: 'hellAction', seat: 'h2' });
    expect(d.prompt.options.map((o) => o.id)).toContain('attack');
  });

  it('a hero stunned by a blow in Hell loses his next Hell turn (the Secutor: "a hero it damages is stunned")', () => {
    const d = twoInHell((d) => {
      d.g.fourth.push({ id: 'fc-sec', defId: 'secutor', area: 'hellgate', damage: 0 });
      d.g.legion = 'acheron'; // no fire from Phlegethon
    });
    const health = d.g.heroes[1]!.health;
    d.answer('retreat:crossroads');
    expect(d.prompt).toMatchObject({ kind: 'hellAction', seat: 'h2' });
    // h2's 1d6 misses. The Secutor (4d8) lands one hit on him and stuns him; Baphomet (6d8) misses.
    d.forceDice(1, 8, 1, 1, 1, ...ones(6), ...ones(10)).answer('attack');
    // (Naomi may reroll her 1 with Focus: she does not.)
    if (d.prompt.kind === 'attackReroll') d.answer('pass');
    if (d.prompt.kind === 'assignDice') d.answer('done');
    expect(d.g.heroes[1]!.health).toBe(health - 1);
    // Round two: his turn is lost getting up, the enemies strike again (all miss); round three he chooses.
    expect(d.eventsOf('statusChanged').map((e) => [e.status, e.value])).toEqual([['stun', 1], ['stun', 0]]);
    expect(d.eventsOf('attacked')).toHaveLength(4);
    expect(d.g.heroes[1]!.stunned).toBe(false);
    expect(d.prompt).toMatchObject({ kind: 'hellAction', seat: 'h2' });
  });

  // "at doom 3 and doom 7, the legion changes" - but not inside Hell Time: it waits for the battle's end.
  it('doom from a hero dying in Hell changes the legion only after Hell Time', () => {
    const d = twoInHell((d) => {
      d.g.doom = 2;
      d.g.heroes[1]!.stunned = true;
      d.g.heroes[1]!.health = 1;
    });
    d.forceDice(...Array.from({ length: 6 }, () => 8)).answer('retreat:crossroads');
    expect(d.g.heroes[1]!.dead).toBe(true);
    expect(d.g.doom).toBe(4);
    const died = d.events.findIndex((e) => e.type === 'doomScored');
    const lordBack = d.events.findIndex((e) => e.type === 'moved' && e.figure === 'lord' && e.from === 'hell');
    const legion = d.events.findIndex((e) => e.type === 'legionChanged');
    expect(died).toBeGreaterThanOrEqual(0);
    expect(legion).toBeGreaterThan(lordBack);
    expect(lordBack).toBeGreaterThan(died);
  });
});

describe('Doomgate', () => {
  it('the start and the Lord\'s Shadow are adjacent: a hero steps from the start straight into Hell Time', () => {
    const d = start({ map: 'doomgate' });
    clearMap(d);
    d.g.legion = 'phlegethon';
    skipTo(d, 'heroAction');
    expect(d.prompt.options.map((o) => o.id)).toContain('move:doomgate');
    d.forceDice(...ones(6)).answer('move:doomgate');
    expect(d.g.phase).toBe('hell');
    expect(d.g.doom).toBe(0);
  });
});
