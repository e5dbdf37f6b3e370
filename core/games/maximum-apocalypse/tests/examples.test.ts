// The rulebook's three worked example turns, through the test driver.
import { describe, expect, it } from 'vitest';
import { act, attach, clearMonsters, deckTop, equip, go, hand, health, insanityTop, layout, monsterTop, optionIds, place, scavengeTop, survivor, table } from './helpers';

describe('Mechanic example turn', () => {
  // "I am playing as the Mechanic and have an Oni attached to me and AutoTurret equipped with 4 ammo.
  //  My hunger is currently at 5 but I am at full health."
  function mechanicTable() {
    const d = table(['mechanic', 'fireman'], { mission: 'pilgrimage' });
    layout(d, [['1,1', 'gas-station-5', true], ['1,0', 'forest-8', true], ['2,1', 'police-station-6', true], ['1,2', 'van', true], ['0,1', 'farm-10', false]]);
    place(d, 'fireman', '1,0');
    clearMonsters(d);
    attach(d, 'mechanic', 'oni#1');
    equip(d, 'mechanic', 'autoturret#1', 4);
    survivor(d, 'mechanic').hunger = 5;
    hand(d, 'mechanic', ['upgrade#1', 'read-the-manual#1', 'welding-helmet#1', 'proximity-mine#1']);
    deckTop(d, 'mechanic', ['jury-rig#1', 'wrench#1']);
    scavengeTop(d, 'red', ['fuel#1']);
    return d;
  }

  it('"I roll the dice to spawn monsters and roll a 6. I place a Monster token on the revealed Police Station (6) and another token on the Van."', () => {
    const d = mechanicTable();
    go(d, 'mechanic', 3, 3);
    const tokens = Object.fromEntries(d.g.tiles.map((t) => [t.key, t.tokens]));
    expect(tokens).toEqual({ '1,1': 0, '1,0': 0, '2,1': 1, '1,2': 1, '0,1': 0 });
    expect(d.prompt.kind).toBe('action');
  });

  it('plays the four actions and the end of turn: 11 damage taken, the Oni dies, the AutoTurret keeps 1 shot', () => {
    const d = mechanicTable();
    go(d, 'mechanic', 3, 3);
    // 1st Action: "Upgrade" on the AutoTurret increases its damage to 5.
    act(d, 'play:upgrade');
    expect(survivor(d, 'mechanic').gear.find((x) => x.card === 'autoturret#1')!.bonus).toBe(1);
    // 2nd Action: scavenge the Gas Station's red pile: a fuel, equipped at once for free; 1 slot left.
    act(d, 'scavenge');
    expect(d.prompt.kind).toBe('equipOrLose');
    d.answer('equip');
    expect(d.prompt.kind).toBe('action');
    expect(survivor(d, 'mechanic').gear.map((x) => x.card)).toEqual(['autoturret#1', 'fuel#1']);
    // 3rd Action: "Read the Manual" on the Fireman: a proximity mine in front of him, and a card drawn.
    act(d, 'play:read-the-manual');
    d.answer('proximity-mine#1>' + survivor(d, 'fireman').id);
    expect(survivor(d, 'fireman').gear.map((x) => x.card)).toEqual(['proximity-mine#1']);
    expect(d.g.pools.find((p) => p.id === survivor(d, 'mechanic').pool)!.hand).toContain('wrench#1');
    // 4th Action: equip the Welding Helmet; the inventory is now full.
    act(d, 'play:welding-helmet');
    expect(optionIds(d)).toContain('end');
    expect(d.prompt.options.some((o) => o.id.startsWith('move:'))).toBe(false);
    // End: hunger 5 -> 6 (2), Oni 4-1 = 3, turret 5, counter 3, turret 5, counter 3, turret 5: dead.
    d.forceDice(6, 6); // the Fireman's spawn roll next: 12, nothing there
    d.answer('end');
    const m = survivor(d, 'mechanic'); // re-read: every answer works on a fresh copy of the state
    expect(m.hunger).toBe(6);
    expect(m.starving).toBe(1);
    expect(health(d, 'mechanic')).toBe(15 - 11); // full health (15 here) less the 11 of the example
    expect(m.gear.find((x) => x.card === 'autoturret#1')!.ammo).toBe(1);
    expect(d.g.monsters.some((x) => x.card === 'oni#1')).toBe(false);
    expect(d.g.monsterDeck.discard).toContain('oni#1');
    const texts = d.events.map((e) => e.type);
    expect(texts.filter((t) => t === 'monsterAttacked')).toHaveLength(3);
    expect(d.events.filter((e) => e.type === 'monsterAttacked').map((e) => e.amount)).toEqual([3, 3, 3]);
    expect(d.events.filter((e) => e.type === 'monsterDamaged').map((e) => e.amount)).toEqual([5, 5, 5]);
  });
});

describe('Ronin example turn', () => {
  function roninTable() {
    const d = table(['ronin', 'surgeon'], { mission: 'blood-moon' });
    layout(d, [['0,0', 'village-9', true], ['1,0', 'farm-10', true], ['2,0', 'forest-3', true], ['3,0', 'van', true]]);
    place(d, 'surgeon', '3,0');
    clearMonsters(d);
    attach(d, 'ronin', 'vampire#1');
    attach(d, 'ronin', 'ghoul#1');
    equip(d, 'ronin', 'kabuto#1');
    hand(d, 'ronin', ['bushido#1', 'katana#1', 'wakizashi#1']);
    return d;
  }

  it('"The Vampire deals me no damage which means that my Katana\'s defensive passive counterattack does not trigger"', () => {
    const d = roninTable();
    go(d, 'ronin', 6, 6);
    act(d, 'play:bushido'); // unlock all my abilities
    expect(survivor(d, 'ronin').unlocked).toBe(true);
    act(d, 'play:katana');
    act(d, 'use:gear:katana#1'); // 3 + 2 from the Kabuto to the Vampire and the Ghoul
    expect(d.events.filter((e) => e.type === 'monsterDamaged').map((e) => e.amount)).toEqual([5, 5]);
    expect(d.g.monsters.map((m) => m.card)).toEqual(['vampire#1']); // the Ghoul is killed
    act(d, 'play:wakizashi');
    const before = health(d, 'ronin');
    d.forceDice(6, 6);
    d.answer('end');
    expect(health(d, 'ronin')).toBe(before); // 3 - 1 (Kabuto) - 3 (Wakizashi) = 0
    expect(d.g.monsters.find((m) => m.card === 'vampire#1')!.damage).toBe(5);
    expect(d.events.some((e) => e.type === 'monsterDamaged')).toBe(false); // no Katana counterattack
  });

  it('"The better 4th action would have been to use Katana again": bite for 2, drain 2, the Katana counter deals 8 and kills', () => {
    const d = roninTable();
    go(d, 'ronin', 6, 6);
    act(d, 'play:bushido');
    act(d, 'play:katana');
    act(d, 'use:gear:katana#1');
    act(d, 'use:gear:katana#1');
    expect(d.g.monsters.find((m) => m.card === 'vampire#1')!.damage).toBe(10); // down to 3 health
    const before = health(d, 'ronin');
    d.forceDice(6, 6);
    d.answer('end');
    expect(health(d, 'ronin')).toBe(before - 2);
    expect(d.events.find((e) => e.type === 'monsterHealed')?.amount).toBe(2);
    expect(d.events.filter((e) => e.type === 'monsterDamaged').map((e) => e.amount)).toEqual([8]);
    expect(d.g.monsters).toEqual([]);
  });
});

describe('Priest example turn', () => {
  function priestTable() {
    const d = table(['priest', 'ranger'], { mission: 'the-witch-house' });
    layout(d, [['1,1', 'village-9', true], ['1,2', 'van', true, 3], ['2,2', 'hospital-4', false], ['1,0', 'forest-8', true], ['1,-1', 'church-12', true], ['2,-1', 'gas-station-9', false]]);
    place(d, 'ranger', '2,-1'); // 3 tiles away
    clearMonsters(d);
    attach(d, 'priest', 'cultist#1');
    equip(d, 'priest', 'rosary#1');
    equip(d, 'priest', 'incense-burner#1');
    hand(d, 'priest', ['collar#1']);
    monsterTop(d, ['dark-young#1']);
    insanityTop(d, ['monophobia#1']);
    return d;
  }

  it('spawn on the Priest\'s tile draws a Dark Young, which brings Monophobia; Rosary, Collar and the Incense Burner finish the turn', () => {
    const d = priestTable();
    // "At the start of my turn, I roll my tile number and draw a monster. It's a Dark Young ... It's Monophobia."
    go(d, 'priest', 4, 5);
    const p = () => survivor(d, 'priest');
    expect(d.g.monsters.filter((m) => m.owner === p().id).map((m) => m.card)).toEqual(['cultist#1', 'dark-young#1']);
    expect(p().insanity).toEqual(['monophobia#1']);
    // "I am 3 tiles away from another player but my turn has already begun": Monophobia does not bite this turn.
    expect(health(d, 'priest')).toBe(14);
    // 1st Action: Rosary moves 2 Monster tokens off the Van to an adjacent unrevealed tile.
    act(d, 'use:gear:rosary#1');
    d.answer('1,2>2,2');
    expect(d.g.tiles.find((t) => t.key === '1,2')!.tokens).toBe(1);
    expect(d.g.tiles.find((t) => t.key === '2,2')!.tokens).toBe(2);
    // 2nd Action: the Collar makes me immune to status effects and discards Monophobia.
    act(d, 'play:collar');
    expect(p().insanity).toEqual([]);
    expect(d.g.insanityDeck.discard).toContain('monophobia#1');
    // 3rd and 4th Action: the Incense Burner deals the Cultist and the Dark Young 6 damage each; the Cultist dies.
    act(d, 'use:gear:incense-burner#1');
    act(d, 'use:gear:incense-burner#1');
    expect(d.g.monsters.map((m) => m.card)).toEqual(['dark-young#1']);
    expect(d.g.monsters[0]!.damage).toBe(6);
    // "My turn ends and the Dark Young attacks and deals me 4 damage."
    d.forceDice(6, 6);
    d.answer('end');
    expect(health(d, 'priest')).toBe(14 - 4);
  });
});
