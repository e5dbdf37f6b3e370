// The policy's dice-raising choices, which the old bot made at random: the
// die a help raises for this attack, the token a gift slot raises for good,
// and help asked against a Fourth Circle demon. Each figure below is worked
// out by hand.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import type { BotRng, Prompt, PromptOption } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import { planetApocalypse as M } from '../index';
import { attackOdds, oddsLines } from '../rules/attack/odds';
import type { AttackDie } from '../dice';
import type { AttackState } from '../state';
import type { PAView } from '../view';
import { policyBot } from './policy';
import { expectedHits } from './policyDice';

type V = GameView<PAView>;
const rng: BotRng = { int: (lo) => lo, pick: (items) => items[0]! };

function view(lord = 'jabootu'): V {
  const controllers = { h1: { type: 'ai' as const, bot: 'policy' }, h2: { type: 'ai' as const, bot: 'policy' } };
  const m = Match.start(M, { gameId: M.id, options: { heroes: 2, lord, hero1: 'hannah', hero2: 'maxwell' }, controllers, seed: 7 }, { keepEvents: false });
  return structuredClone(m.view<PAView>('h1')) as V;
}

function prompt(kind: string, options: PromptOption[]): Prompt {
  return { id: 'p1', seat: 'h1', kind, text: 'test', options, min: 1, max: 1 };
}

const answer = (v: V, p: Prompt) => policyBot.decide(v, p, rng).optionIds[0];

/** A raise option as the rules show it: the dice after the raise and their odds against a Catoblepas (toughness 5, 4 health). */
function raiseOption(id: string, dice: AttackDie[]): PromptOption {
  return { id, label: id, odds: oddsLines(attackOdds(dice, [{ toughness: [5], sets: 4, dies: true }])) };
}

describe('the policy raises dice where they count', () => {
  it('help on d4+d8 against a Catoblepas: raising the d4 to a d6 promises 1/6 + 3/8 hits, the d8 to a d10 only 5/10, so the d4 goes up', () => {
    const d4Up = raiseOption('raise:0', ['d6', 'd8']);
    const d8Up = raiseOption('raise:1', ['d4', 'd10']);
    expect(expectedHits(d4Up)).toBeCloseTo(1 / 6 + 3 / 8, 9);
    expect(expectedHits(d8Up)).toBeCloseTo(5 / 10, 9);
    expect(answer(view(), prompt('raiseDie', [d8Up, d4Up]))).toBe('raise:0');
  });

  it('a gift slot raises the d8 token against Jabootu (a d6 never beats 6, a d10 does 4 times in 10) and the d4 against Procrustes (4+4)', () => {
    const options = [{ id: 'raise:0', label: 'd4 → d6' }, { id: 'raise:1', label: 'd8 → d10' }];
    const jabootu = view('jabootu');
    jabootu.game.heroes[0]!.attack = ['d4', 'd8'];
    expect(answer(jabootu, prompt('slotRaise', options))).toBe('raise:1');
    // Against toughness 4: d4 → d6 gains 2/6 (and 0.3 × 1/4 against a fiend's 3), d8 → d10 gains 1/10 (and 0.3 × 3/40).
    const procrustes = view('procrustes');
    procrustes.game.heroes[0]!.attack = ['d4', 'd8'];
    expect(answer(procrustes, prompt('slotRaise', options))).toBe('raise:0');
  });

  it('asks a friend for help when a Fourth Circle demon is in reach, and rolls at once against minions alone', () => {
    const v = view();
    const h = v.game.heroes[0]!;
    v.game.attack = { by: 'hero', seat: 'h1', area: h.area, dice: [...h.attack], rolls: [], reach: [h.area], helpers: [], used: [], kills: 0 } as unknown as AttackState;
    const p = prompt('attackPrep', [{ id: 'roll', label: 'Roll' }, { id: 'help:h2', label: 'Ask Prof. Maxwell for help (1 courage)' }]);
    v.game.fourth = [];
    expect(answer(v, p)).toBe('roll');
    v.game.fourth = [{ id: 'fc1', defId: 'catoblepas', area: h.area, damage: 0 }];
    expect(answer(v, p)).toBe('help:h2');
    v.game.fourth = [{ id: 'fc1', defId: 'catoblepas', area: 'hellgate', damage: 0 }];
    expect(answer(v, p)).toBe('roll');
  });
});
