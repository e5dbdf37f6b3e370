// Playing cards, gear, storage, ammo, the hand limit and scavenging (rulebook "Playing Cards", "Gear Cards", "Scavenge Cards", FAQ).
import { describe, expect, it } from 'vitest';
import { act, attach, clearMonsters, deckTop, equip, finishTurn, go, hand, health, insanityTop, layout, monsterTop, optionIds, place, poolOf, scavengeTop, survivor, table, tile, toDiscard } from './helpers';

function base(classes = ['mechanic', 'surgeon'], opts = {}) {
  const d = table(classes, { mission: 'out-of-gas', ...opts });
  layout(d, [['0,0', 'gas-station-5', true], ['1,0', 'van', true], ['0,1', 'junkyard-11', true], ['1,1', 'farm-10', true], ['2,0', 'hospital-4', true]]);
  clearMonsters(d);
  return d;
}

describe('Playing cards', () => {
  it('"Instant cards are played as an action; follow the card text and discard it"; scavenge cards go to the scavenge discard', () => {
    const d = base();
    hand(d, 'mechanic', ['energy-bar#1', 'canned-food#1']);
    survivor(d, 'mechanic').hunger = 4;
    go(d, 'mechanic', 6, 6);
    act(d, 'play:energy-bar');
    act(d, 'play:canned-food');
    expect(survivor(d, 'mechanic').hunger).toBe(2);
    expect(poolOf(d, 'mechanic').discard).toContain('energy-bar#1');
    expect(d.g.scavengeDiscard).toContain('canned-food#1');
    expect(d.g.turnState!.actionsLeft).toBe(2);
  });

  it('FAQ: "What happens if I draw another gear card that I already have equipped? ... it just stays in your hand"', () => {
    const d = base();
    equip(d, 'mechanic', 'wrench#1');
    hand(d, 'mechanic', ['wrench#2']);
    go(d, 'mechanic', 6, 6);
    expect(optionIds(d)).not.toContain('play:wrench#2');
  });

  it('storage: "You cannot have Gear cards equipped that have a combined storage cost greater than your available limit" (discard of your choice)', () => {
    const d = base();
    equip(d, 'mechanic', 'scrap-armor#1');
    equip(d, 'mechanic', 'nail-gun#1', 6);
    hand(d, 'mechanic', ['wrench#1']);
    go(d, 'mechanic', 6, 6);
    act(d, 'play:wrench');
    expect(d.prompt.kind).toBe('discardGear');
    d.answer('scrap-armor#1');
    expect(survivor(d, 'mechanic').gear.map((x) => x.card)).toEqual(['nail-gun#1', 'wrench#1']);
  });

  it('"carrying fuel is the exception": several fuel cards can be equipped; the Tool Belt raises storage', () => {
    const d = base();
    equip(d, 'mechanic', 'tool-belt#1');
    scavengeTop(d, 'red', ['fuel#1']);
    equip(d, 'mechanic', 'fuel#2');
    go(d, 'mechanic', 6, 6);
    act(d, 'scavenge');
    d.answer('equip');
    expect(survivor(d, 'mechanic').gear.filter((x) => x.card.startsWith('fuel')).length).toBe(2);
    expect(d.prompt.kind).toBe('action');
  });

  it('ammo: "Each time you use that card\'s action, remove an ammo. If you run out of tokens, the action ... is no longer available"', () => {
    const d = base();
    equip(d, 'mechanic', 'nail-gun#1', 1);
    attach(d, 'mechanic', 'walker#1');
    go(d, 'mechanic', 6, 6);
    act(d, 'use:gear:nail-gun');
    expect(survivor(d, 'mechanic').gear[0]!.ammo).toBe(0);
    expect(optionIds(d).some((o) => o.startsWith('use:gear:nail-gun'))).toBe(false);
  });

  it('fuel reload: "can only be reloaded by discarding a fuel card currently equipped and removing it from the game. Reloading this way fully reloads the card"', () => {
    const d = base();
    equip(d, 'mechanic', 'blowtorch#1', 0);
    equip(d, 'mechanic', 'fuel#1');
    go(d, 'mechanic', 6, 6);
    act(d, 'reload:blowtorch');
    expect(survivor(d, 'mechanic').gear).toEqual([{ card: 'blowtorch#1', ammo: 3, bonus: 0 }]);
    expect(d.g.removed).toContain('fuel#1');
  });

  it('"There is a 10 card hand limit ... you must immediately discard back down to 10"', () => {
    const d = base();
    const cards = poolOf(d, 'mechanic').draw.slice(0, 10);
    hand(d, 'mechanic', cards);
    go(d, 'mechanic', 6, 6);
    expect(d.prompt.kind).toBe('discardHand');
    expect([d.prompt.min, d.prompt.max]).toEqual([1, 1]);
    d.answer(cards[0]!);
    expect(poolOf(d, 'mechanic').hand).toHaveLength(10);
  });

  it('FAQ: gear can be taken "out of the any discard pile with the card Resourceful or the Mechanic\'s Repair ability", including other players\'', () => {
    const d = base();
    for (const p of d.g.pools) p.discard = [];
    toDiscard(d, 'surgeon', 'lab-coat#1');
    go(d, 'mechanic', 6, 6);
    act(d, 'use:innate');
    expect(survivor(d, 'mechanic').gear.map((x) => x.card)).toEqual(['lab-coat#1']);
    expect(poolOf(d, 'surgeon').discard).toEqual([]);
  });

  it('FAQ: "if the Surgeon has the Scrubs and Scalpel equipped, instead of healing for 1 they would heal for 3"', () => {
    const d = base();
    equip(d, 'surgeon', 'scrubs#1');
    equip(d, 'surgeon', 'scalpel#1');
    survivor(d, 'mechanic').bodies[0]!.health = 5;
    go(d, 'surgeon', 6, 6);
    act(d, 'use:innate');
    d.answer('c1');
    expect(health(d, 'mechanic')).toBe(8);
  });

  it('FAQ: "When you play a card that lets you draw Scavenge piles, you can pick from any pile"', () => {
    const d = base();
    hand(d, 'mechanic', ['salvage-run#1']);
    go(d, 'mechanic', 6, 6);
    act(d, 'play:salvage-run');
    expect(d.prompt.options.map((o) => o.id).sort()).toEqual(['blue', 'green', 'red']);
  });

  it('the Ronin\'s Honor gear does nothing until Bushido, and falls silent again when he starves', () => {
    const d = base(['ronin', 'surgeon'], { mission: 'pilgrimage' });
    equip(d, 'ronin', 'katana#1');
    attach(d, 'ronin', 'kappa#1');
    hand(d, 'ronin', ['bushido#1']);
    go(d, 'ronin', 6, 6);
    expect(optionIds(d).some((o) => o.startsWith('use:gear:katana'))).toBe(false);
    act(d, 'play:bushido');
    expect(optionIds(d).some((o) => o.startsWith('use:gear:katana'))).toBe(true);
    expect(survivor(d, 'ronin').unlocked).toBe(true);
    survivor(d, 'ronin').hunger = 5;
    finishTurn(d, 6, 6); // hunger 6: the card flips and Bushido's hold is lost
    expect(survivor(d, 'ronin').unlocked).toBe(false);
  });

  it('Scavenge piles are never reshuffled: "If the Scavenge decks are empty, do not reshuffle them"', () => {
    const d = base();
    d.g.scavengeDiscard.push(...d.g.scavenge.red.splice(0));
    go(d, 'mechanic', 6, 6);
    expect(optionIds(d)).not.toContain('scavenge');
  });

  it('scavenge blocks: "Only 3 map tiles can ever be blocked ... If you need to block a new tile, choose a tile to unblock"', () => {
    const d = base();
    place(d, 'mechanic', '0,1');
    for (const k of ['0,0', '1,1', '2,0']) tile(d, k).blocked = true;
    go(d, 'mechanic', 6, 6);
    act(d, 'scavenge');
    if (d.prompt.kind === 'scavengePile') d.answer('blue');
    if (d.prompt.kind === 'equipOrLose') d.answer('equip');
    expect(d.prompt.kind).toBe('unblockTile');
    d.answer('1,1');
    expect(d.g.tiles.filter((t) => t.blocked).map((t) => t.key).sort()).toEqual(['0,0', '0,1', '2,0']);
  });

  it('"Insanity cards ... have a storage cost"; over the limit with no gear left to discard the survivor "is eliminated"', () => {
    const d = base(['priest', 'surgeon'], { mission: 'the-witch-house' });
    monsterTop(d, ['dark-young#1']);
    insanityTop(d, ['catatonia#1']);
    survivor(d, 'priest').insanity = ['dementia#1', 'amnesia#1'];
    d.g.insanityDeck.draw = d.g.insanityDeck.draw.filter((c) => !['dementia#1', 'amnesia#1'].includes(c));
    place(d, 'surgeon', '2,0');
    go(d, 'priest', 2, 3); // spawn 5 on the Priest's Gas Station: Dark Young, then Catatonia (2): 2 + 1 + 2 = 5 > 4
    expect(survivor(d, 'priest').dead).toBe(true);
    expect(d.events.some((e) => e.type === 'survivorDied' && String(e.cause).includes('insane'))).toBe(true);
  });

  it('Upgrade and Read the Manual act on gear and on another survivor in range', () => {
    const d = base();
    equip(d, 'mechanic', 'wrench#1');
    hand(d, 'mechanic', ['upgrade#1', 'read-the-manual#1', 'welding-helmet#1']);
    deckTop(d, 'mechanic', ['jury-rig#1']);
    go(d, 'mechanic', 6, 6);
    act(d, 'play:upgrade');
    expect(survivor(d, 'mechanic').gear[0]!.bonus).toBe(1);
    act(d, 'play:read-the-manual');
    expect(survivor(d, 'surgeon').gear.map((x) => x.card)).toEqual(['welding-helmet#1']);
  });
});
