/**
 * Finding a game module by id for the command-line tools. Both `sim` and
 * `replay` need the same lookup and the same helpful message when the id is
 * wrong, so it lives here once.
 */
import type { AnyGameModule } from '../core/engine/module';
import { CATALOGUE, getGame } from '../core/games/registry';

/** A mistake in how a tool was called (bad flag, unknown id): the CLI prints it and exits 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Ids of the games whose rules exist and can be played headless. */
export function implementedGameIds(): string[] {
  return CATALOGUE.filter((e) => e.module !== null).map((e) => e.id);
}

export function resolveGame(id: string | undefined): AnyGameModule {
  const known = implementedGameIds().join(', ');
  if (!id) throw new UsageError(`Name a game with --game <id>. Known games: ${known}.`);
  const module = getGame(id);
  if (module) return module;
  // A catalogue entry without a module is listed in the menu as "coming": say so rather than "unknown".
  const coming = CATALOGUE.find((e) => e.id === id);
  if (coming) throw new UsageError(`"${id}" (${coming.title}) has no rules module yet. Known games: ${known}.`);
  throw new UsageError(`Unknown game "${id}". Known games: ${known}.`);
}

/** Error text on one line: zod and nested errors span several lines, a CLI error should not. */
export function oneLine(err: unknown): string {
  // A ZodError's message is its issues as pretty-printed JSON; "path: message" pairs read better.
  const issues = (err as { issues?: unknown } | null)?.issues;
  if (Array.isArray(issues) && issues.length > 0) {
    return issues
      .slice(0, 3)
      .map((i: { path?: PropertyKey[]; message?: string }) => `${(i.path ?? []).map(String).join('.') || '(top)'}: ${i.message ?? 'invalid'}`)
      .join('; ');
  }
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/\s*\n\s*/g, ' ').trim();
}
