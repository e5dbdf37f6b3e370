// The policy's Washington D.C. choices, which the old bot drew at random:
// the team starts together where the rules suggest, and the captain sends a
// Fourth Circle demon down the road with the fewest heroes on it.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import type { BotRng, Prompt } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import { planetApocalypse as M } from '../index';
import type { PAView } from '../view';
import { policyBot } from './policy';

type V = GameView<PAView>;
const rng: BotRng = { int: (lo) => lo, pick: (items) => items[0]! };

function view(): V {
  const controllers = { h1: { type: 'ai' as const, bot: 'policy' }, h2: { type: 'ai' as const, bot: 'policy' } };
  const m = Match.start(M, { gameId: M.id, options: { heroes: 2, map: 'washington' }, controllers, seed: 5 }, { keepEvents: false });
  return structuredClone(m.view<PAView>('h1')) as V;
}

const corners: Prompt = {
  id: 'p1', seat: 'h1', kind: 'fourthCorner', text: 'Which corner?', min: 1, max: 1,
  options: ['pennsylvania', 'judiciary', 'lincoln'].map((a) => ({ id: `corner:${a}`, label: a })),
};

describe('the policy on Washington D.C.', () => {
  it('sends the demon toward the Lincoln Memorial when the heroes stand on the other two roads', () => {
    const v = view();
    v.game.heroes[0]!.area = 'pennsylvania';
    v.game.heroes[1]!.area = 'unionStation';
    expect(policyBot.decide(v, corners, rng).optionIds).toEqual(['corner:lincoln']);
  });

  it('counts a hero at a road\'s start as on it, and breaks a tie by the first corner', () => {
    const v = view();
    v.game.heroes[0]!.area = 'pentagon';
    v.game.heroes[1]!.area = 'mall';
    expect(policyBot.decide(v, corners, rng).optionIds).toEqual(['corner:judiciary']);
    // Both on the Beltway, a refuge on no road: every road is empty, so the first corner.
    v.game.heroes[0]!.area = 'beltway';
    v.game.heroes[1]!.area = 'beltway';
    expect(policyBot.decide(v, corners, rng).optionIds).toEqual(['corner:pennsylvania']);
  });

  it('starts with the team where the rules suggest', () => {
    const p: Prompt = {
      id: 'p2', seat: 'h1', kind: 'chooseStart', text: 'Where?', min: 1, max: 1, suggested: ['start:capitol'],
      options: ['pentagon', 'capitol', 'supremeCourt'].map((a) => ({ id: `start:${a}`, label: a })),
    };
    expect(policyBot.decide(view(), p, rng).optionIds).toEqual(['start:capitol']);
  });
});
