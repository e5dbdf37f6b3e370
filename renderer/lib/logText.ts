/** Log text helpers. */
import type { SeatInfo } from '../../core/protocol/messages';

/** Bots' reasons start with the seat id ("s2: ..."); show the seat's name instead. */
export function withSeatName(text: string, seats: readonly Pick<SeatInfo, 'id' | 'name'>[]): string {
  const seat = seats.find((s) => text.startsWith(`${s.id}: `));
  return seat ? `${seat.name}: ${text.slice(seat.id.length + 2)}` : text;
}
