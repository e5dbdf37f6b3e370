// The policy leaves a Lord Battle before the blow that would fell it: the
// captain sends the Lord's dice at the sturdiest hero, so that hero retreats
// when even he would more likely fall than not, while two others stay and
// the Lord cannot be finished this round.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import type { BotRng, Prompt } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import { planetApocalypse as M } from '../index';
import type { PAView } from '../view';
import { policyBot } from './policy';

type V = GameView<PAView>;
const rng: BotRng = { int: (lo) => lo, pick: (items) => items[0]! };

/** Three heroes on Stroma's sheet (6d6), none of them her captive, with these healths and no troopers. */
function battle(health: number[], lordHealth: number, toughness: number[] = []): V {
  const controllers = Object.fromEntries(health.map((_, i) => [`h${i + 1}`, { type: 'ai' as const, bot: 'policy' }]));
  const m = Match.start(M, { gameId: M.id, options: { heroes: health.length, lord: 'stroma', hero1: 'hannah', hero2: 'maxwell', hero3: 'tarang' }, controllers, seed: 3 }, { keepEvents: false });
  const v = structuredClone(m.view<PAView>('h1')) as V;
  const lord = v.game.lords[0]!;
  lord.area = 'hell';
  lord.health = lordHealth;
  v.game.heroes.forEach((h, i) => {
    h.area = 'hell';
    h.health = health[i]!;
    h.toughness = toughness[i] ?? 1;
    h.patrol = { type: null, count: 0 };
  });
  return v;
}

const hellAction: Prompt = {
  id: 'p1', seat: 'h1', kind: 'hellAction', text: 'Attack or retreat?', min: 1, max: 1,
  options: [{ id: 'attack', label: 'Attack' }, { id: 'retreat:crossroads', label: 'Retreat to Crossroads' }],
};
const answer = (v: V) => policyBot.decide(v, hellAction, rng).optionIds[0];

describe('the policy in a Lord Battle', () => {
  it('at 2 health, as sturdy as anyone there, against 6d6 (each die beats toughness 1 five times in six): retreats', () => {
    expect(answer(battle([2, 2, 2], 12))).toBe('retreat:crossroads');
  });

  it('stays while a sturdier friend would take the blow', () => {
    expect(answer(battle([2, 9, 2], 12))).toBe('attack');
  });

  it('judges by the captain\'s suggestion, not by who is likeliest to fall: at 5 health and toughness 1 he falls 74% of the time, a friend at 2 health and toughness 3 89%, yet the friend can stand more (2 + 2×3 against 5 + 2×1), so the blow goes to the friend and he stays', () => {
    expect(answer(battle([5, 2, 2], 12, [1, 3, 1]))).toBe('attack');
  });

  it('stays when the heroes there could finish the Lord this round', () => {
    expect(answer(battle([2, 2, 2], 1))).toBe('attack');
  });

  it('at 5 health, 6d6 fell him 74% of the time (5 or 6 hits): he retreats beside two friends, and stays beside one, who alone would take every blow', () => {
    expect(answer(battle([5, 5, 5], 12))).toBe('retreat:crossroads');
    expect(answer(battle([5, 5], 12))).toBe('attack');
  });

  it('the captive has no retreat to take and fights on', () => {
    const captive: Prompt = { ...hellAction, options: [hellAction.options[0]!] };
    expect(policyBot.decide(battle([2, 2, 2], 12), captive, rng).optionIds[0]).toBe('attack');
  });
});
