// Sieges and the two numbered sequences (Typical Combat Action Sequence,
// Typical Siege Sequence), step by step through the driver.
import { describe, expect, it } from 'vitest';
import { arrange, emptyLoadout, give, onTop, own, player, setup, start, tile, type D } from './helpers';

/** Gaia 1 on A1 (Gaia's), Xanadu owning A2 next door. */
function siegeTable(change?: (d: D) => void): D {
  const d = setup(start());
  return arrange(d, (g) => {
    own(d, 'gaia', 'A1');
    own(d, 'xanadu', 'A2');
    g.players[0]!.at = tile('A1');
    change?.(d);
  });
}

describe('Typical Combat Action Sequence', () => {
  it('1 draw and pick the loadout, 2 you attack, 3 the enemy attacks, 4 "until either you or the enemy dies"', () => {
    const d = setup(start());
    arrange(d, (g) => {
      own(d, 'gaia', 'B1');
      g.players[0]!.at = tile('B1');
      give(d, 'g1', 'su-nail-driver');
      onTop(d, 'cr-bog-hermit');
    });
    // 1. "You draw an enemy card and determine your Support loadout"
    const drawn = d.answerAs('g1', 'move:A1');
    expect(drawn.map((e) => e.type)).toEqual(expect.arrayContaining(['cardsDrawn', 'enemyDrawn']));
    expect(d.prompt.kind).toBe('loadout');
    d.answer('su-nail-driver');
    // 2. "You attack to reduce enemy HP (use Support to enhance AP)"
    expect(d.prompt.kind).toBe('attackDice');
    d.answer('dice:0'); // 1 AP + 2 = 3: Bog Hermit 6 -> 3
    // 3. "Enemy attacks to reduce your HP"
    expect(d.prompt.kind).toBe('defenseDice');
    d.answer('dice:0'); // 11 - 2 = 9
    // 4. "This continues until either you or the enemy dies ... Zero is zero"
    d.answer('dice:0');
    expect(d.g.tiles[tile('A1')]!.owner).toBe('gaia');
    d.answer('ap');
    d.answer(d.prompt.options[0]!.id);
    expect(d.g.combat).toBeNull();
    expect(player(d, 'g1').hp).toBe(9);
  });
});

describe('Typical Siege Sequence', () => {
  it('steps 1 to 9, in order', () => {
    const d = siegeTable((dd) => give(dd, 'x1', 'su-riot-shield'));
    // 1. "Attacker moves into a tile conquered by their opponents"
    d.answerAs('g1', 'siege:A2');
    // 2. "The defending team chooses their defender. Both teams then pick a single loadout each"
    expect(d.prompt).toMatchObject({ kind: 'chooseDefender', seat: 'x1' });
    d.answer('x1');
    expect(d.prompts.map((p) => [p.seat, p.kind])).toEqual([['x1', 'loadout']]);
    d.answer('su-riot-shield');
    // 3. "Attacker rolls first to deal damage"
    expect(d.prompt).toMatchObject({ kind: 'attackDice', seat: 'g1' });
    d.answer('dice:0'); // 1 AP
    // 4. "Defender rolls to attempt reducing damage (using defensive Support)"
    expect(d.prompt).toMatchObject({ kind: 'defenseDice', seat: 'x1' });
    d.answer('dice:0'); // blocked by the shield: heals back (already full)
    // 5. "Defender rolls again to attack"
    expect(d.prompt).toMatchObject({ kind: 'attackDice', seat: 'x1' });
    d.answer('dice:0');
    // 6. "Attacker rolls for defense"
    expect(d.prompt).toMatchObject({ kind: 'defenseDice', seat: 'g1' });
    d.answer('dice:0');
    expect(player(d, 'g1').hp).toBe(10);
    // 7. "Attacker rolls the next attack"
    expect(d.prompt).toMatchObject({ kind: 'attackDice', seat: 'g1' });
    // 8. "This repeats until someone's HP hits zero (and they run out of Support cards to revive them)"
    d.forceDice(6, 6, 6, 6).answer('dice:4'); // 1 + 4 = 5
    d.forceDice(1, 1).answer('dice:2'); // snake eyes: the whole 5 lands
    expect(player(d, 'x1').hp).toBe(6);
    for (let i = 0; i < 20 && d.g.combat; i++) {
      if (d.prompt.kind === 'revive') d.answer('yield');
      else d.forceDice(6, 6, 6, 6).answer(d.prompt.seat === 'g1' ? 'dice:4' : 'dice:0');
    }
    // 9. "Winner claims the tile"
    expect(d.g.tiles[tile('A2')]!.owner).toBe('gaia');
  });

  it('"if a player from the defending team is occupying the tile ... they do not have the option to avoid Combat"; losing costs them a life', () => {
    const d = siegeTable((dd) => { dd.g.players[1]!.at = tile('A2'); });
    d.answerAs('g1', 'siege:A2');
    expect(d.events.some((e) => e.type === 'defenderChosen' && /standing on it/.test(String(e.text)))).toBe(true);
    expect(d.prompt.kind).not.toBe('chooseDefender');
    emptyLoadout(d);
    for (let i = 0; i < 30 && d.g.combat; i++) {
      if (d.prompt.kind === 'revive') d.answer('yield');
      else d.forceDice(6, 6, 6, 6).answer(d.prompt.seat === 'g1' ? 'dice:4' : 'dice:0');
    }
    // "the defender also loses a life, moves back to their Start Zone, and collects 3 safety tokens"
    expect(player(d, 'x1')).toMatchObject({ lives: 2, at: null, tokens: 3 });
    expect(d.g.tiles[tile('A2')]!.owner).toBe('gaia');
  });

  it('a teammate who also stood on the lost tile goes back to Start with no life lost (ASSUMPTIONS.md "Siege defender")', () => {
    const d = setup(start({ xanadu: 2 }));
    arrange(d, (g) => {
      own(d, 'gaia', 'A1');
      own(d, 'xanadu', 'A2');
      g.players[0]!.at = tile('A1');
      g.players[1]!.at = tile('A2');
      g.players[2]!.at = tile('A2');
    });
    d.answerAs('g1', 'siege:A2');
    emptyLoadout(d);
    for (let i = 0; i < 30 && d.g.combat; i++) {
      if (d.prompt.kind === 'revive') d.answer('yield');
      else d.forceDice(6, 6, 6, 6).answer(d.prompt.seat === 'g1' ? 'dice:4' : 'dice:0');
    }
    expect(d.g.tiles[tile('A2')]!.owner).toBe('gaia');
    const defender = d.g.players.find((p) => p.lives === 2)!;
    const other = d.g.players.find((p) => p.faction === 'xanadu' && p !== defender)!;
    expect(other).toMatchObject({ at: null, lives: 3 });
    expect(d.g.players.filter((p) => p.at === tile('A2')).map((p) => p.seat)).toEqual(['g1']);
  });

  it('"unless they simply forfeit the tile to avoid Combat"', () => {
    const d = siegeTable();
    d.answerAs('g1', 'siege:A2');
    d.answer('forfeit');
    expect(d.g.tiles[tile('A2')]).toMatchObject({ owner: 'gaia', tokens: 1 });
    expect(player(d, 'g1').at).toBe(tile('A2'));
  });

  it('"If the defender wins, the attacker loses a life, moves back to their Start Zone, and collects 3 safety tokens"', () => {
    const d = siegeTable((dd) => { dd.g.players[0]!.hp = 1; });
    d.answerAs('g1', 'siege:A2');
    d.answer('x1');
    d.answerAs('g1', 'dice:0');
    d.answerAs('x1', 'dice:0');
    d.answerAs('x1', 'dice:0');
    d.answerAs('g1', 'dice:0');
    d.answer('yield');
    expect(player(d, 'g1')).toMatchObject({ lives: 2, at: null, tokens: 3 });
    expect(d.g.tiles[tile('A2')]!.owner).toBe('xanadu');
  });

  it('"The sieging player always attacks first, unless the defender uses a Support card to negate Speed" against any enemy or Raids', () => {
    const d = siegeTable((dd) => {
      give(dd, 'x1', 'su-smoke-canister');
      dd.g.players[1]!.stats.ip = 2;
    });
    d.answerAs('g1', 'siege:A2');
    d.answer('x1');
    d.answer('su-smoke-canister');
    expect(d.eventsOf('combatBegins')[0]!.text).toBe('Xanadu 1 strikes first (a card that negates Speed).');
    expect(d.prompt).toMatchObject({ kind: 'attackDice', seat: 'x1' });
  });
});
