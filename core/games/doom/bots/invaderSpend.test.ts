import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../../engine/types';
import { EVENT_CARDS } from '../content/events';
import type { AttackState, Difficulty } from '../state';
import type { DoomView } from '../view';
import { decideInvader } from './invader';

type V = Parameters<typeof decideInvader>[0];

/** A card whose defence is just shields (no dodge, no special), for the revealed defence card. */
const shieldCard = (n: number) => EVENT_CARDS.find((c) => c.defense.shields === n && !c.defense.dodge && !c.defense.special)!.id;
const anEvent = EVENT_CARDS[0]!.id;

/** Alpha attacks the invader's Imp: 2 damage rolled, the revealed card as given. */
function defending(level: Difficulty, revealed: string | null, marines = true): { v: V; p: Prompt } {
  const attack = {
    attacker: 'alpha', defender: 'imp-a', defenderSpaces: ['3,3'], attackerSeat: 'm1', defenderSeat: 'invader',
    rolls: [{ die: 'doom-red', value: 2, special: false }], bonusDamage: 0, shields: 0, pierce: 0, dodge: false, defenceCard: revealed,
  } as unknown as AttackState;
  const game = {
    difficulty: level, attack,
    figures: [...(marines ? [{ id: 'alpha', side: 'marine', type: 'alpha', at: '1,3' }] : []), { id: 'imp-a', side: 'demon', type: 'imp', at: '3,3', damage: 0 }],
    marines: [{ id: 'alpha', damage: 0 }],
  } as unknown as DoomView;
  const p = { id: 'p', seat: 'invader', kind: 'attackModifier', rule: 'r', text: '',
    options: [{ id: `event:${anEvent}`, label: 'An event' }, { id: 'done', label: 'Use nothing more' }] } as unknown as Prompt;
  return { v: { seat: 'invader', game } as unknown as V, p };
}

describe('invader spends only where it changes something', () => {
  it('a defensive event is judged with the revealed defence card counted', () => {
    // 2 damage against a revealed 2-shield card: nothing is coming, so no event is spent (normal and hard).
    for (const level of ['normal', 'hard'] as const) {
      const { v, p } = defending(level, shieldCard(2));
      expect(decideInvader(v, p).optionIds).toEqual(['done']);
    }
    // Against a blank card the 2 damage come through: the event is played, and the reason says how much.
    const { v, p } = defending('hard', shieldCard(0));
    const d = decideInvader(v, p);
    expect(d.optionIds).toEqual([`event:${anEvent}`]);
    expect(d.reason).toMatch(/2 damage coming/);
  });

  it('easy still plays whatever it has', () => {
    const { v, p } = defending('easy', shieldCard(2));
    expect(decideInvader(v, p).optionIds).toEqual([`event:${anEvent}`]);
  });

  it('hard keeps its Argent for Skulk when no marine is on the map; normal slips anyway', () => {
    const skulk = { id: 'p', seat: 'invader', kind: 'demonAbility', rule: 'r', text: 'Skulk (Argent 1): where?',
      options: [{ id: '4,3', label: 'East' }, { id: 'pass', label: 'Do not use Skulk' }] } as unknown as Prompt;
    const hard = defending('hard', null, false).v;
    expect(decideInvader(hard, skulk).optionIds).toEqual(['pass']);
    const normal = defending('normal', null, false).v;
    expect(decideInvader(normal, skulk).optionIds).toEqual(['4,3']);
  });
});
