// Movement, the stealth test and tiles (rulebook "Movement", "Map Tiles", glossary Enter/Reveal/Stop/Test, FAQ).
import { describe, expect, it } from 'vitest';
import { act, attach, clearMonsters, equip, go, hand, layout, monsterTop, optionIds, place, poolOf, scavengeTop, survivor, table, tile } from './helpers';

function map() {
  const d = table(['ranger', 'fireman'], { mission: 'out-of-gas' });
  layout(d, [
    ['1,1', 'van', true], ['2,1', 'forest-8', false, 2], ['1,0', 'police-station-6', false], ['0,1', 'swamp-2', true],
    ['1,2', 'bandit-camp-10', false], ['2,2', 'gas-station-5', true, 1], ['-1,1', 'farm-10', false], ['3,1', 'junkyard-11', false],
  ]);
  place(d, 'fireman', '2,2');
  clearMonsters(d);
  return d;
}

describe('Movement', () => {
  it('"Players can move to any adjacent map tile but cannot move diagonally"', () => {
    const d = map();
    go(d, 'ranger', 6, 6);
    expect(optionIds(d).filter((o) => o.startsWith('move:')).sort()).toEqual(['move:0,1', 'move:1,0', 'move:1,2', 'move:2,1']);
  });

  it('"When you try to move onto a tile, reveal it and follow the text": the Police Station reveals a free blue card', () => {
    const d = map();
    scavengeTop(d, 'blue', ['bandages#1']);
    go(d, 'ranger', 6, 6);
    act(d, 'move:1,0');
    expect(tile(d, '1,0').faceUp).toBe(true);
    expect(poolOf(d, 'ranger').hand).toContain('bandages#1');
    expect(d.g.turnState!.actionsLeft).toBe(3);
  });

  it('stealth: "If your combined roll is less than or equal to your Survivor\'s stealth stat ... Each Monster token on the tile reduces your Stealth by 1"', () => {
    const pass = map();
    go(pass, 'ranger', 6, 6);
    pass.forceDice(4, 4); // 8 <= 10 - 2
    act(pass, 'move:2,1');
    expect(tile(pass, '2,1').tokens).toBe(2);
    expect(pass.events.find((e) => e.type === 'stealthTest')).toMatchObject({ target: 8, roll: 8, passed: true });
    const fail = map();
    go(fail, 'ranger', 6, 6);
    fail.forceDice(4, 5); // 9 > 8: "remove all the Monster tokens on the tile and draw a monster card for each token removed"
    act(fail, 'move:2,1');
    expect(tile(fail, '2,1').tokens).toBe(0);
    expect(fail.g.monsters.filter((m) => m.owner === 'c1').length).toBeGreaterThanOrEqual(2);
  });

  it('"If you enter a tile with Monster tokens and already have a monster attached to you, immediately draw a monster card for each token"', () => {
    const d = map();
    attach(d, 'ranger', 'walker#1');
    place(d, 'ranger', '2,1');
    tile(d, '2,1').faceUp = true;
    go(d, 'ranger', 6, 6);
    act(d, 'move:2,2');
    expect(d.events.some((e) => e.type === 'stealthTest')).toBe(false);
    expect(d.g.monsters.filter((m) => m.owner === 'c1')).toHaveLength(2);
    expect(tile(d, '2,2').tokens).toBe(0);
  });

  it('"If you want to purposely draw monsters to your character, you can skip this test"', () => {
    const d = map();
    go(d, 'ranger', 6, 6);
    act(d, 'lure:2,1');
    // No test against the tokens (the Forest's own Enter test may still come, with no tokens left).
    expect(d.events.some((e) => e.type === 'stealthTest' && Number(e.tokens) > 0)).toBe(false);
    expect(d.g.monsters.filter((m) => m.owner === 'c1').length).toBeGreaterThanOrEqual(2);
  });

  it('Enter (after the stealth test): the Bandit Camp asks for damage or an equipped gear', () => {
    const d = map();
    equip(d, 'ranger', 'ranger-hat#1');
    go(d, 'ranger', 6, 6);
    act(d, 'move:1,2');
    expect(d.prompt.kind).toBe('damageOrGear');
    expect(d.prompt.options.map((o) => o.id)).toEqual(['damage', 'ranger-hat#1']);
    d.answer('ranger-hat#1');
    expect(survivor(d, 'ranger').gear).toEqual([]);
  });

  it('Stop: "End your movement for this turn"', () => {
    const d = map();
    go(d, 'ranger', 6, 6);
    act(d, 'move:0,1');
    expect(d.g.turnState!.stopped).toBe(true);
    expect(optionIds(d).some((o) => o.startsWith('move:'))).toBe(false);
  });

  it('"no matter how you move the monster(s) will always move with you"', () => {
    const d = map();
    attach(d, 'ranger', 'walker#1');
    go(d, 'ranger', 6, 6);
    act(d, 'move:1,0');
    const m = d.g.monsters.find((x) => x.card === 'walker#1')!;
    expect(d.g.survivors.find((s) => s.id === m.owner)!.tile).toBe('1,0');
  });

  it('FAQ: "Ranger\'s Hoof it ... specifically says on the card not to reveal or trigger tiles"', () => {
    const d = map();
    hand(d, 'ranger', ['hoof-it#1']);
    go(d, 'ranger', 6, 6);
    act(d, 'play:hoof-it');
    d.answer('2,1');
    d.answer('3,1');
    expect(survivor(d, 'ranger').tile).toBe('3,1');
    expect(tile(d, '2,1').faceUp).toBe(false);
    expect(tile(d, '2,1').tokens).toBe(2);
    expect(d.events.some((e) => e.type === 'stealthTest' || e.type === 'tileRevealed')).toBe(false);
  });

  it('FAQ: "Fireman\'s Stamina ... you reveal all the tiles" moved through', () => {
    const d = map();
    place(d, 'fireman', '1,1');
    go(d, 'fireman', 6, 6);
    act(d, 'use:innate');
    d.answer('1,2'); // onto the face-down Bandit Camp: revealed on the way
    expect(tile(d, '1,2').faceUp).toBe(true);
    expect(d.events.some((e) => e.type === 'damaged' && e.amount === 3)).toBe(true); // no gear: the camp's 3 damage
    d.answer('2,2'); // and on to the Gas Station
    expect(survivor(d, 'fireman').tile).toBe('2,2');
  });

  it('"If the monster deck ever runs out, reshuffle the discard pile and form a new deck"', () => {
    const d = map();
    d.g.monsterDeck.discard.push(...d.g.monsterDeck.draw.splice(0));
    go(d, 'ranger', 6, 6);
    act(d, 'lure:2,1');
    expect(d.g.monsters.filter((m) => m.owner === 'c1').length).toBe(2);
    expect(d.events.some((e) => e.type === 'deckShuffled')).toBe(true);
  });

  it('FAQ Camouflage: the token goes on your own tile, and you "only attempt a stealth test when entering a tile with a token"', () => {
    const d = map();
    attach(d, 'ranger', 'walker#1');
    hand(d, 'ranger', ['camouflage#1']);
    go(d, 'ranger', 6, 6);
    act(d, 'play:camouflage');
    expect(tile(d, '1,1').tokens).toBe(1);
    expect(d.g.monsters).toEqual([]);
    act(d, 'move:0,1');
    expect(d.events.some((e) => e.type === 'stealthTest')).toBe(false);
  });

  it('"Ranges": Short is your tile, Mid adds the neighbours, Long is 1-2 tiles away but never your own', () => {
    const d = map();
    attach(d, 'ranger', 'walker#1');
    attach(d, 'fireman', 'walker#2');
    place(d, 'fireman', '2,1');
    hand(d, 'ranger', ['snare#1', 'hunting-knife#1']);
    monsterTop(d, []);
    go(d, 'ranger', 6, 6);
    act(d, 'play:snare'); // mid: both walkers in reach
    expect(d.prompt.options.map((o) => o.id).sort()).toEqual(['walker#1', 'walker#2']);
    d.answer('walker#1');
    d.g.survivors.find((s) => s.classId === 'ranger')!.gear.push({ card: 'hunting-bow#1', ammo: 6, bonus: 0 });
    d.g.pools.forEach((p) => { const i = p.draw.indexOf('hunting-bow#1'); if (i >= 0) p.draw.splice(i, 1); });
    act(d, 'draw');
    const bow = d.prompt.options.find((o) => o.id.startsWith('use:gear:hunting-bow'));
    expect(bow).toBeDefined();
    act(d, 'use:gear:hunting-bow');
    // Long range: only the Fireman's Walker one tile away; a single target is taken without asking.
    expect(d.g.monsters.find((m) => m.card === 'walker#2')!.damage).toBe(3);
    expect(d.g.monsters.find((m) => m.card === 'walker#1')!.damage).toBe(0);
  });
});
