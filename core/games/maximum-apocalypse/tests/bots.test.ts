// The survivor AI: decides from its view alone, explains itself, and plays sensible moves.
import { describe, expect, it } from 'vitest';
import type { BotRng } from '../../../engine/types';
import { maximumApocalypse as M } from '..';
import type { MAView } from '../view';
import { attach, clearMonsters, equip, go, hand, layout, table } from './helpers';

function rng(seed: number): BotRng {
  let x = seed;
  const next = () => ((x = (x * 1103515245 + 12345) & 0x7fffffff), x);
  return { int: (lo, hi) => lo + (next() % (hi - lo + 1)), pick: (items) => items[next() % items.length]! };
}

function scene() {
  const d = table(['ronin', 'surgeon'], { mission: 'blood-moon' });
  layout(d, [['0,0', 'van', true], ['1,0', 'gas-station-5', true], ['0,1', 'farm-10', false], ['1,1', 'church-12', false]]);
  clearMonsters(d);
  attach(d, 'ronin', 'ghoul#1');
  hand(d, 'ronin', ['iaijutsu#1', 'focus#1', 'meditation#1']);
  go(d, 'ronin', 6, 6);
  return d;
}

describe('survivor AI', () => {
  it('kills the monster that will bite it at the end of the turn, and says why', () => {
    const d = scene();
    const view = d.view<MAView>(d.prompt.seat);
    const decision = M.bots.survivor!.decide(view, view.prompt!, rng(1));
    expect(decision.optionIds).toEqual(['play:iaijutsu#1']);
    expect(decision.reason).toMatch(/Iaijutsu/);
  });

  it('decides from its view only: changing hidden deck order or face-down tiles does not change the decision', () => {
    const a = scene();
    const b = scene();
    b.g.pools[0]!.draw.reverse();
    b.g.monsterDeck.draw.reverse();
    const [t1, t2] = [b.g.tiles.find((t) => t.key === '0,1')!, b.g.tiles.find((t) => t.key === '1,1')!];
    [t1.def, t2.def] = [t2.def, t1.def];
    const va = a.view<MAView>(a.prompt.seat);
    const vb = b.view<MAView>(b.prompt.seat);
    expect(JSON.stringify(va)).toBe(JSON.stringify(vb));
    expect(M.bots.survivor!.decide(vb, vb.prompt!, rng(7))).toEqual(M.bots.survivor!.decide(va, va.prompt!, rng(7)));
  });

  it('answers every follow-up question with a legal option (the Veteran\'s split, a discard)', () => {
    const d = table(['veteran', 'mechanic'], { mission: 'out-of-gas' });
    layout(d, [['0,0', 'van', true]]);
    clearMonsters(d);
    attach(d, 'veteran', 'walker#1');
    attach(d, 'veteran', 'runner#1');
    equip(d, 'veteran', 'flak-jacket#1');
    go(d, 'veteran', 6, 6);
    d.g.turnState!.actionsLeft = 0;
    d.state.prompt!.options = [{ id: 'end', label: 'End the turn' }];
    d.forceDice(6, 6).answer('end');
    expect(d.prompt.kind).toBe('assignAttackers');
    const v = d.view<MAView>(d.prompt.seat);
    const dec = M.bots.survivor!.decide(v, v.prompt!, rng(2));
    expect(dec.optionIds.length).toBeGreaterThanOrEqual(d.prompt.min);
    expect(dec.optionIds.length).toBeLessThanOrEqual(d.prompt.max);
    for (const id of dec.optionIds) expect(d.prompt.options.map((o) => o.id)).toContain(id);
  });
});
