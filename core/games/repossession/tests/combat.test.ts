// Combat Basics, Enemies, Combat Outcomes, Settlements and Faction
// Coordination, through the driver with forced dice.
import { describe, expect, it } from 'vitest';
import type { PRFState } from '../state';
import { arrange, emptyLoadout, give, onTop, own, player, setup, start, tile, type D } from './helpers';

interface Fight {
  enemy: string;
  /** A1 is a Tier 1 Creature tile, B2 a Tier 1 Raid, both next to B1 where Gaia 1 stands. */
  at?: 'A1' | 'B2';
  hand?: string[];
  stats?: { hp: number; ap: number; ip: number };
  hp?: number;
  tokens?: number;
  lives?: number;
  mates?: number;
  change?: (g: PRFState) => void;
}

function fight(f: Fight): D {
  const d = setup(start({ gaia: f.mates ?? 1 }));
  arrange(d, (g) => {
    own(d, 'gaia', 'B1');
    const p = g.players[0]!;
    p.stats = f.stats ?? { hp: 10, ap: 0, ip: 0 };
    p.hp = f.hp ?? p.stats.hp;
    p.tokens = f.tokens ?? 0;
    p.lives = f.lives ?? 3;
    p.at = tile('B1');
    give(d, 'g1', ...(f.hand ?? []));
    onTop(d, f.enemy);
    f.change?.(g);
  });
  d.answerAs('g1', `move:${f.at ?? 'A1'}`);
  if (f.mates && f.mates > 1) for (const p of d.prompts) if (p.kind === 'declare') d.answerAs(p.seat, 'hold');
  return d;
}

const g1 = (d: D) => player(d, 'g1');

describe('Combat Basics', () => {
  it('"You always attack first unless the enemy has the Speed Effect"; Attack = combo + Support + AP', () => {
    const d = fight({ enemy: 'cr-tusk-boar', stats: { hp: 10, ap: 2, ip: 0 }, hand: ['su-nail-driver'] });
    d.answer('su-nail-driver');
    expect(d.prompt).toMatchObject({ kind: 'attackDice', seat: 'g1' });
    const hit = d.forceDice(2, 2).answer('dice:2').find((e) => e.type === 'struck')!;
    expect(hit).toMatchObject({ combo: 'pair', damage: 1 + 2 + 2, hp: 1 });
  });

  it('Defence = enemy AP - (combo + Support); "there is no negative HP"; a strong defence heals, never past the HP limit', () => {
    const d = fight({ enemy: 'cr-tusk-boar', hp: 8, hand: ['su-riot-shield'] });
    d.answer('su-riot-shield');
    d.answer('dice:0');
    // Tusk Boar: 3 AP, the shield blocks 2.
    expect(d.forceDice().answer('dice:0').find((e) => e.type === 'struck')).toMatchObject({ damage: 1, hp: 7 });
    d.answer('dice:0');
    // Four-dice straight blocks 3 + 2 = 5 against 3: heals 2, to 9.
    expect(d.forceDice(2, 3, 4, 5).answer('dice:4').find((e) => e.type === 'struck')).toMatchObject({ hp: 9 });
    d.answer('dice:0');
    expect(d.forceDice(3, 4, 5, 6).answer('dice:4').find((e) => e.type === 'struck')).toMatchObject({ hp: 10 });
  });

  it('snake eyes on attack: "you miss your attack completely; Support does not count", and a token you "cannot use ... on that same roll"', () => {
    const d = fight({ enemy: 'cr-tusk-boar', stats: { hp: 10, ap: 3, ip: 0 } });
    const events = d.forceDice(1, 1, 5, 6).answer('dice:4');
    expect(events.find((e) => e.type === 'struck')).toMatchObject({ snake: true, damage: 0 });
    expect(g1(d).tokens).toBe(1);
    expect(d.prompt.kind).toBe('defenseDice'); // no reroll was offered
  });

  it('a token collected earlier rerolls any dice, even snake eyes', () => {
    const d = fight({ enemy: 'cr-tusk-boar', tokens: 1 });
    d.forceDice(1, 1, 5, 6).answer('dice:4');
    expect(d.prompt).toMatchObject({ kind: 'reroll', max: 4 });
    // The token the snake eyes earned may not reroll this same roll, so no second reroll is offered.
    const hit = d.forceDice(5, 6).answer(['d0', 'd1']).find((e) => e.type === 'struck')!;
    expect(g1(d).tokens).toBe(1); // one spent, one earned by the snake eyes
    expect(hit).toMatchObject({ combo: 'twoPairs', damage: 2 });
  });

  it('snake eyes on defence: "you take max damage from enemy\'s total AP value; Support does not count"; quads: "Enemy misses"', () => {
    const d = fight({ enemy: 'cr-tusk-boar', hand: ['su-riot-shield'] });
    d.answer('su-riot-shield');
    d.answer('dice:0');
    expect(d.forceDice(1, 1).answer('dice:2').find((e) => e.type === 'struck')).toMatchObject({ damage: 3, hp: 7 });
    d.answer('dice:0');
    d.forceDice(5, 5, 5, 5).answer('dice:4');
    // The snake eyes earned a token, so a reroll is offered now; four of a kind is kept.
    expect(d.answer('keep').find((e) => e.type === 'struck')).toMatchObject({ damage: 0, hp: 7 });
  });

  it('"You can spend safety tokens in Combat to ... heal yourself by 5 HP at any time"', () => {
    const d = fight({ enemy: 'cr-tusk-boar', hp: 3, tokens: 1 });
    d.answer('heal');
    expect(g1(d)).toMatchObject({ hp: 8, tokens: 0 });
    expect(d.prompt.kind).toBe('attackDice');
  });
});

describe('Enemy effects', () => {
  it('Speed: "Enemy attacks first"; a card that ignores Speed lets you strike first', () => {
    const fast = fight({ enemy: 'cr-ridge-coyote' });
    expect(fast.prompt.kind).toBe('defenseDice');
    const slow = fight({ enemy: 'cr-ridge-coyote', stats: { hp: 10, ap: 0, ip: 1 }, hand: ['su-compound-bow'] });
    slow.answer('su-compound-bow');
    expect(slow.prompt.kind).toBe('attackDice');
  });

  it('Armor: "Your character AP does not count as damage unless you have Support cards that specifically ignores Armor"', () => {
    const d = fight({ enemy: 'cr-rustback-beetle', stats: { hp: 10, ap: 3, ip: 0 }, hand: ['su-nail-driver'] });
    d.answer('su-nail-driver');
    expect(d.answer('dice:0').find((e) => e.type === 'struck')).toMatchObject({ damage: 2 });
    const b = fight({ enemy: 'cr-rustback-beetle', stats: { hp: 10, ap: 3, ip: 2 }, hand: ['su-shock-baton'] });
    b.answer('su-shock-baton');
    expect(b.answer('dice:0').find((e) => e.type === 'struck')).toMatchObject({ damage: 4 });
  });

  it('Snare: pairs do not count, two pairs do, "and you cannot use safety tokens to re-roll on defense rolls"', () => {
    const d = fight({ enemy: 'cr-silk-lurker', tokens: 2 });
    expect(d.forceDice(4, 4, 2).answer('dice:3').find((e) => e.type === 'struck')).toBeUndefined();
    expect(d.prompt.kind).toBe('reroll'); // attacks may still be rerolled
    expect(d.answer('keep').find((e) => e.type === 'struck')).toMatchObject({ combo: 'none', damage: 0 });
    d.forceDice(2, 2, 5, 5).answer('dice:4');
    expect(d.prompt.kind).not.toBe('reroll');
    expect(d.events.find((e) => e.type === 'struck')).toMatchObject({ combo: 'twoPairs', hp: 10 - (3 - 1) });
  });

  it('Agility: straights do not count, "and you cannot use safety tokens to re-roll on attacks"', () => {
    const d = fight({ enemy: 'cr-pale-stalker', tokens: 2 });
    expect(d.forceDice(2, 3, 4).answer('dice:3').find((e) => e.type === 'struck')).toMatchObject({ combo: 'none', damage: 0 });
  });

  it('Poison: after it costs HP, "your HP is reduced by 1 on every following attack and defense"; it ends with the Combat', () => {
    const d = fight({ enemy: 'cr-mire-tick' });
    d.answer('dice:0'); // 0 damage
    d.answer('dice:0'); // takes 2 (10 -> 8): poisoned; the next attack starts with the poison (7)
    expect(d.events.some((e) => e.type === 'poisoned')).toBe(true);
    expect(g1(d).hp).toBe(7);
    d.answer('dice:0'); // the defence starts with the poison (6)
    expect(g1(d).hp).toBe(6);
    d.answer('dice:0'); // the blow (4), then the poison again before the next attack (3)
    expect(g1(d).hp).toBe(3);
  });
});

describe('Combat Outcomes', () => {
  it('"you may sacrifice any Support card(s) you\'re holding to revive yourself with the card HP value and it will not count as a life lost"', () => {
    const d = fight({ enemy: 'cr-cinder-feral', hp: 2, hand: ['su-field-medkit'] });
    d.answer('none');
    d.answer('dice:0');
    d.answer('dice:0');
    expect(d.prompt).toMatchObject({ kind: 'revive' });
    d.answer('sac:su-field-medkit');
    expect(g1(d)).toMatchObject({ hp: 3, lives: 3, hand: [] });
    expect(d.g.piles['supplies:1']!.draw.at(-1)).toBe('su-field-medkit');
  });

  it('Bloodlust Blade revives "by stealing the enemy\'s HP"', () => {
    const d = fight({ enemy: 'cr-sawgrass-mat', hp: 1, hand: ['su-bloodlust-blade'] });
    d.answer('none');
    d.answer('dice:0');
    d.answer('dice:0');
    d.answer('sac:su-bloodlust-blade');
    expect(g1(d).hp).toBe(5);
    expect(d.g.combat!.enemy!.hp).toBe(7 - 5);
  });

  it('"If you cannot revive yourself, you lose a life and move back to your Start Zone while collecting three (3) safety tokens"', () => {
    const d = fight({ enemy: 'cr-cinder-feral', hp: 2 });
    d.answer('dice:0');
    d.answer('dice:0');
    d.answer('yield');
    expect(g1(d)).toMatchObject({ lives: 2, at: null, tokens: 3, hp: 10 });
    expect(d.g.tiles[tile('A1')]!.owner).toBeNull();
    expect(d.g.piles['creatures:1']!.draw.at(-1)).toBe('cr-cinder-feral');
  });

  it('"If you lose all three lives, you are eliminated"; "If all players from any faction lose all three lives, then the opposing faction automatically wins"', () => {
    const d = fight({ enemy: 'cr-cinder-feral', hp: 2, lives: 1 });
    d.answer('dice:0');
    d.answer('dice:0');
    d.answer('yield');
    expect(g1(d).eliminated).toBe(true);
    expect(d.state.result).toMatchObject({ outcome: 'xanadu', winners: ['x1'] });
  });

  it('"Slaying a Creature rewards you with a Supplies card of that Creature\'s Tier and one stat point"; Tier 1 shows three cards', () => {
    const d = fight({ enemy: 'cr-great-crow', stats: { hp: 10, ap: 4, ip: 0 } });
    d.answer('dice:0');
    expect(d.prompt.kind).toBe('statPoint');
    d.answer('ap');
    expect(d.prompt.kind).toBe('keepCard');
    expect(d.prompt.options.every((o) => o.id.startsWith('su-'))).toBe(true);
    expect(d.prompt.options).toHaveLength(3);
    d.answer(d.prompt.options[1]!.id);
    expect(g1(d)).toMatchObject({ at: tile('A1'), stats: { ap: 5 } });
  });

  it('"Settlements can only be deployed in Raids", lend their HP and AP, and take the HP back at the end', () => {
    const creature = fight({ enemy: 'cr-great-crow', hand: ['st-brannock'] });
    expect(creature.prompt.kind).toBe('attackDice'); // no Settlement slot against a Creature
    const d = fight({ enemy: 'rd-salem-relay', at: 'B2', hand: ['st-brannock', 'st-tessary'], stats: { hp: 10, ap: 5, ip: 0 } });
    d.answer(['st-brannock', 'st-tessary']);
    expect(g1(d).hp).toBe(10 + 9);
    d.answer('dice:0'); // 5 AP + 3 = 8: Salem Relay (8 HP) falls
    expect(d.g.tiles[tile('B2')]!.owner).toBe('gaia');
    expect(g1(d).hp).toBe(10);
  });

  it('"if your health reaches zero after relinquishing the Settlement(s) HP value, then you must sacrifice the card ... to avoid losing a life"', () => {
    const d = fight({ enemy: 'rd-salem-relay', at: 'B2', hp: 2, hand: ['st-brannock', 'st-tessary'], stats: { hp: 10, ap: 0, ip: 0 } });
    d.answer(['st-brannock', 'st-tessary']);
    d.answer('dice:0'); // 3 damage
    d.answer('dice:0'); // takes 6: 11 - 6 = 5
    d.forceDice(6, 6, 6, 6).answer('dice:4'); // 3 + 4 = 7 more: 8 - 3 - 7 < 0, the Relay falls
    expect(d.prompt).toMatchObject({ kind: 'relinquish' });
    d.answer('st-tessary');
    expect(g1(d)).toMatchObject({ hp: 5, lives: 3 });
    expect(g1(d).hand).toEqual(['st-brannock']);
  });

  it('single-use cards go to the bottom of their deck after the Combat', () => {
    const d = fight({ enemy: 'cr-great-crow', hand: ['su-adrenal-pump'] });
    d.answer('su-adrenal-pump');
    d.answer('dice:0'); // 1 + 2 = 3 damage
    d.answer('dice:0');
    d.answer('dice:0'); // 3 more: the crow (4 HP) falls
    d.answer('hp');
    d.answer(d.prompt.options[0]!.id);
    expect(g1(d).hand).not.toContain('su-adrenal-pump');
    expect(d.g.piles['supplies:1']!.draw).toContain('su-adrenal-pump');
  });
});

describe('Faction Coordination', () => {
  it('"Each player attacks the enemy and the enemy attacks each player"; "they can split the two stat points received from defeating a Raid"', () => {
    const d = setup(start({ gaia: 2 }));
    arrange(d, (g) => {
      own(d, 'gaia', 'B1');
      g.players[0]!.at = tile('B1');
      g.players[1]!.stats.ap = 3;
      onTop(d, 'rd-salem-relay');
    });
    d.answerAs('g1', 'move:B2');
    d.answerAs('g2', 'move:B2');
    expect(d.eventsOf('enemyDrawn')[0]).toMatchObject({ seats: ['g1', 'g2'] });
    emptyLoadout(d);
    d.answerAs('g1', 'dice:0'); // 1 AP
    d.answerAs('g2', 'dice:0'); // 3 AP: 8 - 4 = 4 left
    d.answerAs('g1', 'dice:0');
    d.answerAs('g2', 'dice:0');
    expect([player(d, 'g1').hp, player(d, 'g2').hp]).toEqual([11 - 6, 11 - 6]);
    d.answerAs('g1', 'dice:0');
    d.answerAs('g2', 'dice:0'); // 4 more: the Relay falls
    expect(d.prompt).toMatchObject({ kind: 'statPoint', seat: 'g1', text: expect.stringMatching(/1 point/) });
    d.answer('hp');
    expect(d.prompt).toMatchObject({ kind: 'statPoint', seat: 'g2' });
  });
});
