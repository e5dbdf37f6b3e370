// End of Game: death and what it leaves, losing, the first-death variant; missions' objectives and bosses.
import { describe, expect, it } from 'vitest';
import { act, attach, clearMonsters, finishTurn, go, hand, layout, monsterTop, optionIds, place, poolOf, survivor, table, tile } from './helpers';

function field(mission = 'out-of-gas', opts = {}) {
  const d = table(['gunslinger', 'surgeon'], { mission, ...opts });
  layout(d, [['0,0', 'van', true], ['1,0', 'gas-station-5', true], ['2,0', 'hospital-4', false], ['0,1', 'farm-10', true]]);
  clearMonsters(d);
  return d;
}

describe('Death', () => {
  it('"All monsters attached to that character are discarded and replaced with Monster tokens. Any Scavenge cards ... are considered at the location"', () => {
    const d = field();
    attach(d, 'surgeon', 'walker#1');
    attach(d, 'surgeon', 'walker#2');
    place(d, 'surgeon', '1,0');
    survivor(d, 'surgeon').bodies[0]!.health = 1;
    survivor(d, 'surgeon').gear.push({ card: 'fuel#1', ammo: null, bonus: 0 });
    d.g.scavenge.red = d.g.scavenge.red.filter((c) => c !== 'fuel#1');
    hand(d, 'surgeon', ['bandages#1', 'stitch-up#1']);
    go(d, 'gunslinger', 6, 6);
    finishTurn(d, 6, 6);
    finishTurn(d, 6, 6); // the Surgeon's own monsters end her turn
    expect(survivor(d, 'surgeon').dead).toBe(true);
    expect(tile(d, '1,0').tokens).toBe(2);
    expect(d.g.monsterDeck.discard).toEqual(expect.arrayContaining(['walker#1', 'walker#2']));
    expect(tile(d, '1,0').dropped.sort()).toEqual(['bandages#1', 'fuel#1']);
    expect(d.state.result).toBeNull();
  });

  it('"you can place these cards on the tile to be picked up by other players as a free action"', () => {
    const d = field();
    tile(d, '0,0').dropped = ['bandages#1'];
    d.g.scavenge.blue = d.g.scavenge.blue.filter((c) => c !== 'bandages#1');
    place(d, 'surgeon', '0,1');
    go(d, 'gunslinger', 6, 6);
    const left = d.g.turnState!.actionsLeft;
    act(d, 'pickup');
    expect(poolOf(d, 'gunslinger').hand).toContain('bandages#1');
    expect(d.g.turnState!.actionsLeft).toBe(left);
  });

  it('"If all players die ... your team loses"', () => {
    const d = field();
    for (const s of d.g.survivors) s.bodies[0]!.health = 1;
    place(d, 'surgeon', '0,0');
    attach(d, 'gunslinger', 'zombie-horde#1');
    go(d, 'gunslinger', 6, 6);
    finishTurn(d, 6, 6);
    expect(d.state.result?.outcome).toBe('monsters');
    expect(d.state.result?.text).toMatch(/Every survivor is dead/);
  });

  it('"if you go to place a Monster token and have run out of tokens, your team loses"', () => {
    const d = field();
    place(d, 'surgeon', '0,1');
    d.g.tokenSupply = 0;
    tile(d, '1,0').tokens = 0;
    // 30 tokens have to be somewhere: park them on the face-down Hospital.
    tile(d, '2,0').tokens = 30;
    d.g.options.tokenCap = false;
    go(d, 'gunslinger', 2, 3); // 5: the Gas Station needs a token
    expect(d.state.result?.outcome).toBe('monsters');
  });

  it('"when any player is eliminated, the game is over" with the first-death option', () => {
    const d = field('out-of-gas', { firstDeathLoses: true });
    survivor(d, 'surgeon').bodies[0]!.health = 1;
    place(d, 'surgeon', '0,0');
    attach(d, 'gunslinger', 'zombie-horde#1');
    go(d, 'gunslinger', 6, 6);
    finishTurn(d, 6, 6);
    expect(d.state.result?.outcome).toBe('monsters');
  });
});

describe('Missions', () => {
  it('a boss kept out is drawn by whoever reveals its tile', () => {
    const d = field('patient-zero');
    d.g.tiles.find((t) => t.key === '2,0')!.def = 'hospital-4';
    place(d, 'gunslinger', '1,0');
    place(d, 'surgeon', '0,1');
    go(d, 'gunslinger', 6, 6);
    act(d, 'move:2,0');
    expect(d.g.monsters.map((m) => m.card)).toContain('patient-zero#1');
    expect(d.g.mission.bossWaiting).toBe(false);
  });

  it('killing the boss, reaching places, delivering relics, surviving rounds and kills all count toward the objective', async () => {
    const { objectiveParts } = await import('../rules/mission');
    const d = field('the-witch-house');
    place(d, 'surgeon', '0,1');
    d.g.tiles.find((t) => t.key === '2,0')!.def = 'church-12';
    place(d, 'gunslinger', '1,0');
    go(d, 'gunslinger', 6, 6);
    act(d, 'move:2,0');
    expect(d.g.mission.visited).toEqual(['church']);
    expect(objectiveParts(d.g).map((p) => [p.id, p.have, p.need])).toEqual([['fuel', 0, 2], ['visit:church', 1, 1], ['visit:lighthouse', 0, 1]]);
  });

  it('Night of the Dead: the rounds are counted at the end of each round', () => {
    const d = field('night-of-the-dead');
    place(d, 'surgeon', '0,0');
    go(d, 'gunslinger', 6, 6);
    finishTurn(d, 6, 6);
    finishTurn(d, 6, 6);
    expect(d.g.mission.roundsDone).toBe(1);
  });

  it('monster tokens cannot be attacked: only monster cards are ever offered as targets', () => {
    const d = field();
    tile(d, '0,0').tokens = 3;
    hand(d, 'gunslinger', ['quick-draw#1']);
    place(d, 'surgeon', '0,1');
    go(d, 'gunslinger', 6, 6);
    expect(optionIds(d)).not.toContain('play:quick-draw#1');
    monsterTop(d, []);
  });
});

describe('Running out of Monster tokens with spawn tokens', () => {
  it('the spawn token that found no Monster token to place is still accounted for', async () => {
    const { invariants } = await import('../invariants');
    const d = field('out-of-gas', { spawn: 'tokens', difficulty: 'insane' });
    place(d, 'surgeon', '0,1');
    d.g.options.tokenCap = false;
    tile(d, '2,0').tokens = 30;
    d.g.tokenSupply = 0;
    d.g.spawnBag!.aside = d.g.spawnBag!.pool.filter((t) => t !== 'n5#1');
    d.g.spawnBag!.pool = ['n5#1'];
    go(d, 'gunslinger');
    expect(d.state.result?.outcome).toBe('monsters');
    expect(invariants(d.g)).toEqual([]);
  });
});
