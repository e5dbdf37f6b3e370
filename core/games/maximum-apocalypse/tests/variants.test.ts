// Veteran + Dog notes, the solo modes, the Day/Night cycle and the variants (Pandemic, Maximum, token cap).
import { describe, expect, it } from 'vitest';
import { createDriver } from '../../../engine/driver';
import { DEFAULT_OPTIONS, maximumApocalypse } from '..';
import { stealth, storageLimit } from '../rules/queries';
import type { MAState } from '../state';
import { act, attach, clearMonsters, equip, finishTurn, go, hand, layout, monsterTop, place, refreshActions, survivor, table, tile } from './helpers';

describe('Veteran + Dog notes', () => {
  function vet() {
    const d = table(['veteran', 'surgeon'], { mission: 'out-of-gas' });
    layout(d, [['0,0', 'van', true], ['1,0', 'hospital-4', true], ['2,0', 'farm-10', true]]);
    place(d, 'surgeon', '2,0');
    clearMonsters(d);
    return d;
  }

  it('"you can select which enemy is attacking which character but must evenly distribute enemies"', () => {
    const d = vet();
    attach(d, 'veteran', 'walker#1');
    attach(d, 'veteran', 'runner#1');
    go(d, 'veteran', 6, 6);
    finishTurn(d, 6, 6);
    expect(d.prompt.kind).toBe('assignAttackers');
    expect([d.prompt.min, d.prompt.max]).toEqual([1, 1]);
    d.answer('walker#1');
    if (d.prompt.kind === 'stampedeTarget') d.answer(d.prompt.options[0]!.id);
    expect(survivor(d, 'veteran').bodies.map((b) => b.health)).toEqual([12, 4]);
  });

  it('"if you end your turn on the hospital, you can restore 2 health to both characters"; "The Veteran and Dog share a hunger die"', () => {
    const d = vet();
    place(d, 'veteran', '1,0');
    survivor(d, 'veteran').bodies[0]!.health = 5;
    survivor(d, 'veteran').bodies[1]!.health = 2;
    go(d, 'veteran', 6, 6);
    finishTurn(d, 6, 6);
    expect(survivor(d, 'veteran').bodies.map((b) => b.health)).toEqual([7, 4]);
    expect(survivor(d, 'veteran').hunger).toBe(2);
  });

  it('"If both characters are alive, use the lower stealth statistic"; storage 4 and 0', () => {
    const d = vet();
    const v = survivor(d, 'veteran');
    expect(stealth(d.g, v)).toBe(8);
    v.bodies[0]!.dead = true;
    v.bodies[0]!.health = 0;
    expect(stealth(d.g, v)).toBe(9);
  });

  it('"If one character dies, you can continue playing until the other character is eliminated" (the Dog alone has no storage)', () => {
    const d = vet();
    equip(d, 'veteran', 'combat-knife#1');
    attach(d, 'veteran', 'walker#1');
    survivor(d, 'veteran').bodies[0]!.health = 1;
    go(d, 'veteran', 6, 6);
    finishTurn(d, 6, 6);
    if (d.prompt.kind === 'assignAttackers') d.answer([]);
    const v = survivor(d, 'veteran');
    expect(v.dead).toBe(false);
    expect(v.bodies[0]!.dead).toBe(true);
    expect(d.prompt.kind).toBe('discardGear');
  });
});

describe('Solo modes', () => {
  it('multi-class: the two characters take turns from one shared hand', () => {
    const d = createDriver<MAState>(maximumApocalypse, { options: { ...DEFAULT_OPTIONS, survivors: 1, solo: 'multiClass', class1: 'ronin', class2: 'surgeon', mapBuild: 'grid' } as never, seed: 5 });
    while (d.prompt.kind === 'mulligan') d.answer([]);
    if (d.prompt.kind === 'firstPlayer') d.answer('c1');
    while (d.prompt.kind !== 'action') d.answer(d.prompt.options[0]!.id);
    expect(d.g.turnState!.survivor).toBe('c1');
    const shared = d.g.pools[0]!;
    expect(d.g.survivors.every((s) => s.pool === shared.id)).toBe(true);
    finishTurn(d, 6, 6);
    while (d.prompt.kind !== 'action') d.answer(d.prompt.options[0]!.id);
    expect(d.g.turnState!.survivor).toBe('c2');
    expect(d.prompt.seat).toBe('s1');
  });

  it('Allies: an ally drawn instead of a monster is recruited by discarding its cost, adds storage, and carries on when the character falls', () => {
    const d = table(['surgeon'], { solo: 'allies', allies: 3, mission: 'out-of-gas' });
    while (d.prompt.kind !== 'action') d.answer(d.prompt.options.some((o) => o.id === 'damage') ? 'damage' : d.prompt.options[0]!.id);
    clearMonsters(d);
    const s = survivor(d, 'surgeon');
    const ally = d.g.monsterDeck.draw.find((c) => c.startsWith('ally-'))!;
    monsterTop(d, [ally]);
    // Meeting it: a tile's monster draw brings the ally instead.
    d.g.monsterDeck.draw.shift();
    s.allies = [{ card: ally, health: 5, recruited: false }];
    hand(d, 'surgeon', [...d.g.scavenge.blue.slice(0, 3), ...d.g.scavenge.green.slice(0, 3), ...d.g.scavenge.red.slice(0, 3)]);
    for (const c of ['blue', 'green', 'red'] as const) d.g.scavenge[c].splice(0, 3);
    refreshActions(d);
    const limit = storageLimit(survivor(d, 'surgeon'));
    act(d, `recruit:${ally}`);
    if ((d.prompt.kind as string) === 'payAlly') d.answer(d.prompt.options.slice(0, d.prompt.min).map((o) => o.id));
    expect(survivor(d, 'surgeon').allies[0]!.recruited).toBe(true);
    expect(storageLimit(survivor(d, 'surgeon'))).toBeGreaterThan(limit);
    // The Surgeon falls: the ally takes over with its class deck and 4 cards.
    survivor(d, 'surgeon').bodies[0]!.health = 1;
    attach(d, 'surgeon', 'walker#1');
    finishTurn(d, 6, 6);
    const after = d.g.survivors[0]!;
    expect(after.dead).toBe(false);
    expect(after.classId).not.toBe('surgeon');
    expect(after.allies).toEqual([]);
    expect(d.g.pools[0]!.hand.length).toBeGreaterThanOrEqual(4);
    expect(d.state.result).toBeNull();
  });
});

describe('Day/Night Cycle', () => {
  function night() {
    const d = table(['gunslinger', 'surgeon'], { mission: 'out-of-gas', dayNight: true });
    layout(d, [['0,0', 'van', true], ['1,0', 'gas-station-5', true], ['2,0', 'hospital-4', true], ['1,1', 'farm-10', true]]);
    clearMonsters(d);
    return d;
  }

  it('"When the day side is showing, flip the top card of the deck to the night side and resolve any effects"', () => {
    const d = night();
    d.g.dayNight!.draw = ['night-9', ...d.g.dayNight!.draw.filter((c) => c !== 'night-9')]; // a Cold Snap
    go(d, 'gunslinger', 6, 6);
    finishTurn(d, 6, 6);
    finishTurn(d, 6, 6);
    expect(d.g.dayNight!.night).toBe('night-9');
    expect(d.g.survivors.map((s) => s.hunger)).toEqual([3, 3]);
  });

  it('"When the night side is showing ... All Monster tokens move according to the red arrow"; onto a player: a monster; never off the map', () => {
    const d = night();
    place(d, 'surgeon', '2,0');
    const rest = d.g.dayNight!.draw.filter((c) => c !== 'night-1' && c !== 'night-2');
    d.g.dayNight!.draw = ['night-1', 'night-2', ...rest]; // night-2's back shows east
    d.g.dayNight!.night = 'night-1';
    tile(d, '1,0').tokens = 1;
    tile(d, '2,0').tokens = 1;
    tile(d, '1,1').tokens = 2;
    d.g.tokenSupply -= 4;
    monsterTop(d, ['walker#1']);
    go(d, 'gunslinger', 6, 6);
    finishTurn(d, 6, 6);
    finishTurn(d, 6, 6);
    expect(d.g.dayNight!.night).toBeNull();
    expect(tile(d, '1,1').tokens).toBe(2); // nothing east of it: it stays
    expect(tile(d, '2,0').tokens).toBe(1); // the token from the east edge stays put
    expect(d.g.monsters.map((m) => [m.card, m.owner])).toEqual([['walker#1', 'c2']]); // the Gas Station's token reached the Surgeon
  });

  it('Moonless Night lowers stealth until dawn; Full Moon raises monster damage', () => {
    const d = night();
    const before = stealth(d.g, survivor(d, 'gunslinger'));
    d.g.dayNight!.night = 'night-5';
    expect(stealth(d.g, survivor(d, 'gunslinger'))).toBe(before - 1);
  });
});

describe('Variants', () => {
  it('Pandemic: "whenever you roll a tile with 3 Monster tokens already on the tile ... place a Monster token on all adjacent tiles"', () => {
    const d = table(['gunslinger', 'surgeon'], { mission: 'out-of-gas', pandemic: true });
    layout(d, [['0,0', 'van', true], ['1,0', 'gas-station-5', true, 3], ['2,0', 'hospital-4', false], ['1,1', 'farm-10', true]]);
    clearMonsters(d);
    go(d, 'gunslinger', 2, 3);
    expect([tile(d, '0,0').tokens, tile(d, '2,0').tokens, tile(d, '1,1').tokens]).toEqual([0, 1, 1]);
  });

  it('without the token cap ("Remove the 3 Monster token cap") a tile takes a fourth token', () => {
    const d = table(['gunslinger', 'surgeon'], { mission: 'out-of-gas', tokenCap: false });
    layout(d, [['0,0', 'van', true], ['1,0', 'gas-station-5', true, 3]]);
    clearMonsters(d);
    go(d, 'gunslinger', 2, 3);
    expect(tile(d, '1,0').tokens).toBe(4);
  });

  it('Maximum variant: a second monster set mashed into the deck', () => {
    const d = createDriver<MAState>(maximumApocalypse, { options: { ...DEFAULT_OPTIONS, mission: 'out-of-gas', extraSet: 'alien', mapBuild: 'grid' } as never, seed: 1 });
    const all = [...d.g.monsterDeck.draw, ...d.g.monsterDeck.discard, ...d.g.monsters.map((m) => m.card)];
    expect(all.length).toBe(30);
    expect(all.some((c) => c.startsWith('drone'))).toBe(true);
  });
});
