// Costs that a substitute may pay. Luck tokens "can be used as a substitute for courage"; FAQ: "If all
// Dorothy does is help or first aid (in a demon-infested area), does she need to take the 1 courage
// required from the pool? A. Yes. Of course, if she uses luck to substitute for courage, it can come
// from her luck pool instead."
import { describe, expect, it } from 'vitest';
import { clearMap, place, skipTo, start } from './helpers';

function helpScene(courage: number, luck: number, pool: number) {
  const d = start({ heroes: 2, hero1: 'hannah', hero2: 'naomi' });
  clearMap(d);
  d.g.legion = 'phlegethon';
  place(d, 'larva', 'crossroads');
  d.g.heroes[0]!.attack = ['d6'];
  d.g.heroes[1]!.courage = courage;
  d.g.heroes[1]!.luck = luck;
  d.g.pool = pool;
  skipTo(d, 'heroAction');
  d.answer('attack');
  return d;
}

describe('luck in place of courage', () => {
  it('a hero with no courage (and an empty pool) can still help an attack with 1 luck', () => {
    const d = helpScene(0, 2, 0);
    expect(d.prompt.options.map((o) => o.id)).toContain('help:h2');
    d.answer('help:h2');
    expect(d.prompt).toMatchObject({ kind: 'helpRequest', seat: 'h2' });
    expect(d.prompt.options.map((o) => o.id)).toEqual(['luck', 'pass']);
    d.answer('luck');
    expect(d.g.heroes[1]).toMatchObject({ courage: 0, luck: 1 });
    expect(d.eventsOf('couragePaid')).toMatchObject([{ seat: 'h2', own: 0, pool: 0, luck: 1 }]);
    expect(d.eventsOf('helped')).toHaveLength(1);
  });

  it('a helper with courage chooses which he pays', () => {
    const d = helpScene(1, 2, 0);
    d.answer('help:h2');
    expect(d.prompt.options.map((o) => o.id)).toEqual(['yes', 'luck', 'pass']);
    d.answer('yes');
    expect(d.g.heroes[1]).toMatchObject({ courage: 0, luck: 2 });
  });

  it('with neither courage, pool nor luck, nobody is asked for help', () => {
    const d = helpScene(0, 0, 0);
    expect(d.prompt.options.map((o) => o.id)).not.toContain('help:h2');
  });
});
