/**
 * Helpers shared by the host tests: temporary data folders, and playing the
 * reference game by its first legal option so a test can reach any depth.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SeatController } from '../../core/engine/types';
import type { MatchManager } from './matchManager';

export function tempDir(prefix = 'apocalypse-host-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const HUMAN: SeatController = { type: 'human' };
export const STEADY: SeatController = { type: 'ai', bot: 'steady' };
export const RANDOM: SeatController = { type: 'ai', bot: 'random' };

/** Answers up to n human prompts with the first `min` options (taking the seat at a handoff); stops early when the game ends. */
export async function playHumanChoices(manager: MatchManager, n: number): Promise<number> {
  let made = 0;
  for (; made < n; made++) {
    const match = manager.match;
    const prompt = match?.state.prompt;
    if (!match || !prompt || match.state.result) break;
    // As the screen does: the handoff cover is lifted by the seat that takes over.
    if (manager.current()?.handoff) await manager.takeSeat(prompt.seat);
    await manager.choose(prompt.seat, prompt.id, prompt.options.slice(0, prompt.min).map((o) => o.id));
  }
  return made;
}
