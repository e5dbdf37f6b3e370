/**
 * Which sound an event of the core makes: the game's table (GameSounds.events)
 * first, then the table's common event names, and two rules every game
 * shares: an event with `enemy: true` opens the enemy turn (its own sound,
 * whatever its type), and a dice roll clatters from its physics while it is
 * shown (so its beat has no cue of its own). Pure: tested in Node.
 */
import type { GameEvent } from '../../core/engine/types';
import { cueGain } from './mixer';
import type { Cue, EventSound, GameSounds, SoundId } from './types';

/**
 * The event names the kernel's games share (core/engine/README.md "Events and
 * the table"). A game's own table overrides any of them, or adds its own.
 */
export const COMMON_EVENT_SOUNDS: Readonly<Record<string, EventSound>> = {
  moved: 'move',
  damaged: 'hit',
  killed: 'kill',
  spawned: 'spawn',
  healed: 'heal',
  cardPlayed: 'card',
  cardsDrawn: { otherwise: 'card', gain: 0.6 },
  cardsDiscarded: { otherwise: 'card', gain: 0.5 },
  tokenRevealed: { otherwise: 'spawn', gain: 0.7 },
  turnStarted: 'turn',
  roundStarted: 'turn',
  gameOver: 'boom',
};

/**
 * How much a sound says about what happened, for the one summary cue of an
 * update shown at instant speed: the loudest news wins.
 */
export const PRIORITY: Readonly<Record<SoundId, number>> = {
  boom: 10,
  enemyTurn: 9,
  kill: 8,
  portal: 7,
  hit: 6,
  spawn: 5,
  door: 4,
  dice: 3,
  heal: 3,
  card: 2,
  turn: 2,
  move: 1,
  click: 0,
};

function resolve(rule: EventSound | undefined, event: GameEvent): Cue | null {
  if (rule === undefined || rule === null) return null;
  if (typeof rule === 'string') return { id: rule, gain: 1 };
  for (const c of rule.cases ?? []) {
    if (Object.entries(c.where).every(([field, value]) => event[field] === value)) {
      return c.sound ? { id: c.sound, gain: cueGain(c.gain, rule.gain) } : null;
    }
  }
  return rule.otherwise ? { id: rule.otherwise, gain: cueGain(rule.gain) } : null;
}

/** The sound of one event as its beat starts; null for silence. */
export function cueForEvent(event: GameEvent, sounds: GameSounds | null): Cue | null {
  if (event.enemy === true) return { id: 'enemyTurn', gain: 1 };
  if (event.type === 'diceRolled') return null;
  const own = sounds !== null && Object.hasOwn(sounds.events, event.type);
  return resolve(own ? sounds!.events[event.type] : COMMON_EVENT_SOUNDS[event.type], event);
}

/**
 * One cue for a whole batch of events (an update at instant speed: the table
 * jumps to the end, so a burst of every event's sound would be noise). The
 * most telling event's sound; a throw counts as the short dice rattle.
 */
export function summaryCue(events: readonly GameEvent[], sounds: GameSounds | null): Cue | null {
  let best: Cue | null = null;
  for (const e of events) {
    const cue = e.type === 'diceRolled' && e.enemy !== true ? { id: 'dice' as const, gain: 0.8 } : cueForEvent(e, sounds);
    if (cue && (!best || PRIORITY[cue.id] > PRIORITY[best.id])) best = cue;
  }
  return best;
}
