// Renew (rulebook "Renew"): "All players together must spend 9 courage, and then the team (as a whole)
// gains 4 luck. If the team cannot agree how to divvy this up, the captain decides." Luck "can be used
// as a substitute for courage"; "The captain must approve before any player can take courage from the pool."
import { describe, expect, it } from 'vitest';
import { refreshTeamPrompt, start } from './helpers';

function team(courage: number[], luck: number[], pool: number) {
  const d = start({ heroes: 3, hero1: 'hannah', hero2: 'naomi', hero3: 'tarang' });
  d.g.pool = pool;
  d.g.heroes.forEach((h, i) => {
    h.courage = courage[i]!;
    h.luck = luck[i]!;
  });
  refreshTeamPrompt(d);
  return d;
}

describe('Renew: the team pays together', () => {
  it('is open when only the team together has 9, and each hero says what he puts in', () => {
    const d = team([3, 2, 4], [1, 1, 0], 2);
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h1' });
    expect(d.prompt.options.map((o) => o.id)).toContain('renew'); // h1 alone has 3 courage and 2 in the pool
    d.answer('renew');
    // The captain first: how much of the pool goes in.
    expect(d.prompt).toMatchObject({ kind: 'renewPool', seat: 'h1' });
    expect(d.prompt.options.map((o) => o.id)).toEqual(['pool:0', 'pool:1', 'pool:2']);
    d.answer('pool:2');
    expect(d.g.pool).toBe(0);
    // Then the hero who renewed, as a counts form: his courage, his luck, what he leaves to the others.
    expect(d.prompt).toMatchObject({ kind: 'renewShare', seat: 'h1' });
    const p = d.state.prompt!;
    expect(p.form).toMatchObject({ kind: 'counts', total: 7 });
    expect(p.form!.items.map((i) => i.key)).toEqual(['courage', 'luck', 'others']);
    for (const o of p.options) expect(Object.values(o.counts!).reduce((a, b) => a + b, 0)).toBe(7);
    expect(p.suggested).toEqual(['pay:3:0']);
    d.answer('pay:2:0');
    // The next hero pays what he chooses; he may not leave more than the last one can cover (4 courage).
    expect(d.prompt).toMatchObject({ kind: 'renewShare', seat: 'h2' });
    expect(d.prompt.options.map((o) => o.id)).not.toContain('pass');
    d.answer('pay:2:1');
    // The last hero must cover exactly the 2 left, and has only courage: nothing to ask him.
    expect(d.g.heroes.map((h) => [h.courage, h.luck])).toEqual([[1, 1], [0, 0], [2, 0]]);
    expect(d.eventsOf('renewed')).toHaveLength(1);
    // The captain shares the 4 luck.
    expect(d.prompt).toMatchObject({ kind: 'renewLuck', seat: 'h1' });
    for (const seat of ['h2', 'h2', 'h3', 'h1']) d.answer(seat);
    expect(d.g.heroes.map((h) => h.luck)).toEqual([2, 2, 1]);
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h1' });
  });

  it('asks nobody when the shares are forced; luck stands in for missing courage', () => {
    const d = team([2, 6, 0], [1, 0, 0], 0);
    d.answer('renew');
    // 9 = 2 courage + 1 luck from h1 and all 6 of h2's courage: nothing to choose.
    expect(d.prompt).toMatchObject({ kind: 'renewLuck' });
    expect(d.g.heroes.map((h) => [h.courage, h.luck])).toEqual([[0, 0], [0, 0], [0, 0]]);
    expect(d.eventsOf('couragePaid').map((e) => [e.seat, e.own, e.luck])).toEqual([['h1', 2, 1], ['h2', 6, 0]]);
  });

  it('is not offered when the whole team has less than 9', () => {
    const d = team([2, 2, 2], [1, 1, 0], 0);
    expect(d.prompt.options.map((o) => o.id)).not.toContain('renew');
  });
});
