// The turn sequence, steps 1-7, through the test driver.
import { describe, expect, it } from 'vitest';
import { act, attach, clearMonsters, deckTop, finishTurn, go, hand, health, layout, monsterTop, optionIds, place, poolOf, refreshActions, survivor, table, tile } from './helpers';

function twoOnAMap(opts = {}) {
  const d = table(['ranger', 'fireman'], { mission: 'out-of-gas', ...opts });
  layout(d, [['0,0', 'van', true], ['1,0', 'gas-station-5', true], ['2,0', 'police-station-6', true], ['0,1', 'forest-8', false], ['1,1', 'open-field-9', true], ['2,1', 'hospital-4', true]]);
  clearMonsters(d);
  return d;
}

describe('1. Spawn Monsters', () => {
  it('"Place a Monster token on any face up map tile where the Monster Spawn number matches"; face-down tiles get none', () => {
    const d = twoOnAMap();
    place(d, 'ranger', '2,1');
    place(d, 'fireman', '2,1');
    go(d, 'ranger', 4, 4); // 8: only the face-down Forest shows 8
    expect(d.g.tiles.reduce((n, t) => n + t.tokens, 0)).toBe(0);
  });

  it('"The maximum is 3 Monster tokens per tile"', () => {
    const d = twoOnAMap();
    tile(d, '1,0').tokens = 3;
    d.g.tokenSupply -= 3;
    place(d, 'ranger', '2,1');
    place(d, 'fireman', '2,1');
    go(d, 'ranger', 2, 3); // 5: the Gas Station is full
    expect(tile(d, '1,0').tokens).toBe(3);
  });

  it('"All players occupying a tile whose Monster Spawn matches the roll must draw a monster" instead of a token', () => {
    const d = twoOnAMap();
    monsterTop(d, ['walker#1', 'walker#2']);
    go(d, 'ranger', 3, 3); // 6: the Van, where both stand
    expect(tile(d, '0,0').tokens).toBe(0);
    expect(d.g.monsters.map((m) => [m.card, m.owner])).toEqual([['walker#1', 'c1'], ['walker#2', 'c2']]);
  });

  it('spawn tokens: "If no monster spawn occurs, do not return the token"; a spawn returns all set-aside tokens; ambush draws a monster', () => {
    const d = twoOnAMap({ spawn: 'tokens', difficulty: 'normal' });
    const bag = d.g.spawnBag!;
    bag.aside = bag.pool.filter((t) => t !== 'safe#1' && t !== 'n5#1');
    bag.pool = ['safe#1'];
    place(d, 'ranger', '2,1');
    place(d, 'fireman', '2,1');
    go(d, 'ranger');
    expect(d.g.spawnBag!.aside).toContain('safe#1');
    expect(d.g.spawnBag!.pool).toHaveLength(0);
    // Next turn the pool is empty: everything comes back, and a spawning token returns the rest.
    d.g.spawnBag!.pool = ['n5#1'];
    finishTurn(d);
    expect(tile(d, '1,0').tokens).toBe(1);
    expect(d.g.spawnBag!.aside).toHaveLength(0);
  });

  it('an Ambush token makes the survivor whose turn it is draw a monster', () => {
    const d = twoOnAMap({ spawn: 'tokens', difficulty: 'insane' });
    d.g.spawnBag!.pool = ['ambush#1'];
    monsterTop(d, ['runner#1']);
    place(d, 'fireman', '2,1');
    go(d, 'ranger');
    expect(d.g.monsters.map((m) => m.owner)).toEqual(['c1']);
  });
});

describe('2. Draw a Card', () => {
  it('draws one card; "If your deck is empty and you cannot draw a card, you are eliminated"', () => {
    const d = twoOnAMap();
    place(d, 'fireman', '2,1');
    deckTop(d, 'ranger', ['hoof-it#1']);
    go(d, 'ranger', 6, 6);
    expect(poolOf(d, 'ranger').hand).toContain('hoof-it#1');
    // Empty the Fireman's deck: his turn's draw kills him.
    poolOf(d, 'fireman').discard.push(...poolOf(d, 'fireman').draw.splice(0));
    finishTurn(d, 6, 6);
    expect(survivor(d, 'fireman').dead).toBe(true);
    expect(d.events.some((e) => e.type === 'survivorDied')).toBe(true);
  });
});

describe('3. Take Actions', () => {
  it('"You must take 4 actions": end is offered only when none are left', () => {
    const d = twoOnAMap();
    go(d, 'ranger', 6, 6);
    expect(optionIds(d)).not.toContain('end');
    for (let i = 0; i < 4; i++) act(d, 'draw');
    expect(optionIds(d)).toContain('end');
    expect(optionIds(d).some((o) => o.startsWith('move:') || o === 'draw')).toBe(false);
  });

  it('"you can only scavenge on a specific tile once per turn"; monsters do not stop scavenging', () => {
    const d = twoOnAMap();
    place(d, 'ranger', '1,0');
    attach(d, 'ranger', 'walker#1');
    go(d, 'ranger', 6, 6);
    expect(optionIds(d)).toContain('scavenge');
    act(d, 'scavenge');
    if (d.prompt.kind === 'equipOrLose') d.answer('equip');
    expect(optionIds(d)).not.toContain('scavenge');
  });

  it('"If there is no symbol in the upper left, you cannot scavenge on the tile"', () => {
    const d = twoOnAMap();
    place(d, 'ranger', '1,1');
    go(d, 'ranger', 6, 6);
    expect(optionIds(d)).not.toContain('scavenge');
  });

  it('free: "discard two of your Survivor cards from your hand to draw a new card", once per turn', () => {
    const d = twoOnAMap();
    hand(d, 'ranger', ['snare#1', 'snare#2', 'trail-mix#1']);
    go(d, 'ranger', 6, 6);
    const before = d.g.turnState!.actionsLeft;
    act(d, 'swap');
    d.answer(['snare#1', 'snare#2']);
    expect(d.g.turnState!.actionsLeft).toBe(before);
    expect(poolOf(d, 'ranger').discard).toEqual(expect.arrayContaining(['snare#1', 'snare#2']));
    expect(optionIds(d)).not.toContain('swap');
  });

  it('free: trade scavenge cards "as long as you are on the same tile" (not survivor cards), once per turn', () => {
    const d = twoOnAMap();
    hand(d, 'ranger', ['fresh-meat#1', 'snare#1']);
    hand(d, 'fireman', ['medkit#1']);
    go(d, 'ranger', 6, 6);
    act(d, 'trade:c2');
    expect(d.prompt.options.map((o) => o.id).sort()).toEqual(['fresh-meat#1', 'medkit#1']);
    d.answer(['fresh-meat#1', 'medkit#1']);
    expect(poolOf(d, 'ranger').hand).toEqual(expect.arrayContaining(['snare#1', 'medkit#1']));
    expect(poolOf(d, 'ranger').hand).not.toContain('fresh-meat#1');
    expect(poolOf(d, 'fireman').hand).toEqual(['fresh-meat#1']);
    expect(optionIds(d).some((o) => o.startsWith('trade:'))).toBe(false);
    // Apart, there is no trading.
    place(d, 'fireman', '2,1');
    d.g.turnState!.tradeUsed = false;
    refreshActions(d);
    expect(optionIds(d).some((o) => o.startsWith('trade:'))).toBe(false);
  });

  it('free: "If you are on the Van tile, you may fuel up the Van" (the fuel leaves the game and counts)', () => {
    const d = twoOnAMap();
    survivor(d, 'ranger').gear.push({ card: 'fuel#1', ammo: null, bonus: 0 });
    d.g.scavenge.red = d.g.scavenge.red.filter((c) => c !== 'fuel#1');
    go(d, 'ranger', 6, 6);
    act(d, 'deliver');
    expect(d.g.mission.fuel).toBe(1);
    expect(d.g.removed).toContain('fuel#1');
    expect(survivor(d, 'ranger').gear).toEqual([]);
  });
});

describe('4-7. End effects, hunger, monsters, win check', () => {
  it('4. "if you\'re sitting on an Open Field tile, you would draw a monster and then it would activate"', () => {
    const d = twoOnAMap();
    place(d, 'ranger', '1,1');
    place(d, 'fireman', '2,1');
    monsterTop(d, ['walker#1']);
    go(d, 'ranger', 6, 6);
    const hp = health(d, 'ranger');
    finishTurn(d, 6, 6);
    expect(d.g.monsters.map((m) => m.card)).toEqual(['walker#1']);
    expect(health(d, 'ranger')).toBe(hp - 2);
  });

  it('5. hunger +1 a turn; at 6 the card flips and 2 damage that nothing reduces; further rises follow the track; the skull kills', () => {
    const d = twoOnAMap();
    place(d, 'fireman', '2,1');
    survivor(d, 'ranger').hunger = 5;
    survivor(d, 'ranger').gear.push({ card: 'ranger-hat#1', ammo: null, bonus: 0 });
    go(d, 'ranger', 6, 6);
    finishTurn(d, 6, 6);
    expect(survivor(d, 'ranger').starving).toBe(1);
    expect(health(d, 'ranger')).toBe(14 - 2);
    const r = survivor(d, 'ranger');
    r.starving = 3;
    finishTurn(d, 6, 6); // the Fireman's turn
    finishTurn(d, 6, 6); // the Ranger starves past the last step
    expect(survivor(d, 'ranger').dead).toBe(true);
  });

  it('6. attached monsters attack their host and every other player in range; stunned ones do not', () => {
    const d = twoOnAMap();
    place(d, 'fireman', '1,0'); // next to the Ranger on the Van
    attach(d, 'ranger', 'screamer#1'); // mid range
    attach(d, 'ranger', 'walker#1');
    d.g.monsters[1]!.stunned = true;
    go(d, 'ranger', 6, 6);
    // A new turn clears the Ranger's stuns: stun the Walker again now.
    d.g.monsters.find((m) => m.card === 'walker#1')!.stunned = true;
    const [r, f] = [health(d, 'ranger'), health(d, 'fireman')];
    finishTurn(d, 6, 6);
    expect(health(d, 'ranger')).toBe(r - 1);
    expect(health(d, 'fireman')).toBe(f - 1);
  });

  it('7. "Once you have completed your mission ... and all players have returned to the Van ... you win"', () => {
    const d = twoOnAMap();
    go(d, 'ranger', 6, 6);
    d.g.mission.fuel = 3;
    finishTurn(d, 6, 6);
    expect(d.state.result?.outcome).toBe('survivors');
  });

  it('the win waits until every living survivor is on the Van', () => {
    const d = twoOnAMap();
    place(d, 'fireman', '2,1');
    go(d, 'ranger', 6, 6);
    d.g.mission.fuel = 3;
    finishTurn(d, 6, 6);
    expect(d.state.result).toBeNull();
    expect(d.g.mission.done).toBe(true);
  });
});
