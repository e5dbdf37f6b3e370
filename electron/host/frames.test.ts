/**
 * Animation frames: each update's events come with the viewer's view right
 * after each one, so the renderer can show the table event by event.
 */
import { describe, expect, it } from 'vitest';
import type { MatchUpdate } from '../../core/protocol/messages';
import { MatchManager } from './matchManager';
import { buildUpdate, freshEvents } from './matchUpdate';
import { keepFrom } from './recentTurn';
import { HUMAN, playHumanChoices, STEADY } from './testSupport';

type Ev = { type: string; to?: number; seat?: string };
type RefView = { game: { horde: number; survivors: { seat: string; position: number }[] } };

/** The table as the renderer would show it after event i: the latest non-null frame so far. */
function shownAfter(update: MatchUpdate, i: number, before: unknown): RefView {
  for (let j = i; j >= 0; j--) if (update.frames[j] !== null) return update.frames[j] as RefView;
  return before as RefView;
}

describe('animation frames', () => {
  it('line up with the events and show each move as it happens', async () => {
    const manager = new MatchManager({ log: () => {} });
    const updates: MatchUpdate[] = [];
    manager.onUpdate((u) => u && updates.push(u));
    await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 11);
    await playHumanChoices(manager, 40);
    let checked = 0;
    for (let u = 1; u < updates.length; u++) {
      const update = updates[u]!;
      expect(update.frames).toHaveLength(update.events.length);
      update.events.forEach((raw, i) => {
        const e = raw as Ev;
        const shown = shownAfter(update, i, updates[u - 1]!.view);
        if (e.type === 'hordeMoved') {
          expect(shown.game.horde).toBe(e.to);
          checked++;
        }
        if (e.type === 'moved') {
          expect(shown.game.survivors.find((s) => s.seat === e.seat)!.position).toBe(e.to);
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('are dropped once sent, and a frame equal to the one before is null', async () => {
    const manager = new MatchManager({ log: () => {} });
    await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 4);
    await playHumanChoices(manager, 3);
    const match = manager.match!;
    // Everything was delivered: the frames of sent groups are gone, except those a replay since a person's last decision needs.
    const kept = keepFrom(match);
    expect(kept).toBeGreaterThan(0);
    for (let g = 0; g < kept; g++) expect(match.framesOf(g).every((f) => f === null)).toBe(true);
    // A fresh run keeps them until sent; identical consecutive views collapse to null.
    const before = match.events.length;
    const p = match.state.prompt!;
    match.choose(p.seat, { promptId: p.id, optionIds: p.options.slice(0, p.min).map((o) => o.id) });
    const { events, frames } = freshEvents(match, before, 's1');
    expect(frames).toHaveLength(events.length);
    expect(frames.some((f) => f !== null)).toBe(true);
    const texts = frames.filter((f) => f !== null).map((f) => JSON.stringify(f));
    for (let i = 1; i < texts.length; i++) expect(texts[i]).not.toBe(texts[i - 1]);
  });
});

describe('watching an all-AI match', () => {
  it('starts paused and moves on a round at a time through runAi', async () => {
    const manager = new MatchManager({ log: () => {} });
    const updates: MatchUpdate[] = [];
    manager.onUpdate((u) => u && updates.push(u));
    const first = await manager.newGame('reference', { players: 2 }, { s1: STEADY, s2: STEADY }, 8, true);
    expect(first.choices).toBe(0);
    const round = (u: MatchUpdate) => (u.view as { round: number }).round;
    const start = round(first);
    const run = await manager.runAi(undefined, 1);
    expect(run.played).toBeGreaterThan(0);
    const after = updates.at(-1)!;
    // One more round has begun (or the game ended on the way), and nothing beyond it was played.
    expect(round(after) === start + 1 || manager.match!.state.result !== null).toBe(true);
    expect(after.frames).toHaveLength(after.events.length);
    const steps = await manager.runAi(3);
    expect(steps.played).toBeLessThanOrEqual(3);
  });
});

describe('hot-seat handoff', () => {
  it('is skipped when the next seat would see nothing the last one could not', async () => {
    const manager = new MatchManager({ log: () => {} });
    const update = await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: HUMAN }, 9);
    // Last Light deals hidden hands: the first seat's view differs from a spectator's, so a handoff is due.
    expect(update.handoff).toBe(true);
    const match = manager.match!;
    const open = { ...match.module, view: () => ({ everything: 'public' }) };
    Object.defineProperty(match, 'module', { value: open });
    expect(manager.current()!.handoff).toBe(false);
  });
});

describe('log lines in updates', () => {
  it('come only once: each update carries the lines after those already sent, a new viewer or an undo gets the whole log', async () => {
    const manager = new MatchManager({ log: () => {} });
    const updates: MatchUpdate[] = [];
    manager.onUpdate((u) => u && updates.push(u));
    await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 3);
    expect(updates[0]!.logFrom).toBe(0);
    await playHumanChoices(manager, 3);
    let held = updates[0]!.log.length;
    for (const u of updates.slice(1)) {
      expect(u.logFrom).toBe(held);
      held += u.log.length;
    }
    // The pieces add up to the whole log the viewer may read.
    expect(held).toBe(manager.current()!.log.length);
    expect(manager.current()!.logFrom).toBe(0);
  });

  it('start over when the screen holds another viewer\'s log or none', async () => {
    const manager = new MatchManager({ log: () => {} });
    await manager.newGame('reference', { players: 2 }, { s1: HUMAN, s2: STEADY }, 3);
    const match = manager.match!;
    const memory = { matchId: 'm', lastHumanDecider: 's1', sentGroups: match.events.length };
    const whole = buildUpdate(match, { ...memory, logSent: null }, match.events.length, true);
    expect(whole.logFrom).toBe(0);
    const groups = match.events.length;
    expect(buildUpdate(match, { ...memory, logSent: { viewer: 's2', lines: 2, groups } }, groups, true).logFrom).toBe(0);
    const appended = buildUpdate(match, { ...memory, logSent: { viewer: 's1', lines: whole.log.length, groups } }, groups, true);
    expect(appended.logFrom).toBe(whole.log.length);
    expect(appended.log).toEqual([]);
    // A screen whose log stops at another point (an undo took groups back) gets the whole log.
    expect(buildUpdate(match, { ...memory, logSent: { viewer: 's1', lines: 2, groups: groups + 3 } }, groups, true).logFrom).toBe(0);
  });
});
