// Decisions the rulebook leaves to the player, played through the prompts: the Set Ambush
// action at any point of the turn, a Stimpack's points split between pestilence and
// health, and an extra ambush die (Lieutenant) the holder may leave out.
import { describe, expect, it } from 'vitest';
import type { Driver } from '../../../engine/driver';
import type { PAOptions, PAState } from '../state';
import { clearMap, place, skipTo, start } from './helpers';

type D = Driver<PAState>;
const ids = (d: D) => d.prompt.options.map((o) => o.id);

function table(opts: Partial<PAOptions>, setup: (d: D) => void, to = 'heroAction'): D {
  const d = start(opts);
  clearMap(d);
  d.g.legion = 'acheron';
  setup(d);
  skipTo(d, to);
  return d;
}

describe('Set Ambush: at any point of the hero\'s turn (ASSUMPTIONS contradiction 6)', () => {
  // "A hero may also, after attacking and moving, set an ambush" against "any order": any order, once.
  const withPatrol = (d: D) => {
    d.g.heroes[0]!.patrol = { type: 'volunteer', count: 4 };
    d.g.troopStock.volunteer = (d.g.troopStock.volunteer ?? 0) - 4;
    place(d, 'larva', 'mainStreet');
  };

  it('before the attack and the move, then both still follow', () => {
    const d = table({ hero1: 'naomi' }, withPatrol);
    expect(ids(d)).toContain('ambush:2');
    d.answer('ambush:2');
    expect(d.g.ambushes).toEqual([{ area: 'crossroads', type: 'volunteer', count: 2 }]);
    expect(ids(d).some((id) => id.startsWith('ambush:'))).toBe(false); // once per turn
    expect(ids(d)).toContain('move:mainStreet');
  });

  it('between the move and the attack, in the area he moved to', () => {
    const d = table({ hero1: 'naomi' }, withPatrol);
    d.answer('move:mainStreet');
    d.answer('pass'); // stops in Main Street
    expect(ids(d)).toEqual(expect.arrayContaining(['attack', 'ambush:1']));
    d.answer('ambush:1');
    expect(d.g.ambushes).toEqual([{ area: 'mainStreet', type: 'volunteer', count: 1 }]);
    expect(ids(d)).toContain('attack');
  });

  it('a stunned hero may set it before he stands up', () => {
    const d = table({ hero1: 'naomi' }, (d) => { withPatrol(d); d.g.heroes[0]!.stunned = true; });
    expect(ids(d)).toEqual(expect.arrayContaining(['recoverAttack', 'recoverMove', 'ambush:4']));
    d.answer('ambush:4');
    expect(ids(d)).toEqual(expect.arrayContaining(['recoverAttack', 'recoverMove']));
  });
});

describe('Stimpack: each point heals or removes a marker', () => {
  // "Each point cured by the first aid action or another similar effect can either heal 1
  // damage, or be used to discard 1 pestilence marker."
  it('2 points on a hero with 2 pestilence: heal 2, cure 2, or cure 1 and heal 1', () => {
    const d = table({ hero1: 'naomi' }, (d) => {
      const h = d.g.heroes[0]!;
      h.gifts = [{ slot: 1, card: 'stimpack#1' }];
      h.health = 3;
      h.pestilence = 2;
    }, 'stimpack');
    expect(ids(d)).toEqual(['yes', 'cure', 'cure:1', 'pass']);
    d.answer('cure:1');
    expect([d.g.heroes[0]!.pestilence, d.g.heroes[0]!.health]).toEqual([1, 4]);
  });

  it('no split is offered with a single marker (cure takes it and heals 1)', () => {
    const d = table({ hero1: 'naomi' }, (d) => {
      const h = d.g.heroes[0]!;
      h.gifts = [{ slot: 1, card: 'stimpack#1' }];
      h.health = 3;
      h.pestilence = 1;
    }, 'stimpack');
    expect(ids(d)).toEqual(['yes', 'cure', 'pass']);
    d.answer('cure');
    expect([d.g.heroes[0]!.pestilence, d.g.heroes[0]!.health]).toEqual([0, 4]);
  });
});

describe('Lieutenant\'s extra ambush die is the holder\'s choice', () => {
  // FAQ: "Am I ever required to use a particular gift? A. No."
  const plaza = (lieutenantSeat: number) => (d: D) => {
    d.g.heroes.forEach((h) => { h.area = 'plaza'; });
    d.g.heroes[lieutenantSeat]!.gifts = [{ slot: 1, card: 'lieutenant#1' }];
    d.g.ambushes = [{ area: 'plaza', type: 'army', count: 3 }];
    d.g.troopStock.army = 1;
    place(d, 'larva', 'park');
  };

  it('the captain who holds it may fire without it', () => {
    const d = table({ hero1: 'naomi' }, plaza(0));
    d.answer('end-turn'); // the larva walks into the Plaza
    expect(d.prompt).toMatchObject({ kind: 'ambushFire', suggested: ['fire'] });
    expect(ids(d)).toEqual(['fire', 'fire:plain', 'pass']);
    d.forceDice(1, 1).answer('fire:plain');
    expect((d.eventsOf('diceRolled')[0]!.rolls as { die: string }[]).map((r) => r.die)).toEqual(['d6', 'd6']); // three Army: 2d6, no extra d6
  });

  it('another hero who holds it is asked once the captain fires', () => {
    const d = table({ heroes: 2, hero1: 'naomi', hero2: 'hannah' }, plaza(1));
    d.answer('end-turn');
    d.answer('end-turn');
    expect(d.prompt).toMatchObject({ kind: 'ambushFire', seat: 'h1' });
    expect(ids(d)).toEqual(['fire', 'pass']);
    d.answer('fire');
    expect(d.prompt).toMatchObject({ kind: 'extraAmbushDie', seat: 'h2', suggested: ['yes'] });
    d.forceDice(1, 1, 1).answer('yes');
    expect((d.eventsOf('diceRolled')[0]!.rolls as { die: string }[]).map((r) => r.die)).toEqual(['d6', 'd6', 'd6']);
  });
});
