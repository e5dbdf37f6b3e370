// Issue 29 item 1: the AI's reason beside a secret keep named the card it
// kept ("Padded Jacket is the strongest for this character" beside "Xanadu 1
// keeps a card"). A reason now goes only to the seats that see what its
// choice did (core/engine/reasonVisibility.ts): the other faction reads the
// redacted keep and no reason line.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import { eventsFor } from '../../../engine/view';
import { repossession } from '..';
import { SUPPORT_BY_ID } from '../content';

describe('a bot\'s reason keeps the secret of its choice', () => {
  it('seeded all-AI games: every secret keep\'s reason reaches its own faction only, and the other side never reads the name of the kept card', () => {
    let keeps = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const m = Match.start(repossession, { gameId: repossession.id, options: { gaia: 1, xanadu: 1 }, controllers: { g1: { type: 'ai', bot: 'normal' }, x1: { type: 'ai', bot: 'normal' } }, seed });
      for (let i = 0; i < 3000 && !m.state.result; i++) m.playAi();
      for (const group of m.events) {
        const kept = group.find((e) => e.type === 'cardKept');
        if (!kept) continue;
        keeps++;
        const reason = group.find((e) => e.type === 'reason');
        expect(reason?.visibleTo).toEqual(kept.visibleTo);
        const other = kept.seat === 'g1' ? 'x1' : 'g1';
        const seen = eventsFor(group, other);
        expect(seen.some((e) => e.type === 'reason')).toBe(false);
        const text = seen.map((e) => String(e.text ?? '')).join(' ');
        expect(text, text).not.toContain(SUPPORT_BY_ID[String(kept.card)]!.name);
      }
    }
    expect(keeps).toBeGreaterThan(5);
  });
});
