// Setup, the faction turn, moving, quadrants, the Final Raid lock,
// territories, trading, the hold limit and the end of the game.
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../../engine/view';
import { FINAL_RAIDS, TILES } from '../content';
import { SECOND_MOVER_BONUS } from '../content/scoring';
import { factionScore } from '../rules/common';
import { arrange, give, onTop, own, player, setup, start, tile } from './helpers';

describe('Setting Up', () => {
  it('"10 HP | 0 AP | 0 IP ... allocate three (3) more points": ten builds, "11 HP | 1 AP | 1 IP or... 10 HP | 0 AP | 3 IP" among them', () => {
    const d = start({ gaia: 2, xanadu: 2 });
    expect(d.prompts.map((p) => p.seat)).toEqual(['g1', 'g2', 'x1', 'x2']);
    const labels = d.prompt.options.map((o) => o.label);
    expect(labels).toHaveLength(10);
    expect(labels).toEqual(expect.arrayContaining(['11 HP, 1 AP, 1 IP', '10 HP, 0 AP, 3 IP']));
    d.answerAs('x1', 'build:0:0:3');
    // Chosen at once: the others see only that Xanadu 1 has decided.
    expect(JSON.stringify({ ...d.view('g1'), prompt: null })).not.toContain('build:0:0:3');
    setup(d);
    expect(player(d, 'x1').stats).toEqual({ hp: 10, ap: 0, ip: 3 });
    expect(player(d, 'g1')).toMatchObject({ stats: { hp: 11, ap: 1, ip: 1 }, hp: 11, lives: 3, tokens: 0, at: null });
  });

  it('"Gaia always moves first": the first declarations asked are Gaia\'s, all at once', () => {
    const d = setup(start({ gaia: 2, xanadu: 2 }));
    expect(d.prompts.map((p) => [p.seat, p.kind])).toEqual([['g1', 'declare'], ['g2', 'declare']]);
  });
});

describe('Moving', () => {
  it('"adjacent to your character piece or adjacent to any tile you already conquered ... cannot move diagonally"', () => {
    const d = setup(start());
    expect(d.promptFor('g1').options.filter((o) => o.id.startsWith('move:')).map((o) => o.id)).toEqual(['move:B1']);
    arrange(d, () => own(d, 'gaia', 'B1', 'G1'));
    const moves = d.promptFor('g1').options.filter((o) => o.id.startsWith('move:')).map((o) => o.id);
    expect(moves).toEqual(['move:A1', 'move:C1', 'move:F1', 'move:H1', 'move:B2', 'move:G2']);
  });

  it('"A faction\'s players move at the same time": declarations stay secret until all are in, then Support resolves before Combat', () => {
    const d = setup(start({ gaia: 2 }));
    arrange(d, (g) => {
      own(d, 'gaia', 'B1');
      g.players[0]!.at = tile('B1');
    });
    d.answerAs('g1', 'move:A1');
    expect(JSON.stringify(eventsFor(d.events, 'g2'))).not.toContain('A1');
    const events = d.answerAs('g2', 'move:C1');
    expect(events.find((e) => e.type === 'declarationsRevealed')!.text).toBe('Gaia declares. Gaia 1: move to a1 (tier 1 creature); Gaia 2: move to c1 (tier 1 settlement).');
    // Gaia 2's Support check comes first although Gaia 1 sits first.
    expect(d.prompt).toMatchObject({ kind: 'checkRoll', seat: 'g2' });
  });

  it('"You can enter another quadrant by crossing the gap and attacking and defeating an enemy tile in it"', () => {
    const d = setup(start());
    arrange(d, () => own(d, 'gaia', 'E1', 'E2'));
    const ids = d.promptFor('g1').options.map((o) => o.id);
    expect(ids).toContain('move:F1'); // a Creature across the gap
    expect(ids).not.toContain('move:F2'); // a Supplies tile across the gap
  });

  it('"You gain access to a specific Tier 3 Raid by defeating the three Creatures surrounding" it; "the other three Tier 3 Raids become unlocked" after the first', () => {
    const d = setup(start());
    arrange(d, () => own(d, 'gaia', 'D4', 'E4'));
    expect(d.promptFor('g1').options.map((o) => o.id)).not.toContain('move:E5');
    arrange(d, () => own(d, 'gaia', 'D5'));
    expect(d.promptFor('g1').options.map((o) => o.id)).toContain('move:E5');
    arrange(d, (g) => {
      own(d, 'gaia', 'F4');
      g.players[0]!.stats = { hp: 60, ap: 30, ip: 0 };
      onTop(d, 'rd-citadel-albany');
    });
    expect(d.promptFor('g1').options.map((o) => o.id)).not.toContain('move:F5');
    d.answerAs('g1', 'move:E5');
    d.answer('dice:0'); // Citadel Albany has Speed and strikes first: the Raid is not beaten yet
    expect(d.g.finalRaidsOpen).toBe(false);
  });
});

describe('Territories, trading, hold limit', () => {
  it('"close off access to an unconquered territory ... claim all those tiles and collect the same number of safety tokens"', () => {
    const d = setup(start());
    arrange(d, (g) => {
      // A1 and A2 are walled in by Gaia's B1, B2, A3: Xanadu cannot reach them.
      own(d, 'gaia', 'B1', 'B2', 'A3');
      g.players[0]!.at = tile('B1');
    });
    d.answerAs('g1', 'hold');
    const close = d.promptFor('g1').options.find((o) => o.id.startsWith('close:'))!;
    expect(close.label).toBe('Close the territory of 2 tiles at A1, A2');
    d.answer(close.id);
    expect(d.g.tiles[tile('A1')]).toMatchObject({ owner: 'gaia', tokens: 1, conquered: true, defeated: false });
    expect(player(d, 'g1').tokens).toBe(2);
  });

  it('"If an opponent conquers any tile inside a territory, your faction cannot close it off"', () => {
    const d = setup(start());
    arrange(d, () => {
      own(d, 'gaia', 'B1', 'B2', 'A3');
      own(d, 'xanadu', 'A1');
    });
    d.answerAs('g1', 'hold');
    expect(d.promptFor('g1').options.some((o) => o.id.startsWith('close:'))).toBe(false);
  });

  it('"trade Support cards and safety tokens with each other only after you have connected your pathways"', () => {
    const d = setup(start({ gaia: 2 }));
    arrange(d, (g) => {
      own(d, 'gaia', 'B1', 'C1', 'D1');
      g.players[0]!.at = tile('B1');
      g.players[1]!.at = tile('D1');
      g.players[0]!.tokens = 1;
      give(d, 'g1', 'su-machete');
    });
    d.answerAs('g1', 'hold');
    d.answerAs('g2', 'hold');
    expect(d.prompt.options.map((o) => o.id)).toEqual(expect.arrayContaining(['giveToken:g2', 'give:g2:su-machete']));
    d.answer('give:g2:su-machete');
    expect(player(d, 'g2').hand).toEqual(['su-machete']);
    const apart = setup(start({ gaia: 2 }));
    arrange(apart, (g) => {
      own(apart, 'gaia', 'B1', 'D1');
      g.players[0]!.at = tile('B1');
      g.players[1]!.at = tile('D1');
      g.players[0]!.tokens = 1;
    });
    apart.answerAs('g1', 'hold');
    apart.answerAs('g2', 'hold');
    expect(apart.prompt.options.some((o) => o.id.startsWith('give'))).toBe(false);
  });

  it('"Each player can only hold up to 10 Support cards ... Otherwise, you must either sell additional Support cards"', () => {
    const d = setup(start());
    const ten = ['su-pipe-rifle', 'su-machete', 'su-compound-bow', 'su-flare-pistol', 'su-nail-driver', 'su-shock-baton', 'su-reflex-chip', 'su-ocular-lens', 'su-grip-servo', 'su-weighted-stock'];
    arrange(d, (g) => {
      own(d, 'gaia', 'A1');
      g.players[0]!.at = tile('A1');
      give(d, 'g1', ...ten);
    });
    d.answerAs('g1', 'move:B1');
    for (const v of [6, 6, 6]) d.forceDice(v).answer('roll');
    d.answer('stop');
    d.answer('card');
    expect(d.prompt).toMatchObject({ kind: 'overLimit', text: expect.stringMatching(/11 cards/) });
    d.answer('sell:su-machete');
    d.answer('token');
    expect(player(d, 'g1').hand).toHaveLength(10);
    expect(player(d, 'g1').tokens).toBe(1);
  });
});

describe('End Game', () => {
  it('"Once the last of all four Tier 3 Raids are defeated, the game immediately ends": faction tokens minus safety tokens', () => {
    const d = setup(start());
    arrange(d, (g) => {
      for (const i of FINAL_RAIDS.slice(1)) own(d, 'xanadu', TILES[i]!.id);
      own(d, 'gaia', 'D4', 'E4', 'D5', 'A1', 'B1');
      g.players[0]!.stats = { hp: 60, ap: 40, ip: 0 };
      g.players[1]!.tokens = 4;
      onTop(d, 'rd-great-sprawl');
    });
    d.answerAs('g1', 'move:E5');
    d.answer('dice:0');
    // Gaia: 3 + 3 + 3 + 1 + 1 + 5 = 16; Xanadu: 15 - 4 = 11.
    expect(d.g.scores).toEqual({ gaia: 16, xanadu: 11 });
    expect(d.state.result).toMatchObject({ outcome: 'gaia', winners: ['g1'] });
  });

  it('"A tiebreaker would be adding each player\'s remaining number of lives to their faction\'s final scores"', () => {
    const d = setup(start());
    arrange(d, (g) => {
      for (const i of FINAL_RAIDS.slice(1)) own(d, 'xanadu', TILES[i]!.id);
      own(d, 'gaia', 'D4', 'E4', 'D5');
      g.players[0]!.stats = { hp: 60, ap: 40, ip: 0 };
      g.players[0]!.tokens = 4; // Gaia 9 + 5 - 4 = 10; Xanadu 15 - 5 = 10
      g.players[1]!.tokens = 5;
      g.players[1]!.lives = 2;
      onTop(d, 'rd-great-sprawl');
    });
    d.answerAs('g1', 'move:E5');
    d.answer('dice:0');
    expect(d.g.scores).toEqual({ gaia: 10, xanadu: 10 });
    expect(d.state.result).toMatchObject({ outcome: 'gaia', text: expect.stringMatching(/lives left break the tie/) });
  });

  it('"Faction tokens − safety tokens = victory point total": by default no one scores anything more, so Xanadu starts at 0 against any Gaia (issue 30 item 7)', () => {
    for (const gaia of [1, 2, 4]) {
      const d = start({ gaia, xanadu: 1 });
      expect(factionScore(d.g, 'xanadu')).toBe(0);
      expect(factionScore(d.g, 'gaia')).toBe(0);
    }
  });

  it('with the house rule on, Xanadu adds its second-mover bonus (ASSUMPTIONS.md "Second-mover bonus"): 0 against one Gaia player, 4 against four', () => {
    for (const [gaia, bonus] of [[1, 0], [2, 1], [4, 4]] as const) {
      const d = start({ gaia, xanadu: 1, secondMoverBonus: true });
      expect(factionScore(d.g, 'xanadu')).toBe(bonus);
      expect(factionScore(d.g, 'gaia')).toBe(0);
      expect(SECOND_MOVER_BONUS[gaia]).toBe(bonus);
    }
  });
});
