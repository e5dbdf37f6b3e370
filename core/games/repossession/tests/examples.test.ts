// The rulebook's four worked examples ("Turn Examples"), played through the
// test driver with forced dice. Quotes are the rulebook's words.
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../../engine/view';
import { arrange, give, onTop, own, player, setup, start, tile } from './helpers';

describe('SUPPORT ACTION example', () => {
  it('"rolling 16 (4, 4, 4, 4) to claim the tile and collect a green Supplies card ... four-of-a-kind so you get to move again"', () => {
    const d = setup(start());
    // "You move to a green Tier 1 Supplies tile adjacent to a tile you conquered on a prior turn."
    arrange(d, (g) => {
      own(d, 'gaia', 'A1');
      g.players[0]!.at = tile('A1');
    });
    expect(d.promptFor('g1').options.map((o) => o.id)).toContain('move:B1');
    d.answerAs('g1', 'move:B1');
    for (let i = 0; i < 4; i++) d.forceDice(4).answer('roll');
    expect(d.g.tiles[tile('B1')]).toMatchObject({ owner: 'gaia', tokens: 1 });
    expect(d.prompt.kind).toBe('supportReward');
    expect(d.prompt.options.map((o) => o.label)).toEqual(['A Tier 1 Supplies card', '1 stat point', '1 safety token']);
    const before = player(d, 'g1').hand.length;
    d.answer('card');
    expect(player(d, 'g1').hand).toHaveLength(before + 1);
    expect(player(d, 'g1').hand.at(-1)).toMatch(/^su-/);
    // "You rolled four-of-a-kind so you get to move again!" ... a Tier 1 Raid next door.
    expect(d.prompt).toMatchObject({ kind: 'declare', seat: 'g1', text: expect.stringMatching(/move again/) });
    d.answer('move:B2');
    expect(d.eventsOf('enemyDrawn')[0]).toMatchObject({ tile: 'B2' });
    expect(d.g.combat?.enemy?.card).toMatch(/^rd-/);
  });
});

describe('COMBAT ACTION example', () => {
  it('"a 4-dice-straight adding 3 points of damage ... to defeat Hanover Yard in one attack"', () => {
    const d = setup(start());
    arrange(d, (g) => {
      own(d, 'gaia', 'B1');
      const p = g.players[0]!;
      // "Your character stats are 12 HP, 1 AP, and 4 IP." ... "Your character has 4 HP left": 12 is the limit, 4 the HP now.
      p.stats = { hp: 12, ap: 1, ip: 4 };
      p.hp = 4;
      p.at = tile('B1');
      give(d, 'g1', 'st-azkel', 'st-kahl-dwell');
      onTop(d, 'rd-hanover-yard');
    });
    d.answerAs('g1', 'move:B2');
    // "the Tier 1 Raid card Hanover Yard, which is a Ghoul Tribe with 9 HP and 6 AP plus the Agility effect"
    expect(d.eventsOf('enemyDrawn')[0]!.text).toBe('Gaia 1 enters B2 and faces Hanover Yard, a Tier 1 Ghoul Tribe (9 HP, 6 AP, Agility).');
    expect(d.prompt).toMatchObject({ kind: 'loadout', min: 0, max: 2 });
    d.answer(['st-azkel', 'st-kahl-dwell']);
    expect(d.prompt.kind).toBe('attackDice');
    const events = d.forceDice(1, 2, 3, 4).answer('dice:4');
    // "adding the 5 AP from the Settlements (3 from Azkel including the Ability damage, 2 from Kahl-Dwell) to your 1 AP"
    const hit = events.find((e) => e.type === 'struck')!;
    expect(hit).toMatchObject({ combo: 'straight4', damage: 9, hp: 0 });
    // "You discard Hanover Yard, claim the red tile, tally 2 stat points, and draw three Tier 1 Settlement cards"
    expect(d.g.tiles[tile('B2')]).toMatchObject({ owner: 'gaia', tokens: 1 });
    d.answer('ap');
    d.answer('ip');
    expect(d.prompt.kind).toBe('keepCard');
    expect(d.prompt.options).toHaveLength(3);
    const offered = d.prompt.options.map((o) => o.id);
    d.answer(offered[0]!);
    expect(d.g.piles['settlements:1']!.draw.slice(-2)).toEqual(offered.slice(1));
    expect(d.g.piles['raids:1']!.draw.at(-1)).toBe('rd-hanover-yard');
    // "Your character has 4 HP left from that Combat Action."
    expect(player(d, 'g1').hp).toBe(4);
    expect(player(d, 'g1').stats).toEqual({ hp: 12, ap: 2, ip: 5 });
  });

  it('without Kahl-Dwell the same straight does not count against Agility', () => {
    const d = setup(start());
    arrange(d, (g) => {
      own(d, 'gaia', 'B1');
      g.players[0]!.stats = { hp: 12, ap: 1, ip: 4 };
      g.players[0]!.at = tile('B1');
      give(d, 'g1', 'st-azkel');
      onTop(d, 'rd-hanover-yard');
    });
    d.answerAs('g1', 'move:B2');
    d.answer(['st-azkel']);
    const hit = d.forceDice(1, 2, 3, 4).answer('dice:4').find((e) => e.type === 'struck')!;
    expect(hit).toMatchObject({ combo: 'none', damage: 3 + 1, hp: 5 });
  });
});

describe('START ZONE ACTION example', () => {
  it('heal fully, drop off cards, sell one for a stat point and move points between stats', () => {
    const d = setup(start());
    arrange(d, (g) => {
      own(d, 'gaia', 'B1');
      const p = g.players[0]!;
      p.stats = { hp: 14, ap: 2, ip: 4 };
      p.hp = 4;
      p.tokens = 3;
      p.at = tile('B1');
      // "you are holding your max limit of 10 Support cards (7 Supplies and 3 Settlements)"
      give(d, 'g1', 'su-pipe-rifle', 'su-machete', 'su-reflex-chip', 'su-field-medkit', 'su-kevlar-vest', 'su-riot-shield', 'su-grapple-line',
        'st-brannock', 'st-tessary', 'st-venn');
    });
    d.answerAs('g1', 'start');
    // Each answer copies the state: read the player afresh every time.
    const p = () => player(d, 'g1');
    // "You fully heal without needing to spend safety tokens"
    expect(p().hp).toBe(14);
    expect(p().tokens).toBe(3);
    // "drop off some of your weaker Supplies ... as well a Settlement"
    d.answer('store:su-machete');
    d.answer('store:su-grapple-line');
    d.answer('store:st-venn');
    expect(p().stored).toEqual(['su-machete', 'su-grapple-line', 'st-venn']);
    expect(p().hand).toHaveLength(7);
    // "reallocate your stats from 14 HP, 2 AP, 4 IP to 12 HP, 2 AP, 6 IP"
    d.answer('shift:hp:ip');
    d.answer('shift:hp:ip');
    expect(p().stats).toEqual({ hp: 12, ap: 2, ip: 6 });
    expect(p().hp).toBe(12);
    // "you decide to sell a Supply card for an extra stat point to your IP"
    d.answer('sell:su-reflex-chip');
    d.answer('stat');
    d.answer('ip');
    expect(p().stats).toEqual({ hp: 12, ap: 2, ip: 7 });
    expect(d.g.piles['supplies:1']!.draw.at(-1)).toBe('su-reflex-chip');
    d.answer('done');
    // "...before ending your turn": nothing else this turn.
    expect(d.prompt.kind).toBe('freeAction');
    expect(p().at).toBeNull();
  });
});

describe('SIEGE (PVP) ACTION example', () => {
  it('the defending team picks its defender; secret loadouts; revive with a Settlement; the defender concedes and keeps the life', () => {
    const d = setup(start());
    arrange(d, (g) => {
      own(d, 'gaia', 'A1');
      own(d, 'xanadu', 'A2');
      const [att, def] = g.players as [typeof g.players[0], typeof g.players[0]];
      att.stats = { hp: 10, ap: 0, ip: 0 };
      att.hp = 5;
      att.at = tile('A1');
      def.stats = { hp: 10, ap: 0, ip: 0 };
      def.hp = 10;
      give(d, 'g1', 'su-nail-driver', 'st-brannock', 'st-tessary');
      give(d, 'x1', 'su-riot-shield', 'st-cobble-hill', 'st-gallows-end');
    });
    // "You invade a tile your opponent's team already conquered. There is nobody on that tile so they decide who their defender is."
    d.answerAs('g1', 'siege:A2');
    expect(d.prompt).toMatchObject({ kind: 'chooseDefender', seat: 'x1' });
    expect(d.prompt.options.map((o) => o.id)).toEqual(['x1', 'forfeit']);
    d.answer('x1');
    // "Both players pick their loadouts of 2 Settlements and some Supplies." Secretly, slot by slot.
    d.answerAs('g1', 'su-nail-driver');
    d.answerAs('x1', 'su-riot-shield');
    d.answerAs('g1', ['st-brannock', 'st-tessary']);
    const hidden = d.view<{ combat: { loadouts: { owner: string; cards: string[] | null }[] } }>('x1').game.combat!.loadouts;
    expect(hidden.find((l) => l.owner === 'g1')!.cards).toBeNull();
    expect(JSON.stringify(eventsFor(d.match.events.flat(), 'x1'))).not.toContain('st-tessary');
    d.answerAs('x1', ['st-cobble-hill', 'st-gallows-end']);
    // "You attack first since they have no cards that negate Speed"
    expect(d.eventsOf('combatBegins')[0]!.text).toBe('Gaia 1 strikes first.');
    const att = () => player(d, 'g1');
    const def = () => player(d, 'x1');
    expect([att().hp, def().hp]).toEqual([5 + 9, 10 + 5]);
    // Three exchanges without dice: 5 - 2 blocked = 3 each way in; 6 each way back.
    for (let i = 0; i < 3; i++) {
      d.answerAs('g1', 'dice:0');
      d.answerAs('x1', 'dice:0');
      d.answerAs('x1', 'dice:0');
      d.answerAs('g1', 'dice:0');
    }
    expect([att().hp, def().hp]).toEqual([0, 6]);
    // "Your health drops to zero ... so you sacrifice one of your Settlements ... The Settlement revives you by its HP number"
    expect(d.prompt).toMatchObject({ kind: 'revive', seat: 'g1' });
    d.answer('sac:st-tessary');
    expect(att().hp).toBe(5);
    // "...before you attack your opponent again."
    d.forceDice(5, 5, 5, 5).answerAs('g1', 'dice:4');
    d.answerAs('x1', 'dice:0');
    expect(def().hp).toBe(0);
    // "they decide to let you take the tile since it wouldn't be worth sacrificing their own Settlements"
    expect(d.prompt).toMatchObject({ kind: 'revive', seat: 'x1' });
    expect(d.prompt.options.find((o) => o.id === 'yield')!.label).toBe('Let them have the tile');
    d.answer('yield');
    // "You conquer the tile and end your turn, but the defender doesn't lose a life as they weren't on that tile."
    expect(d.g.tiles[tile('A2')]).toMatchObject({ owner: 'gaia', tokens: 1 });
    expect(def().lives).toBe(3);
    expect(att().lives).toBe(3);
    expect(att().hp).toBe(1); // 5 less Brannock's 4 lent HP
    expect(d.prompt.kind).toBe('freeAction');
  });
});
