/**
 * A whole DOOM operation through the host, as a person at the screen plays
 * it: one human marine (solo, with the squad card) and then two hot-seat
 * marines answer every question with a legal option until the operation
 * ends; the invader is the program. The browser e2e plays single missions;
 * this covers the six-mission operation in seconds.
 */
import { describe, expect, it } from 'vitest';
import type { SeatController } from '../../core/engine/types';
import { OPERATION } from '../../core/games/doom/content/missions/operation';
import { MatchManager } from '../../electron/host/matchManager';

async function playOperation(marines: number, seed: number) {
  const manager = new MatchManager({ log: () => {} });
  const controllers: Record<string, SeatController> = { invader: { type: 'ai', bot: 'invader' } };
  for (let i = 1; i <= marines; i++) controllers[`m${i}`] = { type: 'human' };
  await manager.newGame('doom', { marines, mode: 'operation', mission: 'landing-zone', difficulty: 'normal' }, controllers, seed);
  let choices = 0;
  while (!manager.match!.state.result && choices < 20_000) {
    const p = manager.match!.state.prompt!;
    // Like a hurried player: the first legal option (or the first few for a multi-select).
    await manager.choose(p.seat, p.id, p.options.slice(0, p.min).map((o) => o.id));
    choices++;
  }
  const g = manager.match!.state.g as unknown as { operation: { mission: string; winner: string }[] };
  return { result: manager.match!.state.result, missions: g.operation, choices };
}

describe('a whole DOOM operation', () => {
  it('one marine plays the six missions in order to the operation result', async () => {
    const run = await playOperation(1, 4);
    expect(run.result).not.toBeNull();
    expect(run.missions.length).toBeGreaterThanOrEqual(4);
    expect(run.missions.length).toBeLessThanOrEqual(6);
    // In the operation's order, and it stops once a side has won the wins needed (or all six are played).
    expect(run.missions.map((m) => m.mission)).toEqual(OPERATION.missions.slice(0, run.missions.length));
    const wins = (side: string) => run.missions.filter((m) => m.winner === side).length;
    expect(Math.max(wins('marines'), wins('invader')) >= OPERATION.winsNeeded || run.missions.length === 6).toBe(true);
  }, 120_000);

  it('two hot-seat marines play it too', async () => {
    const run = await playOperation(2, 5);
    expect(run.result).not.toBeNull();
    expect(run.missions.length).toBeGreaterThanOrEqual(4);
  }, 120_000);
});
