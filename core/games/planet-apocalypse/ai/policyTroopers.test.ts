// The policy's troopers beside the old bot's: it counts a Paramilitary
// recruit as worth more than his card (he can be upgraded to Army later: the
// FAQ's "Can I upgrade just some Paramilitary in a group but not all?"),
// upgrades a full patrol when the points allow, and pays the Cosmonauts'
// Relief Crew for an ambush near the start once nothing better is bought.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import type { BotRng, Prompt, PromptOption } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import { planetApocalypse as M } from '../index';
import type { PAView } from '../view';
import { heroBot } from './heroBot';
import { policyBot } from './policy';

type V = GameView<PAView>;
const rng: BotRng = { int: (lo) => lo, pick: (items) => items[0]! };

function view(): V {
  const controllers = { h1: { type: 'ai' as const, bot: 'policy' }, h2: { type: 'ai' as const, bot: 'policy' } };
  const m = Match.start(M, { gameId: M.id, options: { heroes: 2, region: 'russia', hero1: 'hannah', hero2: 'moose' }, controllers, seed: 7 }, { keepEvents: false });
  return structuredClone(m.view<PAView>('h1')) as V;
}

function prompt(kind: string, options: PromptOption[]): Prompt {
  return { id: 'p1', seat: 'h1', kind, text: 'test', options, min: 1, max: 1 };
}

const answer = (bot: typeof heroBot, v: V, p: Prompt) => bot.decide(v, p, rng).optionIds[0];

describe('the policy and its troopers', () => {
  it('an empty patrol with 4 points: the old bot takes a Police (absorb 3), the policy two Paramilitary it can later upgrade', () => {
    const v = view();
    v.game.heroes[0]!.patrol = { type: null, count: 0 };
    const p = prompt('recruit', [
      { id: 'take:police:1', label: '1 Police for 3' },
      { id: 'take:paramilitary:2', label: '2 Paramilitary for 4' },
      { id: 'pass', label: 'Recruit nobody' },
    ]);
    expect(answer(heroBot, v, p)).toBe('take:police:1');
    expect(answer(policyBot, v, p)).toBe('take:paramilitary:2');
  });

  it('a full patrol of Paramilitary is upgraded to Army by the policy; the old bot never looks at the upgrade', () => {
    const v = view();
    v.game.heroes[0]!.patrol = { type: 'paramilitary', count: 4 };
    const p = prompt('recruit', [
      { id: 'upgrade:4', label: 'Upgrade 4 Paramilitary to Army for 8 (2 courage)', target: { kind: 'card', id: 'army' } },
      { id: 'upgrade:3', label: 'Upgrade 3 Paramilitary to Army for 6', target: { kind: 'card', id: 'army' } },
      { id: 'pass', label: 'Recruit nobody' },
    ]);
    expect(answer(heroBot, v, p)).toBe('pass');
    // Four Army absorb 8 against the patrol's 4, less 2 courage counted double: 0; three absorb 6 and one leaves: +2.
    expect(answer(policyBot, v, p)).toBe('upgrade:3');
  });

  it('Relief Crew: with 2 courage the policy adds a Cosmonaut to an ambush one step from the start, not to one far away; with 1 it keeps it', () => {
    const v = view();
    const h = v.game.heroes[0]!;
    h.courage = 2;
    const p = prompt('teamAction', [
      { id: 'cosmo:hellgate', label: 'Relief Crew: Hellgate' },
      { id: 'cosmo:mainStreet', label: 'Relief Crew: Main Street' },
      { id: 'done', label: 'Done' },
    ]);
    expect(answer(policyBot, v, p)).toBe('cosmo:mainStreet');
    h.courage = 1;
    expect(answer(policyBot, v, p)).toBe('done');
  });
});
