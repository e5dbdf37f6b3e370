import { describe, expect, it } from 'vitest';
import type { BotRng } from '../../../engine/types';
import { act, addDemon, arrange, clearDemons, demonFigure, newMatch, quietInvader, toHand, toMarineTurn } from '../testing/arrange';
import type { DoomView } from '../view';
import { marineBot } from './marine';

const rng: BotRng = { int: (lo) => lo, pick: (items) => items[0]! };

describe('marine bot', () => {
  it('takes a Glory Kill when one is in reach, and otherwise shoots the demon it can finish', () => {
    const d = toMarineTurn(newMatch({}, 19));
    arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
      addDemon(g, demonFigure('knight', 'hell-knight', '3,3'));
      addDemon(g, demonFigure('imp-hurt', 'imp', '1,5', { damage: 1 }));
      toHand(g, 'alpha', 'uac-1');
    });
    act(d, 'main:uac-1');
    // Sidearm Shot: two red dice. The wounded Imp (2 health left) is the one it can finish.
    expect(marineBot.decide(d.view<DoomView>('m1'), d.prompt, rng).optionIds).toEqual(['attack:imp-hurt']);

    arrange(d, (g) => {
      g.figures.find((f) => f.id === 'imp-hurt')!.damage = 2; // staggered
      g.marineActivation!.movement = 3;
    });
    const choice = marineBot.decide(d.view<DoomView>('m1'), d.prompt, rng).optionIds[0];
    expect(choice).toBe('move:1,5');
  });
});

describe('DOOM bots name their sides', () => {
  it('the marine bot plays marines only, the invader AI the invader only, the random bot any seat', async () => {
    const { doomGame } = await import('..');
    expect(doomGame.bots.marine!.sides).toEqual(['marines']);
    expect(doomGame.bots.invader!.sides).toEqual(['invader']);
    expect(doomGame.bots.random!.sides).toBeUndefined();
    // Every seat's default bot can play that seat.
    for (const seat of doomGame.seats({ marines: 4, mode: 'mission', mission: 'landing-zone', difficulty: 'normal' })) {
      const sides = doomGame.bots[doomGame.defaultBot(seat)]!.sides;
      expect(!sides || sides.includes(seat.side), seat.id).toBe(true);
    }
  });
});
