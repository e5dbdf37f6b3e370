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
