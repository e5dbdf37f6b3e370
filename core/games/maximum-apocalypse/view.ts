/**
 * What a seat sees. The survivors keep no secrets from each other (hands
 * are open); hidden from everyone are the order of every deck (their
 * contents are public knowledge and shown sorted), the face-down tiles (the
 * mission's tiles not yet revealed are listed), and the order of the tiles
 * still to place. The rules' pending steps carry no hidden information and
 * are included, so a bot can look ahead from its view alone.
 *
 * A view is built for every decision (a bot's, the host's), so it copies
 * nothing it need not: what it shows as it is (survivors, monsters, hands,
 * face-up tiles, the pending steps) is the state's own objects, and only
 * what hides something is new (sorted decks, face-down tiles). A view is
 * therefore read-only and good until the next choice: the host serializes
 * it at once, and a bot copies before it changes anything (determinize.ts;
 * tests/frozenView.test.ts decides on a deep-frozen state).
 */
import type { Deck, MatchState, SeatId, Step } from '../../engine/types';
import { DAY_NIGHT_BY_ID } from './content';
import type { Direction } from './content/types';
import { sortedOnce } from './sortedOnce';
import type { CardPool, MAState, Tile } from './state';

export interface MAView extends Omit<MAState, 'pools' | 'tiles' | 'monsterDeck' | 'insanityDeck' | 'dayNight' | 'toPlace' | 'spawnBag'> {
  pools: CardPool[];
  tiles: Tile[];
  /** Physical tiles not yet face up (face-down ones and those still to place), sorted. */
  unrevealed: string[];
  toPlaceCount: number;
  monsterDeck: Deck;
  insanityDeck: Deck;
  spawnBag: MAState['spawnBag'];
  /** showingArrow: the arrow on the back of the top card while the day side shows (hidden under a night card). */
  dayNight: (MAState['dayNight'] & { showingArrow: Direction | null }) | null;
  pending: { stack: Step[]; resume: Step | null };
}

// The view's arrays are shared or cached and never written to (see above); the types stay the state's own.
const sorted = (cards: readonly string[]) => sortedOnce(cards) as string[];

export function maView(state: MatchState<MAState>, _seat: SeatId | null): MAView {
  const g = state.g;
  const { pools, tiles, monsterDeck, insanityDeck, dayNight, toPlace, spawnBag, scavenge, ...rest } = g;
  const faceDown: string[] = [];
  for (const t of tiles) if (!t.faceUp) faceDown.push(t.def);
  return {
    ...rest,
    pools: pools.map((p) => ({ ...p, draw: sorted(p.draw) })),
    tiles: tiles.map((t) => (t.faceUp ? t : { ...t, def: '' })),
    unrevealed: [...toPlace, ...faceDown].sort(),
    toPlaceCount: toPlace.length,
    monsterDeck: { draw: sorted(monsterDeck.draw), discard: monsterDeck.discard },
    insanityDeck: { draw: sorted(insanityDeck.draw), discard: insanityDeck.discard },
    scavenge: { blue: sorted(scavenge.blue), green: sorted(scavenge.green), red: sorted(scavenge.red) },
    spawnBag: spawnBag ? { pool: sorted(spawnBag.pool), aside: spawnBag.aside } : null,
    dayNight: dayNight
      ? {
        draw: sorted(dayNight.draw), discard: dayNight.discard, night: dayNight.night,
        showingArrow: !dayNight.night && dayNight.draw[0] ? DAY_NIGHT_BY_ID[dayNight.draw[0]]!.arrow : null,
      }
      : null,
    pending: { stack: state.stack, resume: state.resume },
  };
}
