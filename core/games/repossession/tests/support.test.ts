// Support Basics, Safety Tokens and buying tiles, through the driver.
import { describe, expect, it } from 'vitest';
import { arrange, own, player, setup, start, tile, type D } from './helpers';

/** Gaia 1 standing on A1 (Gaia's), so B1 (Tier 1 Supplies) and A2 (Tier 1 Settlement) are next door. */
function onA1(tokens = 0, opts = {}): D {
  const d = setup(start(opts));
  return arrange(d, (g) => {
    own(d, 'gaia', 'A1');
    g.players[0]!.at = tile('A1');
    g.players[0]!.tokens = tokens;
  });
}

describe('Support checks', () => {
  it('"rolling 15 or higher with up to four dice", one die at a time; stopping short fails', () => {
    const d = onA1();
    d.answerAs('g1', 'move:B1');
    expect(d.prompt.options.map((o) => o.id)).toEqual(['roll']);
    d.forceDice(6).answer('roll');
    d.forceDice(5).answer('roll');
    expect(d.prompt.options.find((o) => o.id === 'stop')!.label).toBe('Stop at 11: fail');
    d.forceDice(4).answer('roll');
    expect(d.prompt.options.find((o) => o.id === 'stop')!.label).toBe('Stop at 15: pass');
    d.answer('stop');
    expect(d.prompt.kind).toBe('supportReward');
  });

  it('"passing a Tier 2 Supplies dice check grants you either a Tier 2 Supplies card, 2 stat points, or 2 safety tokens"', () => {
    const d = setup(start());
    arrange(d, (g) => {
      own(d, 'gaia', 'E1', 'E3'); // E3 is a Tier 2 Creature: the quadrant's Tier 2 Support tiles are open
      g.players[0]!.at = tile('E1');
    });
    d.answerAs('g1', 'move:E2');
    for (const v of [6, 6, 5]) d.forceDice(v).answer('roll');
    d.answer('stop');
    expect(d.prompt.options.map((o) => o.label)).toEqual(['A Tier 2 Supplies card', '2 stat points', '2 safety tokens']);
    d.answer('tokens');
    expect(player(d, 'g1').tokens).toBe(2);
  });

  it('"Rolling snake eyes on Support tiles counts as automatic failure ... you must also move back ... and collect a safety token"', () => {
    const d = onA1(2);
    d.answerAs('g1', 'move:B1');
    d.forceDice(6).answer('roll');
    d.forceDice(6).answer('roll');
    d.forceDice(1).answer('roll');
    // A single 1 may still be rerolled before the next die comes up.
    expect(d.prompt.options.map((o) => o.id)).toContain('reroll');
    d.forceDice(1).answer('roll');
    // "rolling 6, 6, 1, 1 is still a failure": no reroll, no choice.
    expect(d.prompt.kind).toBe('freeAction');
    expect(player(d, 'g1')).toMatchObject({ at: tile('A1'), tokens: 3 });
    expect(d.g.tiles[tile('B1')]!.owner).toBeNull();
  });

  it('"spend any safety tokens you\'ve previously collected to re-roll a 1 on to avoid rolling a snake eyes in advance"', () => {
    const d = onA1(1);
    d.answerAs('g1', 'move:B1');
    d.forceDice(1).answer('roll');
    d.answer('reroll');
    expect(d.prompt).toMatchObject({ kind: 'checkReroll', min: 1, max: 1 });
    d.forceDice(6).answer('d0');
    expect(player(d, 'g1').tokens).toBe(0);
    expect(d.g.check!.dice).toEqual([6]);
  });

  it('"If you fail ... you can either still claim that tile without any rewards or collect a safety token and backtrack"', () => {
    const claim = onA1();
    claim.answerAs('g1', 'move:B1');
    for (const v of [2, 3, 4, 5]) claim.forceDice(v).answer('roll');
    expect(claim.prompt.options.map((o) => o.id)).toEqual(['claim', 'backtrack']);
    claim.answer('claim');
    expect(claim.g.tiles[tile('B1')]).toMatchObject({ owner: 'gaia', tokens: 1 });
    expect(player(claim, 'g1').tokens).toBe(0);

    const back = onA1();
    back.answerAs('g1', 'move:B1');
    for (const v of [2, 3, 4, 5]) back.forceDice(v).answer('roll');
    back.answer('backtrack');
    expect(back.g.tiles[tile('B1')]!.owner).toBeNull();
    expect(player(back, 'g1')).toMatchObject({ at: tile('A1'), tokens: 1 });
  });

  it('"Two teammates can also land on the same Support tile, each rolling only once and using the best roll ... divide stat point or safety token rewards"', () => {
    const d = setup(start({ gaia: 2 }));
    arrange(d, (g) => {
      own(d, 'gaia', 'A1');
      g.players[0]!.at = tile('A1');
    });
    d.answerAs('g1', 'move:A2');
    d.answerAs('g2', 'move:A2');
    // The first rolls snake eyes, the second passes: the best roll counts.
    d.forceDice(1).answer('roll');
    d.forceDice(1).answer('roll');
    expect(d.prompt.seat).toBe('g2');
    for (const v of [6, 5, 4]) d.forceDice(v).answer('roll');
    d.answer('stop');
    expect(d.prompt).toMatchObject({ kind: 'supportReward', seat: 'g1' });
    d.answer('tokens');
    expect([player(d, 'g1').tokens, player(d, 'g2').tokens]).toEqual([1, 0]);
    expect(d.g.tiles[tile('A2')]!.owner).toBe('gaia');
  });
});

describe('buying Support tiles with safety tokens', () => {
  it('"spend five (5) safety tokens ... to conquer any Tier 1 Support tile anywhere on the board and reap one of its three reward options"', () => {
    const d = setup(start());
    arrange(d, (g) => { g.players[0]!.tokens = 5; });
    const ids = d.promptFor('g1').options.map((o) => o.id);
    expect(ids).toContain('buy5:J5');
    expect(ids.some((id) => id.startsWith('buy8'))).toBe(false);
    d.answerAs('g1', 'buy5:J5');
    expect(d.prompt.kind).toBe('supportReward');
    d.answer('stats');
    d.answer('ap');
    expect(player(d, 'g1')).toMatchObject({ tokens: 0, at: tile('J5'), stats: { ap: 2 } });
    expect(d.g.tiles[tile('J5')]!.owner).toBe('gaia');
  });

  it('"spend eight (8) ... to conquer any Support tile on the board (of any Tier) and reap all three of its rewards"', () => {
    const d = setup(start());
    arrange(d, (g) => {
      g.players[0]!.tokens = 8;
      g.tiles[tile('E3')]!.conquered = true;
    });
    d.answerAs('g1', 'buy8:E2');
    d.answer('hp');
    d.answer('ip');
    const p = player(d, 'g1');
    expect(p.hand.some((c) => c.startsWith('su-'))).toBe(true);
    expect(p.stats).toMatchObject({ hp: 12, ip: 2 });
    expect(p.tokens).toBe(2); // 8 spent, 2 back as the third reward
  });

  it('"You cannot do anything else on that turn in either scenario": no heal, sale, closing or trade for the buyer (issue 30 item 8)', () => {
    const d = setup(start({ gaia: 2 }));
    arrange(d, (g) => {
      g.players[0]!.tokens = 5;
      g.players[0]!.hp = 5;
      g.players[1]!.tokens = 1;
      g.players[1]!.hp = 5;
    });
    d.answerAs('g1', 'buy5:J5');
    d.answerAs('g2', 'hold');
    expect(d.prompt.kind).toBe('supportReward');
    d.answer('tokens');
    // Back to 1 token and hurt: healing would be offered to anyone else, and is to the teammate who stayed.
    expect(player(d, 'g1')).toMatchObject({ tokens: 1, hp: 5 });
    expect(d.prompt).toMatchObject({ kind: 'freeAction', seat: 'g2' });
    expect(d.events.some((e) => e.type === 'turnSpentBuying' && e.seat === 'g1')).toBe(true);
  });

  it('"Players on both teams only gain access to Tier 2 Support tiles after at least one Tier 2 enemy ... in that quadrant has been defeated"', () => {
    const d = setup(start());
    arrange(d, (g) => {
      own(d, 'gaia', 'D1', 'E1');
      g.players[0]!.tokens = 8;
    });
    let ids = d.promptFor('g1').options.map((o) => o.id);
    expect(ids).not.toContain('move:E2');
    expect(ids).not.toContain('buy8:E2');
    arrange(d, (g) => {
      const t = g.tiles[tile('C3')]!; // a Tier 2 Raid in the same quadrant, taken by Xanadu
      t.owner = 'xanadu';
      t.conquered = true;
      t.tokens = 1;
    });
    ids = d.promptFor('g1').options.map((o) => o.id);
    expect(ids).toContain('move:E2');
    expect(ids).toContain('buy8:E2');
  });

  it('"...after at least one Tier 2 enemy ... in that quadrant has been defeated and that enemy tile conquered": a Tier 2 Raid claimed by closing a territory, its enemy never fought, opens nothing (issue 30 item 9)', () => {
    const d = setup(start());
    arrange(d, (g) => {
      own(d, 'gaia', 'D1', 'E1');
      g.players[0]!.tokens = 8;
      // As closing a territory leaves it: Xanadu's tokens on C3, conquered, no enemy defeated.
      g.tiles[tile('C3')] = { owner: 'xanadu', by: 'x1', tokens: 1, conquered: true, defeated: false };
    });
    const ids = d.promptFor('g1').options.map((o) => o.id);
    expect(ids).not.toContain('move:E2');
    expect(ids).not.toContain('buy8:E2');
  });
});
