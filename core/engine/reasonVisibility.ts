/**
 * Who may read a bot's one-line reason: the same seats as what its choice
 * did. Kept apart from the match so the rule is in one place for every game.
 */
import type { GameEvent, SeatId } from './types';

/**
 * A bot's reason is seen by whoever sees all that its choice did: a choice
 * whose events are kept from some seats (a card kept, a hand drawn) keeps
 * its reason from them too, since the reason may name what was hidden
 * ("Padded Jacket is the strongest" beside "keeps a card"). Others get no
 * line for it. Issue 29 item 1.
 */
export function seenAs(reason: GameEvent, events: readonly GameEvent[]): GameEvent {
  const hidden = events.filter((e) => e.visibleTo);
  if (hidden.length === 0) return reason;
  const seat = reason.seat as SeatId;
  const all = hidden.reduce<SeatId[]>((who, e) => who.filter((x) => e.visibleTo!.includes(x)), [...hidden[0]!.visibleTo!]);
  return { ...reason, visibleTo: all.length > 0 ? all : [seat] };
}
