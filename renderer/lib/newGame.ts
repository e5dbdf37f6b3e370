/** Pure helpers of the New game dialog. */
import type { SeatInfo } from '../api/types';

type Controller = SeatInfo['controller'];

/** The seat select's value: 'human' or 'ai:<botId>'. */
export function controllerValue(c: Controller | undefined): string {
  return c && c.type === 'ai' ? `ai:${c.bot}` : 'human';
}

export function controllerFrom(value: string): Controller {
  return value.startsWith('ai:') ? { type: 'ai', bot: value.slice(3) } : { type: 'human' };
}

/** Blank = random (undefined); otherwise a safe integer, or 'invalid'. */
export function parseSeed(text: string): number | undefined | 'invalid' {
  const t = text.trim();
  if (t === '') return undefined;
  if (!/^-?\d+$/.test(t)) return 'invalid';
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : 'invalid';
}

/**
 * The controller a seat starts with in the dialog: the host's suggestion when
 * it gives one; otherwise the first seat is human and the others are played
 * by the first bot that is not the random one.
 */
export function defaultControllerValue(
  index: number,
  suggested: Controller | undefined,
  bots: readonly { id: string }[],
): string {
  if (suggested) return controllerValue(suggested);
  if (index === 0 || bots.length === 0) return 'human';
  const bot = bots.find((b) => b.id !== 'random') ?? bots[0]!;
  return `ai:${bot.id}`;
}

/** A bot can play a seat when the host lists it for that seat, or (older hosts) when its sides include the seat's. */
export function botPlays(bot: { id: string; sides?: string[] }, seat: { side: string; bots?: string[] }): boolean {
  if (seat.bots) return seat.bots.includes(bot.id);
  return !bot.sides || bot.sides.includes(seat.side);
}
