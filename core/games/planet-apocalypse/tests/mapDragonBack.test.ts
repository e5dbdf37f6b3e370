// The Dragon Back map (rulebook "The Dragon Back Map"): each special rule in play.
import { describe, expect, it } from 'vitest';
import { planetApocalypse } from '..';
import { MAPS } from '../content';
import type { PAView } from '../view';
import { lordHealth } from '../rules/setup';
import { clearMap, count, place, skipTo, start } from './helpers';

const game = (seed = 1) => start({ map: 'dragonBack', expansionDemons: false }, seed);
/** From the hero's first action to the next team phase: the hero ends his turn and the enemy plays. */
function enemyTurn(d: ReturnType<typeof game>): void {
  skipTo(d, 'heroAction');
  d.answer('end-turn');
}

describe('The Dragon Back map', () => {
  it('is a map of New game', () => {
    expect(MAPS.dragonBack?.name).toBe('Dragon Back');
  });

  it('"Heroes start at the Cathedral"; two Lords, the one on the tail "a Lesser Lord" with "1/3 normal health (round fractions up)"; two kinds of tokens', () => {
    const d = game();
    expect(d.g.heroes[0]!.area).toBe('cathedral');
    expect(d.g.lords.map((l) => [l.area, l.shadow])).toEqual([['head', ['head']], ['tail', ['tail']]]);
    const tail = d.g.lords[1]!;
    expect(tail.health).toBe(Math.ceil(lordHealth(tail.defId, 1, false) / 3));
    expect(d.g.lords[0]!.health).toBe(lordHealth(d.g.lords[0]!.defId, 1, false));
    // A token in every area but the Cathedral; those on the hindbody are hindbody tokens.
    expect(d.g.tokens.map((t) => t.area).sort()).toEqual(['head', 'hips', 'neck', 'spine', 'tail', 'withers']);
    expect(d.g.tokens.filter((t) => t.limbo).map((t) => t.area).sort()).toEqual(['hips', 'tail']);
    // On the table the two kinds read differently.
    const view = d.view<PAView>('h1').game;
    const name = (area: string) => planetApocalypse.inspect!(view, { kind: 'token', id: d.g.tokens.find((t) => t.area === area)!.id })!.name;
    expect([name('hips'), name('neck')]).toEqual(['Hindbody invasion token', 'Invasion token']);
  });

  it('"Invasion tokens on the hindbody (Hips, Tail) only resolve into Limbo minions", even "just as it enters the Cathedral"', () => {
    const d = game();
    clearMap(d);
    d.g.despairDice = 7;
    d.g.tokens.push({ id: 'tkH', area: 'spine', limbo: true });
    enemyTurn(d);
    // The example's seven dice: one First Circle, two Second Circle, three Limbo... only the three larvae come.
    expect(d.g.tokens.find((t) => t.id === 'tkH')).toBeUndefined();
    expect(d.g.minions.every((m) => m.kind === 'larva')).toBe(true);
  });

  it('the example: seven despair dice on a hindbody token bring only the three larvae', () => {
    const d = game();
    clearMap(d);
    d.g.despairDice = 7;
    d.g.heroes[0]!.area = 'spine';
    d.g.tokens.push({ id: 'tkH', area: 'hips', limbo: true });
    skipTo(d, 'heroAction');
    d.forceDice('I', 'I', 'II', 'II', 'II', 'II', 'III').answer('move:hips');
    expect(count(d, 'larva', 'hips')).toBe(3);
    expect(count(d, 'gryllus') + count(d, 'fiend') + count(d, 'cacodemon')).toBe(0);
  });

  it('a plain token (from the Head) brings every circle', () => {
    const d = game();
    clearMap(d);
    d.g.despairDice = 7;
    d.g.heroes[0]!.area = 'withers';
    d.g.tokens.push({ id: 'tkP', area: 'neck' });
    skipTo(d, 'heroAction');
    d.forceDice('I', 'I', 'II', 'II', 'II', 'II', 'III').answer('move:neck');
    expect([count(d, 'larva', 'neck'), count(d, 'gryllus', 'neck'), count(d, 'fiend', 'neck')]).toEqual([3, 1, 2]);
  });

  it('each Lord spawns a token in his area, the Tail\'s a hindbody token', () => {
    const d = game();
    clearMap(d);
    enemyTurn(d);
    expect(d.g.tokens.map((t) => [t.area, t.limbo === true]).sort()).toEqual([['head', false], ['tail', true]]);
  });

  it('"Minions follow the arrows to the Cathedral, where they resolve (whether or not humans are present), and accumulate"', () => {
    const d = game();
    clearMap(d);
    d.g.heroes[0]!.area = 'neck';
    place(d, 'gryllus', 'cathedral');
    place(d, 'larva', 'withers');
    d.g.tokens.push({ id: 'tkS', area: 'spine' });
    enemyTurn(d);
    // Nobody left the world: no exit doom (the 1 is the gryllus already in the Crown at the start of the
    // enemy phase); the token entering the Cathedral was revealed with no hero there.
    expect(d.eventsOf('exited')).toHaveLength(0);
    expect(d.g.doom).toBe(1);
    expect(count(d, 'gryllus', 'cathedral')).toBeGreaterThanOrEqual(1);
    expect(count(d, 'larva', 'cathedral')).toBeGreaterThanOrEqual(1);
    expect(d.g.tokens.some((t) => t.area === 'cathedral')).toBe(false);
    expect(d.eventsOf('tokenRevealed').some((e) => e.area === 'cathedral')).toBe(true);
  });

  it('"At the very start of the enemy phase, score 1 doom per minion (4 for a Fourth Circle demon) in the Crown"', () => {
    const d = game();
    clearMap(d);
    d.g.heroes[0]!.area = 'neck';
    place(d, 'larva', 'cathedral', 2);
    place(d, 'fiend', 'cathedral');
    d.g.fourth.push({ id: 'fcX', defId: 'catoblepas', area: 'cathedral', damage: 0 });
    enemyTurn(d);
    const first = d.eventsOf('doomScored')[0]!;
    expect(first).toMatchObject({ amount: 7, from: 0, to: 7 });
    // It came before the despair segment.
    const log = d.events.map((e) => e.type);
    expect(log.indexOf('doomScored')).toBeLessThan(log.findIndex((t) => t === 'trackChanged'));
  });

  it('Lord segment: gifts replaced, "Spawn a Fourth Circle demon in one of the two Lords\' areas (captain\'s choice)", "Lords do not move or extend their Shadow"', () => {
    const d = game();
    clearMap(d);
    d.g.despair = 6;
    d.g.lordTrack = 4;
    d.g.fourthDeck = ['catoblepas'];
    const panel = [...d.g.panel];
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.prompt.kind).toBe('fourthLordArea');
    expect(d.prompt.options.map((o) => o.id).sort()).toEqual(['area:head', 'area:tail']);
    d.answer('area:tail');
    expect(d.g.panel).not.toEqual(panel);
    expect(d.g.lords.map((l) => [l.area, l.shadow])).toEqual([['head', ['head']], ['tail', ['tail']]]);
    // It rose on the Tail and marched one area toward the Cathedral.
    expect(d.g.fourth.map((f) => f.area)).toEqual(['hips']);
  });

  it('Twin Lords: "When a Lord is banished, it stops spawning minions, and its Shadow is removed. New Fourth Circle demons thenceforth spawn in the remaining Lord\'s area"', () => {
    const d = game();
    clearMap(d);
    Object.assign(d.g.lords[0]!, { dead: true, shadow: [] });
    d.g.despair = 6;
    d.g.lordTrack = 4;
    d.g.fourthDeck = ['catoblepas'];
    enemyTurn(d);
    expect(d.prompt.kind).not.toBe('fourthLordArea');
    expect(d.g.fourth.map((f) => f.area)).toEqual(['hips']);
    expect(d.g.tokens.map((t) => t.area)).toEqual(['tail']);
    expect(d.g.lords[0]!.shadow).toEqual([]);
  });

  it('banishing one Lord does not win; banishing both does', () => {
    const d = game();
    clearMap(d);
    d.g.legion = 'phlegethon';
    d.g.heroes[0]!.area = 'hips';
    d.g.lords[1]!.defId = 'baphomet';
    d.g.lords[1]!.health = 1;
    skipTo(d, 'heroAction');
    d.forceDice(1, 1, 1, 1, 1, 1).answer('move:tail');
    expect(d.g.hell?.lord).toBe('lord2');
    d.forceDice(6).answer('attack');
    d.answer('hit:lord2');
    expect(d.g.lords[1]!.dead).toBe(true);
    expect(d.state.result).toBeNull();
  });
});
