// Every monster keyword of the glossary, and the rulebook's monster card examples.
import { describe, expect, it } from 'vitest';
import { act, attach, clearMonsters, deckTop, equip, finishTurn, go, hand, health, layout, monsterTop, place, poolOf, survivor, table } from './helpers';

function arena(mission: string, classes = ['gunslinger', 'surgeon'], extraSet = 'none') {
  const d = table(classes, { mission, extraSet: extraSet as never });
  layout(d, [['0,0', 'van', true], ['1,0', 'gas-station-5', true], ['2,0', 'hospital-4', true], ['3,0', 'farm-10', true], ['0,1', 'forest-8', true]]);
  clearMonsters(d);
  return d;
}

describe('Counter', () => {
  it('"If the monster is attacked from the designated range and not killed, it immediately retaliates"', () => {
    const d = arena('pilgrimage');
    attach(d, 'gunslinger', 'oni#1');
    place(d, 'surgeon', '3,0');
    go(d, 'gunslinger', 6, 6);
    act(d, 'use:gear:colt-pistol'); // from the Oni's own tile: short range
    expect(health(d, 'gunslinger')).toBe(14 - 4);
    expect(d.events.find((e) => e.type === 'monsterAttacked')).toMatchObject({ mode: 'counter', amount: 4 });
  });

  it('no counter when the attack comes from outside the counter range, or when the hit kills', () => {
    const d = arena('pilgrimage');
    attach(d, 'surgeon', 'oni#1');
    place(d, 'surgeon', '1,0');
    go(d, 'gunslinger', 6, 6);
    act(d, 'use:gear:colt-pistol'); // mid range, one tile away: the Oni counters at short only
    expect(health(d, 'gunslinger')).toBe(14);
    d.g.monsters[0]!.damage = 12;
    place(d, 'surgeon', '0,0');
    act(d, 'use:gear:colt-pistol');
    expect(d.g.monsters).toEqual([]);
    expect(health(d, 'gunslinger')).toBe(14);
  });

  it('"If a monster is already stunned when attacked, it cannot counter"; "If an attack deals damage and stuns, the counter happens before it is stunned"', () => {
    const d = arena('pilgrimage', ['surgeon', 'gunslinger']);
    attach(d, 'surgeon', 'oni#1');
    equip(d, 'surgeon', 'syringe-gun#1', 5);
    place(d, 'gunslinger', '3,0');
    go(d, 'surgeon', 6, 6);
    act(d, 'use:gear:syringe-gun'); // 2 damage and a stun: the counter comes first
    expect(health(d, 'surgeon')).toBe(13 - 4);
    expect(d.g.monsters[0]!.stunned).toBe(true);
    act(d, 'use:gear:syringe-gun'); // already stunned: no counter
    expect(health(d, 'surgeon')).toBe(13 - 4);
  });

  it('"the counter happens before it is stunned", so the reactions to the counter come first too: an AutoTurret answers each counter, and the Oni, not yet stunned, counters each shot until it falls (issue 30 item 11)', () => {
    const d = arena('pilgrimage', ['surgeon', 'gunslinger']);
    attach(d, 'surgeon', 'oni#1'); // health 14, attack 4, Counter: short
    equip(d, 'surgeon', 'syringe-gun#1', 5);
    equip(d, 'surgeon', 'autoturret#1', 4);
    place(d, 'gunslinger', '3,0');
    go(d, 'surgeon', 6, 6);
    act(d, 'use:gear:syringe-gun');
    // Syringe 2 (12 left), counter, turret 4 (8), counter, turret 4 (4), counter, turret 4: the Oni falls, never stunned.
    expect(d.events.filter((e) => e.type === 'monsterAttacked' && e.mode === 'counter')).toHaveLength(3);
    expect(d.events.some((e) => e.type === 'monsterStunned')).toBe(false);
    expect(d.g.monsters).toEqual([]);
    expect(health(d, 'surgeon')).toBe(13 - 12);
  });
});

describe('Stun and Docile', () => {
  it('"A stunned monster does not activate ... At the start of your next turn, the creature is no longer stunned"', () => {
    const d = arena('out-of-gas');
    attach(d, 'gunslinger', 'walker#1');
    hand(d, 'gunslinger', ['lasso#1']);
    place(d, 'surgeon', '3,0');
    go(d, 'gunslinger', 6, 6);
    act(d, 'play:lasso');
    finishTurn(d, 6, 6);
    expect(health(d, 'gunslinger')).toBe(14);
    finishTurn(d, 6, 6); // the Surgeon's turn; then the Gunslinger's begins
    expect(d.g.monsters[0]!.stunned).toBe(false);
  });

  it('"At the start of your next turn": a stun the Gunslinger puts on a monster hanging on the Surgeon holds through the Surgeon\'s end of turn, and wears off when the Gunslinger\'s next turn begins (issue 30 item 12)', () => {
    const d = arena('out-of-gas');
    attach(d, 'surgeon', 'walker#1');
    hand(d, 'gunslinger', ['lasso#1']);
    place(d, 'surgeon', '1,0');
    go(d, 'gunslinger', 6, 6);
    act(d, 'play:lasso');
    if (d.prompt.options.some((o) => o.id.includes('walker'))) act(d, d.prompt.options.find((o) => o.id.includes('walker'))!.id);
    expect(d.g.monsters[0]!.stunned).toBe(true);
    finishTurn(d, 6, 6); // the Gunslinger's turn ends; the Surgeon's begins, the Walker still stunned
    expect(d.g.monsters[0]!.stunned).toBe(true);
    const before = health(d, 'surgeon');
    finishTurn(d, 6, 6); // the Surgeon's end of turn: the stunned Walker does not attack her; the Gunslinger's turn begins
    expect(health(d, 'surgeon')).toBe(before);
    expect(d.g.monsters[0]!.stunned).toBe(false);
  });

  it('a stun never outlasts the survivor who dealt it: the Gunslinger dies, and when his turn comes round (skipped) the Walker on the Surgeon wakes', () => {
    const d = arena('out-of-gas');
    attach(d, 'surgeon', 'walker#1');
    hand(d, 'gunslinger', ['lasso#1']);
    place(d, 'surgeon', '1,0');
    go(d, 'gunslinger', 6, 6);
    act(d, 'play:lasso');
    if (d.prompt.options.some((o) => o.id.includes('walker'))) act(d, d.prompt.options.find((o) => o.id.includes('walker'))!.id);
    finishTurn(d, 6, 6);
    survivor(d, 'gunslinger').dead = true;
    finishTurn(d, 6, 6); // the Surgeon's end of turn; the dead Gunslinger's turn comes round and is skipped
    expect(d.g.monsters[0]!.stunned).toBe(false);
  });

  it('"Docile: ... do not activate at the end of a turn unless they were damaged this round"', () => {
    const d = arena('out-of-gas');
    attach(d, 'gunslinger', 'crawler#1');
    place(d, 'surgeon', '3,0');
    go(d, 'gunslinger', 6, 6);
    finishTurn(d, 6, 6);
    expect(health(d, 'gunslinger')).toBe(14);
    finishTurn(d, 6, 6);
    d.g.monsters[0]!.damage = 1;
    d.g.monsters[0]!.damagedRound = d.g.round;
    finishTurn(d, 6, 6);
    expect(health(d, 'gunslinger')).toBe(13);
  });
});

describe('Drain Life, Stampede, Poison', () => {
  it('"Drain Life: Causes damage dealt by a monster to also restore that much health to that monster" (never past its health)', () => {
    const d = arena('blood-moon');
    attach(d, 'gunslinger', 'vampire#1', 1);
    place(d, 'surgeon', '3,0');
    go(d, 'gunslinger', 6, 6);
    finishTurn(d, 6, 6);
    expect(health(d, 'gunslinger')).toBe(11);
    expect(d.g.monsters[0]!.damage).toBe(0);
  });

  it('"Stampede: After a monster with stampede attacks ... it attaches to the player closest"; a tie is the host\'s pick', () => {
    const d = table(['gunslinger', 'surgeon', 'ranger'], { mission: 'blood-moon' });
    layout(d, [['1,1', 'van', true], ['0,1', 'farm-10', true], ['2,1', 'hospital-4', true], ['3,1', 'village-9', true]]);
    clearMonsters(d);
    attach(d, 'gunslinger', 'werewolf#1');
    place(d, 'surgeon', '0,1');
    place(d, 'ranger', '2,1');
    go(d, 'gunslinger', 6, 6);
    finishTurn(d, 6, 6);
    expect(d.prompt.kind).toBe('stampedeTarget');
    expect(d.prompt.options.map((o) => o.id).sort()).toEqual(['c2', 'c3']);
    d.answer('c3');
    expect(d.g.monsters[0]!.owner).toBe('c3');
  });

  it('"Poison: ... At the end of every turn, take poison damage equal to the number of poison counters"', () => {
    const d = arena('blood-moon');
    place(d, 'surgeon', '3,0');
    survivor(d, 'surgeon').poison = 2;
    go(d, 'gunslinger', 6, 6);
    finishTurn(d, 6, 6);
    expect(health(d, 'surgeon')).toBe(13 - 2);
    finishTurn(d, 6, 6);
    expect(health(d, 'surgeon')).toBe(13 - 4);
  });

  it('Attack effects happen to each player the attack damages (the Ghoul poisons)', () => {
    const d = arena('blood-moon');
    attach(d, 'gunslinger', 'ghoul#1');
    place(d, 'surgeon', '3,0');
    go(d, 'gunslinger', 6, 6);
    finishTurn(d, 6, 6);
    expect(survivor(d, 'gunslinger').poison).toBe(1);
  });
});

describe('The monster card examples', () => {
  it('Alien Invader: "deal 3 damage to me and any other players who were located orthogonally adjacent to me ... burn a card" each', () => {
    const d = arena('close-encounters');
    attach(d, 'gunslinger', 'alien-invader#1');
    place(d, 'surgeon', '1,0');
    go(d, 'gunslinger', 6, 6);
    const decks = [poolOf(d, 'gunslinger').draw.length, poolOf(d, 'surgeon').draw.length];
    finishTurn(d, 6, 6);
    expect(health(d, 'gunslinger')).toBe(14 - 3);
    expect(d.events.filter((e) => e.type === 'cardBurned').map((e) => e.survivor)).toEqual(['c1', 'c2']);
    expect(poolOf(d, 'gunslinger').draw.length).toBe(decks[0]! - 1);
  });

  it('Phalanx Robot: robots "in midrange" take 1 less damage, stacking, but not robots out of range', () => {
    const d = arena('close-encounters');
    attach(d, 'gunslinger', 'drone#1');
    attach(d, 'gunslinger', 'phalanx-robot#1');
    attach(d, 'gunslinger', 'phalanx-robot#2');
    attach(d, 'surgeon', 'drone#2');
    place(d, 'surgeon', '3,0');
    hand(d, 'gunslinger', ['quick-draw#1']);
    go(d, 'gunslinger', 6, 6);
    act(d, 'play:quick-draw');
    d.answer('drone#1');
    expect(d.g.monsters.find((m) => m.card === 'drone#1')!.damage).toBe(1); // 3 - 2
  });

  it('Alien Scientist: "destroy an equipped gear or take 6 damage"; "all alien damage is increased by 1. This stacks and is rangeless"', () => {
    const d = arena('close-encounters');
    monsterTop(d, ['alien-scientist#1']);
    attach(d, 'surgeon', 'alien-scientist#2');
    attach(d, 'surgeon', 'alien-invader#1');
    place(d, 'surgeon', '3,0');
    go(d, 'gunslinger', 3, 3); // 6: the Van, where the Gunslinger stands
    expect(d.prompt.kind).toBe('destroyGearOrDamage');
    // The draw's 6 is alien damage too: the other Scientist already in play adds 1 (issue 30 item 14).
    expect(d.prompt.options.find((o) => o.id === 'damage')!.label).toBe('Take 7 damage');
    d.answer('damage');
    expect(health(d, 'gunslinger')).toBe(14 - 7);
    // Two Scientists in play, far apart: every alien hits for 2 more, wherever it is.
    finishTurn(d, 6, 6);
    expect(health(d, 'gunslinger')).toBe(14 - 7 - (1 + 2));
    finishTurn(d, 6, 6);
    expect(health(d, 'surgeon')).toBe(13 - (3 + 2) - (1 + 2));
  });

  it('Destroy: "This effect only damages the player that the monster is attached to" (the Bloater bursts)', () => {
    const d = arena('out-of-gas');
    attach(d, 'gunslinger', 'bloater#1', 5);
    place(d, 'surgeon', '0,0');
    hand(d, 'gunslinger', ['quick-draw#1']);
    go(d, 'gunslinger', 6, 6);
    act(d, 'play:quick-draw');
    expect(health(d, 'gunslinger')).toBe(14 - 3);
    expect(survivor(d, 'gunslinger').poison).toBe(1);
    expect(health(d, 'surgeon')).toBe(13);
  });

  it('Zombie Horde: "deals damage to all players in short range" (the Veteran and the Dog both)', () => {
    const d = arena('out-of-gas', ['veteran', 'surgeon']);
    attach(d, 'veteran', 'zombie-horde#1');
    place(d, 'surgeon', '0,0');
    go(d, 'veteran', 6, 6);
    finishTurn(d, 6, 6);
    const v = survivor(d, 'veteran');
    expect(v.bodies.map((b) => b.health)).toEqual([12, 4]);
    expect(health(d, 'surgeon')).toBe(11);
  });

  it('Draw: the effect applies "as soon as a monster is drawn" to the player that drew it', () => {
    const d = arena('pilgrimage');
    monsterTop(d, ['kitsune#1']);
    deckTop(d, 'gunslinger', ['bullets#1', 'bullets#2', 'bullets#3']);
    place(d, 'surgeon', '3,0');
    go(d, 'gunslinger', 3, 3);
    expect(poolOf(d, 'gunslinger').discard).toEqual(expect.arrayContaining(['bullets#1', 'bullets#2']));
  });
});
