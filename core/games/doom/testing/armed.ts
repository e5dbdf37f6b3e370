/**
 * Test helper for in-play card tests: Alpha armed with one action card facing
 * one demon, the invader quiet and the defence card showing no shield. Tests only.
 */
import type { GameEvent } from '../../../engine/types';
import type { DoomState } from '../state';
import { arrange, addDemon, clearDemons, demonFigure, eventOnTop, eventWithDefence, newMatch, quietInvader, toHand, toMarineTurn, type D } from './arrange';

/** Alpha at `alphaAt` holding `card` (its weapon set in his weapons); one demon `type` at `demonAt`; the defence shows no shield. */
export function armed(card: string, type: string, alphaAt: string, demonAt: string, extra: (g: DoomState) => void = () => {}): D {
  const d = toMarineTurn(newMatch({}, 7));
  return arrange(d, (g) => {
    clearDemons(g);
    quietInvader(g);
    g.figures.find((f) => f.id === 'alpha')!.at = alphaAt;
    g.marines[0]!.damage = 0;
    const set = card.replace(/-\d+$/, '');
    if (set !== 'uac' && !g.marines[0]!.weapons.includes(set)) g.marines[0]!.weapons.push(set);
    toHand(g, 'alpha', card);
    addDemon(g, demonFigure('target-1', type, demonAt));
    eventOnTop(g, eventWithDefence(g, 0, false));
    extra(g);
  });
}

export const result = (ev: GameEvent[]) => ev.find((e) => e.type === 'attackResult') as GameEvent & { hits: number; shields: number; damage: number };

