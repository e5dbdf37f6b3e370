/**
 * Hot-seat secrecy at the handoff and in the replay (issue 29, items 2 and 3).
 *
 * Item 2: while the "pass the screen" cover is up, the update carries only
 * what a spectator may see; the next seat's own table comes after the screen
 * says that seat took over (takeSeat).
 *
 * Item 3: the screen draws an update's first beats on the table it already
 * shows (a null frame means "unchanged"), and "Replay since my move" keeps
 * those beats. When the viewer changes, that table was drawn for someone
 * else: the host must send the new viewer's own table.
 */
import { describe, expect, it } from 'vitest';
import { sealedBids } from '../../core/games/reference/sealedBids';
import type { MatchUpdate } from '../../core/protocol/messages';
import { beatsOf } from '../../renderer/timeline/beats';
import { MatchManager } from './matchManager';
import { HUMAN, STEADY } from './testSupport';

type Table = { game: { survivors: { seat: string; hand: unknown }[] } };

/** Seats whose hand a table shows. */
function handsShown(view: unknown): string[] {
  return (view as Table).game.survivors.filter((s) => s.hand !== null).map((s) => s.seat);
}

function recording() {
  const manager = new MatchManager({ log: () => {} });
  const updates: MatchUpdate[] = [];
  manager.onUpdate((u) => u && updates.push(u));
  return { manager, updates };
}

describe('handoff: the cover shows a spectator table (item 2)', () => {
  it('the update under the cover carries no hand, no events and the spectator log; takeSeat brings the seat\'s own', async () => {
    const { manager, updates } = recording();
    const first = await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: HUMAN }, 9);
    const match = manager.match!;
    expect(first).toMatchObject({ viewer: 's1', handoff: true, canUndo: false, events: [], frames: [] });
    expect(first.view).toEqual(match.view(null));
    expect(handsShown(first.view)).toEqual([]);
    expect(manager.current()!.view).toEqual(match.view(null));

    const taken = await manager.takeSeat('s1');
    expect(taken).toMatchObject({ viewer: 's1', handoff: false });
    expect(taken.view).toEqual(match.view('s1'));
    // The start's events, held back under the cover, reach the seat that took over.
    expect(taken.events.length).toBeGreaterThan(0);
    expect(updates).toEqual([first, taken]);

    const afterS1 = await manager.choose('s1', match.state.prompt!.id, ['scavenge']);
    expect(afterS1).toMatchObject({ viewer: 's2', handoff: true, events: [] });
    expect(afterS1.view).toEqual(match.view(null));
    expect(JSON.stringify(afterS1)).not.toContain('"hand":[');
    const s2 = await manager.takeSeat('s2');
    expect(handsShown(s2.view)).toEqual(['s2']);
    // Ash's draw reaches Brook only as a count.
    expect(s2.events).toContainEqual({ type: 'cardsDrawn', deck: 'supply', count: 1 });
  });

  it('takeSeat is refused for a seat that is not asked, and is harmless when repeated', async () => {
    const { manager } = recording();
    await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: HUMAN }, 9);
    await expect(manager.takeSeat('s2')).rejects.toMatchObject({ code: 'choice' });
    await expect(manager.takeSeat('nobody')).rejects.toMatchObject({ code: 'choice' });
    await manager.takeSeat('s1');
    expect((await manager.takeSeat('s1'))).toMatchObject({ viewer: 's1', handoff: false, events: [] });
  });
});

describe('the replay after the viewer changes (item 3)', () => {
  it('no beat the screen builds shows another seat\'s hand, over a hot-seat match with a bot', async () => {
    const { manager, updates } = recording();
    await manager.newGame('reference', { players: 3 }, { s1: HUMAN, s2: HUMAN, s3: STEADY }, 11);
    const match = manager.match!;
    for (let i = 0; i < 40 && !match.state.result; i++) {
      const last = updates.at(-1)!;
      if (last.handoff && typeof manager.takeSeat === 'function') await manager.takeSeat(last.viewer!);
      const p = match.state.prompt!;
      await manager.choose(p.seat, p.id, p.options.slice(0, p.min).map((o) => o.id));
    }
    // The screen's fold (renderer/timeline/timelineState.ts): a host `recent` restarts the history from its
    // `before`; otherwise the update's beats start from the table the screen showed last.
    let shown: unknown = null;
    let checked = 0;
    for (const u of updates) {
      if (u.recent && u.recent.events.length > 0) {
        for (const b of beatsOf(u.recent.before as never, u.recent.events, u.recent.frames)) {
          expect(handsShown(b.view).every((s) => s === u.viewer)).toBe(true);
          checked++;
        }
      }
      const from = (shown ?? u.view) as never;
      for (const b of beatsOf(from, u.events, u.frames)) {
        expect(handsShown(b.view).every((s) => s === u.viewer), `a beat for ${u.viewer} shows ${handsShown(b.view).join(', ')}`).toBe(true);
        checked++;
      }
      shown = u.view;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('an update for another viewer never starts its beats on the table drawn for the one before (Sealed Bids)', async () => {
    const manager = new MatchManager({ log: () => {}, games: (id) => (id === sealedBids.id ? { ...sealedBids, playable: true } : undefined) });
    const updates: MatchUpdate[] = [];
    manager.onUpdate((u) => u && updates.push(u));
    await manager.newGame('sealed-bids', { players: 3 }, { s1: HUMAN, s2: HUMAN, s3: { type: 'ai', bot: 'thrifty' } }, 5);
    const match = manager.match!;
    for (let i = 0; i < 30 && !match.state.result; i++) {
      const last = updates.at(-1)!;
      if (last.handoff && typeof manager.takeSeat === 'function') await manager.takeSeat(last.viewer!);
      const seat = updates.at(-1)!.viewer!;
      const p = (manager.current()!.view as { prompt: { id: string; min: number; options: { id: string }[] } | null }).prompt;
      if (!p) break;
      await manager.choose(seat, p.id, p.options.slice(0, Math.max(1, p.min)).map((o) => o.id));
    }
    // Whose eyes an update's table was drawn for: a spectator's under the handoff cover.
    const eyes = (u: MatchUpdate) => (u.handoff ? null : u.viewer);
    let changed = 0;
    for (let i = 1; i < updates.length; i++) {
      const [before, u] = [updates[i - 1]!, updates[i]!];
      if (eyes(u) === eyes(before) || u.events.length === 0) continue;
      changed++;
      const start = u.recent && u.recent.events.length > 0 ? beatsOf(u.recent.before as never, u.recent.events, u.recent.frames) : [];
      const beats = beatsOf((start.at(-1)?.view ?? before.view) as never, u.events, u.frames);
      for (const b of [...start, ...beats]) expect(b.view, `update ${i} for ${u.viewer}`).not.toBe(before.view);
    }
    expect(changed).toBeGreaterThan(2);
  });
});
