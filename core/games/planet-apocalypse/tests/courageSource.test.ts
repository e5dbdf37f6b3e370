// Rulebook "Earn Gift": "Heroes can spend their own courage, or they can use the courage
// pool, or a combination thereof"; "New Captain Segment": the captain must approve before
// any player takes courage from the pool. The payer picks the mix, the captain approves.
import { describe, expect, it } from 'vitest';
import { clearMap, place, refreshTeamPrompt, start } from './helpers';

describe('own courage or the pool: the payer chooses (rules/poolApproval.ts)', () => {
  it('a hero with enough courage of his own may still take it all from the pool, with the captain\'s yes', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'naomi' });
    clearMap(d);
    d.g.panel[0] = 'determination#1';
    d.g.heroes[1]!.courage = 8;
    d.g.pool = 8;
    d.answer('done'); // the captain passes; Naomi's turn
    refreshTeamPrompt(d);
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h2' });
    d.answer('gift:0:1'); // 4 courage (her start slot)
    expect(d.prompt).toMatchObject({ kind: 'courageSource', seat: 'h2', suggested: ['pool:0'] });
    expect(d.prompt.options.map((o) => o.id)).toEqual(['pool:0', 'pool:1', 'pool:2', 'pool:3', 'pool:4']);
    d.answer('pool:4');
    expect(d.prompt).toMatchObject({ kind: 'approvePool', seat: 'h1' });
    d.answer('yes');
    expect([d.g.heroes[1]!.courage, d.g.pool]).toEqual([8, 4]);
    expect(d.g.heroes[1]!.gifts.map((x) => x.card)).toEqual(['determination#1']);
  });

  it('a mix: some of his own and some of the pool; a refusal sends him back to choose again', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'naomi' });
    clearMap(d);
    d.g.panel[0] = 'determination#1';
    d.g.heroes[1]!.courage = 8;
    d.g.pool = 8;
    d.answer('done');
    refreshTeamPrompt(d);
    d.answer('gift:0:1');
    d.answer('pool:2');
    d.answer('no'); // the captain keeps the pool closed
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h2' });
    expect([d.g.heroes[1]!.courage, d.g.pool]).toEqual([8, 8]);
    d.answer('gift:0:1');
    d.answer('pool:2');
    d.answer('yes');
    expect([d.g.heroes[1]!.courage, d.g.pool]).toEqual([6, 6]);
  });

  it('the captain takes what he chooses from the pool, nobody asked; a hero with no courage is not asked the mix', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'naomi' });
    clearMap(d);
    place(d, 'larva', 'crossroads');
    d.g.heroes[0]!.courage = 3;
    d.g.heroes[1]!.health = 3;
    d.g.pool = 4;
    refreshTeamPrompt(d);
    d.answer('aid:h2:heal'); // 1 courage: a larva is here
    d.answer('pool:1');
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h1' });
    expect([d.g.heroes[0]!.courage, d.g.pool, d.g.heroes[1]!.health]).toEqual([3, 3, 4]);
    d.answer('done');
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h2' });
    d.answer('aid:h2:heal'); // Naomi holds none: the pool, with the captain's approval
    expect(d.prompt).toMatchObject({ kind: 'approvePool', seat: 'h1' });
  });
});
