// The host with simultaneous secret decisions (Sealed Bids, the kernel's test
// game): several human seats asked at once, AI seats of the group answered by
// their bots, the screen handed from one asker to the next, secrets kept.
import { describe, expect, it } from 'vitest';
import type { GameView } from '../../core/engine/view';
import { sealedBids } from '../../core/games/reference/sealedBids';
import type { MatchUpdate } from '../../core/protocol/messages';
import { MatchManager } from './matchManager';
import { HUMAN, RANDOM } from './testSupport';

const THRIFTY = { type: 'ai' as const, bot: 'thrifty' };

function host() {
  const manager = new MatchManager({ log: () => {}, games: (id) => (id === sealedBids.id ? { ...sealedBids, playable: true } : undefined) });
  const updates: (MatchUpdate | null)[] = [];
  manager.onUpdate((u) => updates.push(u));
  return { manager, updates };
}

const viewOf = (u: MatchUpdate) => u.view as GameView<unknown>;

describe('host: simultaneous decisions', () => {
  it('AI seats of the group answer at once; the humans are asked in turn, each behind the cover', async () => {
    const { manager } = host();
    const first = await manager.newGame('sealed-bids', { players: 3 }, { s1: HUMAN, s2: HUMAN, s3: THRIFTY }, 5);
    expect(manager.match!.choices.map((c) => [c.seat, c.by])).toEqual([['s3', 'ai']]);
    expect(first).toMatchObject({ viewer: 's1', handoff: true, deciding: ['s1', 's2'] });
    expect(viewOf(first).prompt).toBeNull(); // under the cover: a spectator's table
    const ada = await manager.takeSeat('s1');
    expect(viewOf(ada).prompt?.seat).toBe('s1');
    expect(viewOf(ada).group?.seats.map((s) => s.answered)).toEqual([false, false, true]);

    const p1 = viewOf(ada).prompt!;
    const covered = await manager.choose('s1', p1.id, ['bid:4']);
    expect(covered).toMatchObject({ viewer: 's2', handoff: true, deciding: ['s2'], events: [] });
    // The screen goes to Ben behind the cover; he sees that Ada has decided, never what.
    const second = await manager.takeSeat('s2');
    expect(second).toMatchObject({ viewer: 's2', handoff: false, deciding: ['s2'] });
    expect(second.events).toEqual([{ type: 'promptAnswered', seat: 's1', promptId: p1.id, text: 'Ada has decided.' }]);
    expect(JSON.stringify({ ...second, view: { ...viewOf(second), prompt: null } })).not.toContain('bid:4');
    expect(second.log.some((l) => l.kind === 'reason')).toBe(false); // the bot's reason would give its bid away

    const third = await manager.choose('s2', viewOf(second).prompt!.id, ['bid:2']);
    const types = (third.events as { type: string }[]).map((e) => e.type);
    expect(types.slice(0, 3)).toEqual(['reason', 'promptAnswered', 'bidsRevealed']);
    expect(third.events).toContainEqual(expect.objectContaining({ type: 'bidsRevealed', bids: { s1: 4, s2: 2, s3: 1 } }));
    // Next lot: Ben is still at the screen and asked again, so he goes first and needs no cover.
    expect(third).toMatchObject({ viewer: 's2', handoff: false, deciding: ['s2', 's1'] });
  });

  it('a seat takes back its own secret answer and gets the screen back; the others\' answers stay', async () => {
    const { manager } = host();
    const first = await manager.newGame('sealed-bids', { players: 3 }, { s1: HUMAN, s2: HUMAN, s3: RANDOM }, 8);
    expect(first.handoff).toBe(true);
    const afterAda = await manager.choose('s1', viewOf(await manager.takeSeat('s1')).prompt!.id, ['bid:3']);
    expect(afterAda.viewer).toBe('s2');
    expect(afterAda.canUndo).toBe(false); // Ben has nothing of his own to take back
    const undone = await manager.undo('s1');
    expect(undone).toMatchObject({ viewer: 's1', handoff: false, deciding: ['s1', 's2'], canUndo: false });
    expect(viewOf(undone).group?.seats.map((s) => s.answered)).toEqual([false, false, true]);
    expect(manager.match!.choices.map((c) => c.seat)).toEqual(['s3']);
    await expect(manager.undo('s2')).rejects.toMatchObject({ code: 'choice' });
  });

  it('solo: one person and bots; no cover, and the person may answer before or after the bots', async () => {
    const { manager } = host();
    const first = await manager.newGame('sealed-bids', { players: 2 }, { s1: HUMAN, s2: THRIFTY }, 3);
    expect(first).toMatchObject({ viewer: 's1', handoff: false, deciding: ['s1'] });
    expect(viewOf(first).waitingFor).toBeNull();
    const next = await manager.choose('s1', viewOf(first).prompt!.id, ['bid:0']);
    expect(next).toMatchObject({ viewer: 's1', handoff: false, deciding: ['s1'] });
    expect(viewOf(next).game).toMatchObject({ lots: { s1: 0, s2: 1 } });
  });

  it('a human may not answer for a bot\'s seat, nor twice', async () => {
    const { manager } = host();
    await manager.newGame('sealed-bids', { players: 3 }, { s1: HUMAN, s2: HUMAN, s3: THRIFTY }, 5);
    const p1 = viewOf(await manager.takeSeat('s1')).prompt!;
    await manager.choose('s1', p1.id, ['bid:1']);
    await expect(manager.choose('s1', p1.id, ['bid:2'])).rejects.toMatchObject({ code: 'choice', message: expect.stringMatching(/already answered/) });
    await expect(manager.choose('s3', p1.id, ['bid:2'])).rejects.toMatchObject({ code: 'choice' });
  });
});
