// "Any time on your turn" (Safety Tokens, Selling, Territories): the free
// actions behind the one "Free actions…" entry on the questions of the
// player's own turn, before declaring and in the middle of a fight, and
// the purchase with safety tokens that leaves no room for them (issue 30
// item 10).
import { describe, expect, it } from 'vitest';
import { pileOfCard } from '../content';
import { arrange, give, onTop, own, player, setup, start, tile, type D } from './helpers';

const ids = (d: D) => d.prompt.options.map((o) => o.id);

/** Opens the free actions from the question on screen. */
function openFree(d: D, seat = d.prompt.seat): void {
  expect(d.promptFor(seat).options.at(-1)).toEqual({ id: 'free', label: 'Free actions…' });
  d.answerAs(seat, 'free');
  expect(d.prompt).toMatchObject({ kind: 'freeMenu', seat });
}

/** Gaia 1 on B1 (Gaia's), with whatever the test sets. */
function onB1(change: (p: ReturnType<typeof player>) => void, cards: string[] = []): D {
  const d = setup(start());
  return arrange(d, (g) => {
    own(d, 'gaia', 'B1');
    const p = g.players[0]!;
    p.at = tile('B1');
    change(p);
    give(d, 'g1', ...cards);
  });
}

describe('Healing: "One token can also be used to restore 5 HP any time on your turn"', () => {
  it('before declaring: heal from the declaration, then declare as before', () => {
    const d = onB1((p) => { p.hp = 4; p.tokens = 1; });
    expect(d.prompt.kind).toBe('declare');
    const before = ids(d);
    openFree(d);
    expect(ids(d)).toEqual(['back', 'heal']);
    d.answer('heal');
    expect(player(d, 'g1')).toMatchObject({ hp: 9, tokens: 0 });
    // Nothing else to do on the side: straight back to the declaration, the entry gone with the last token.
    expect(d.prompt.kind).toBe('declare');
    expect(ids(d)).toEqual(before.filter((id) => id !== 'free'));
  });

  it('in the middle of a Support check, between two dice', () => {
    const d = onB1((p) => { p.hp = 4; p.tokens = 2; });
    d.answerAs('g1', 'move:C1');
    d.forceDice(6).answer('roll');
    openFree(d);
    d.answer('heal');
    d.answer('back');
    expect(d.prompt).toMatchObject({ kind: 'checkRoll', text: 'You have 6 (6); you need 15.' });
    expect(player(d, 'g1')).toMatchObject({ hp: 9, tokens: 1 });
  });
});

describe('Selling: "Any time on your turn, you may sell any Support card you have for 1 stat Point or 1 safety token each"', () => {
  it('before declaring', () => {
    const d = onB1(() => undefined, ['su-machete']);
    openFree(d);
    expect(ids(d)).toEqual(['back', 'sell:su-machete']);
    d.answer('sell:su-machete');
    expect(d.prompt.kind).toBe('sellFor');
    d.answer('token');
    expect(player(d, 'g1')).toMatchObject({ hand: [], tokens: 1 });
    expect(d.g.piles[pileOfCard('su-machete')]!.draw.at(-1)).toBe('su-machete');
    expect(d.prompt.kind).toBe('declare');
  });

  it('mid-combat, for a stat point: any card but the ones locked into the loadout ("you cannot swap out Support cards mid-Combat")', () => {
    const d = onB1((p) => { p.stats = { hp: 10, ap: 0, ip: 0 }; p.hp = 10; }, ['su-nail-driver', 'su-machete']);
    onTop(d, 'cr-tusk-boar');
    d.answerAs('g1', 'move:A1');
    expect(d.prompt.kind).toBe('loadout');
    d.answer('su-nail-driver');
    expect(d.prompt.kind).toBe('attackDice');
    openFree(d);
    expect(ids(d)).toEqual(['back', 'sell:su-machete']);
    d.answer('sell:su-machete');
    d.answer('stat');
    expect(d.prompt.kind).toBe('statPoint');
    d.answer('ap');
    expect(player(d, 'g1').stats.ap).toBe(1);
    // The list has nothing left, so the fight's question comes back, its numbers worked out again.
    expect(d.prompt).toMatchObject({ kind: 'attackDice', seat: 'g1' });
    expect(d.prompt.text).toContain('1 AP + 2 from Support');
  });
});

describe('Territories: "which you can do at any time on any of your turns (even after moving and conquering a tile.)"', () => {
  /**
   * Gaia owns B2 and A3; Gaia 1 takes B1 by a Support check, walling A1 and A2 in, while Gaia 2 fights on C2 (the
   * fights come after the Support checks).
   */
  function wallIn(): D {
    const d = setup(start({ gaia: 2 }));
    arrange(d, (g) => {
      own(d, 'gaia', 'B2', 'A3');
      g.players[0]!.at = tile('B2');
      g.players[1]!.at = tile('B2');
    });
    onTop(d, 'cr-tusk-boar');
    d.answerAs('g1', 'move:B1');
    d.answerAs('g2', 'move:C2');
    for (const v of [6, 6, 5]) d.forceDice(v).answer('roll');
    d.answer('stop');
    return d;
  }

  it('right after conquering the tile that closes it off, before the reward is even chosen', () => {
    const d = wallIn();
    expect(d.prompt).toMatchObject({ kind: 'supportReward', seat: 'g1' });
    openFree(d);
    expect(d.prompt.options.find((o) => o.id === 'close:A1')?.label).toBe('Close the territory of 2 tiles at A1, A2');
    d.answer('close:A1');
    expect(d.g.tiles[tile('A2')]).toMatchObject({ owner: 'gaia', conquered: true, defeated: false });
    expect(player(d, 'g1').tokens).toBe(2);
    d.answer('back');
    expect(d.prompt).toMatchObject({ kind: 'supportReward', seat: 'g1' });
  });

  it('mid-combat: the teammate fighting on C2 closes it between two strikes', () => {
    const d = wallIn();
    d.answer('tokens');
    expect(d.prompt).toMatchObject({ kind: 'attackDice', seat: 'g2' });
    openFree(d);
    d.answer('close:A1');
    expect(d.g.tiles[tile('A1')]!.owner).toBe('gaia');
    expect(player(d, 'g2').tokens).toBe(2);
    // Nothing else left on the list: straight back to the strike.
    expect(d.prompt).toMatchObject({ kind: 'attackDice', seat: 'g2' });
    expect(d.g.combat!.tile).toBe(tile('C2'));
  });
});

describe('The free actions and the simultaneous declaration', () => {
  it('a player who opens them is asked again alone; the teammate\'s secret declaration stands', () => {
    const d = setup(start({ gaia: 2 }));
    arrange(d, (g) => {
      own(d, 'gaia', 'B1');
      g.players[0]!.at = tile('B1');
      g.players[0]!.hp = 4;
      g.players[0]!.tokens = 1;
    });
    d.answerAs('g1', 'free');
    expect(d.prompts.map((p) => p.kind)).toEqual(['declare']);
    d.answerAs('g2', 'move:C1');
    expect(d.prompt).toMatchObject({ kind: 'freeMenu', seat: 'g1' });
    d.answer('heal');
    expect(d.prompts.map((p) => [p.seat, p.kind])).toEqual([['g1', 'declare']]);
    const events = d.answerAs('g1', 'hold');
    expect(events.find((e) => e.type === 'declarationsRevealed')!.text).toBe('Gaia declares. Gaia 1: stay where you are; Gaia 2: move to c1 (tier 1 settlement).');
  });
});

describe('Buying with safety tokens: "You cannot do anything else on that turn in either scenario"', () => {
  it('after a free action this turn, no purchase is offered', () => {
    const d = onB1((p) => { p.tokens = 5; }, ['su-machete']);
    expect(ids(d).some((id) => id.startsWith('buy5:'))).toBe(true);
    openFree(d);
    d.answer('sell:su-machete');
    d.answer('token');
    expect(player(d, 'g1').tokens).toBe(6);
    expect(d.prompt.kind).toBe('declare');
    expect(ids(d).some((id) => id.startsWith('buy'))).toBe(false);
  });

  it('the buyer\'s reward questions carry no free actions, hurt and with tokens left though they are', () => {
    const d = onB1((p) => { p.tokens = 7; p.hp = 3; }, ['su-machete']);
    d.answerAs('g1', 'buy5:J5');
    expect(d.prompt.kind).toBe('supportReward');
    expect(ids(d)).not.toContain('free');
    d.answer('stats');
    expect(d.prompt.kind).toBe('statPoint');
    expect(ids(d)).not.toContain('free');
  });

  it('the other faction has none on this turn: a siege\'s defender gets no entry', () => {
    const d = setup(start());
    arrange(d, (g) => {
      own(d, 'gaia', 'B1');
      own(d, 'xanadu', 'C1');
      g.players[0]!.at = tile('B1');
      g.players[1]!.at = tile('C1');
      g.players[1]!.hp = 4;
      g.players[1]!.tokens = 2;
      give(d, 'x1', 'su-machete');
    });
    d.answerAs('g1', 'siege:C1');
    expect(d.prompts.map((p) => [p.seat, p.kind])).toEqual([['x1', 'loadout']]);
    expect(ids(d)).not.toContain('free');
    d.answer('none');
    d.answer('dice:0');
    expect(d.prompt).toMatchObject({ kind: 'defenseDice', seat: 'x1' });
    expect(ids(d)).not.toContain('free');
  });
});

describe('Losing a life: "you must go back to your Start Zone, lose a life, collect 3 safety tokens, and end your turn"', () => {
  it('the turn is over for that player: no free actions after it, though a card is left to sell', () => {
    const d = onB1((p) => { p.hp = 1; }, ['su-machete']);
    onTop(d, 'cr-ridge-coyote'); // Speed: it strikes first
    d.answerAs('g1', 'move:A1');
    d.answer('none');
    d.answer('dice:0');
    expect(d.prompt.kind).toBe('revive');
    d.answer('yield');
    expect(player(d, 'g1')).toMatchObject({ lives: 2, tokens: 3, at: null, hand: ['su-machete'] });
    expect(d.prompt).toMatchObject({ kind: 'declare', seat: 'x1' });
  });
});

describe('The entry stays off a question that already holds the whole list', () => {
  it('a fight roll that offers its own heal, with nothing else to do on the side, shows no "Free actions…"', () => {
    const d = onB1((p) => { p.hp = 5; p.tokens = 1; });
    onTop(d, 'cr-tusk-boar');
    expect(ids(d)).toContain('free');
    d.answerAs('g1', 'move:A1');
    expect(d.prompt.kind).toBe('attackDice');
    expect(ids(d)).toContain('heal');
    expect(ids(d)).not.toContain('free');
  });
});

describe('Trading: "When it is your turn, your team can trade Support cards and safety tokens with each other"', () => {
  it('before declaring, once the pathways are joined', () => {
    const d = setup(start({ gaia: 2 }));
    arrange(d, (g) => {
      own(d, 'gaia', 'B1', 'C1', 'D1');
      g.players[0]!.at = tile('B1');
      g.players[1]!.at = tile('D1');
      give(d, 'g1', 'su-machete');
    });
    d.answerAs('g1', 'free');
    d.answerAs('g2', 'hold');
    expect(ids(d)).toEqual(['back', 'sell:su-machete', 'give:g2:su-machete']);
    d.answer('give:g2:su-machete');
    expect(player(d, 'g2').hand).toEqual(['su-machete']);
    expect(d.prompts.map((p) => [p.seat, p.kind])).toEqual([['g1', 'declare']]);
  });
});
