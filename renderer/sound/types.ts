/**
 * The vocabulary of the table's sound: the effects the synthesizer knows
 * (voices.ts), how a game maps its events to them, and its ambient bed. A
 * game supplies a GameSounds object (renderer/games/<id>/sounds.ts): data
 * only, so a new game adds a table, not code.
 */

/** Every effect the table can play. */
export const SOUND_IDS = [
  /** A button or toggle pressed. */
  'click',
  /** A piece set down somewhere else: soft. */
  'move',
  /** A blow lands: damage, a wound. */
  'hit',
  /** A piece dies or is removed by force. */
  'kill',
  /** Something appears on the table: a spawn, a summon, a reveal. */
  'spawn',
  /** A portal or gate opens, a teleport. */
  'portal',
  /** A door slides open. */
  'door',
  /** A card is played, drawn or flipped. */
  'card',
  /** The enemy side's turn begins (any event with `enemy: true`). */
  'enemyTurn',
  /** A player's turn or a new round begins: a soft chime. */
  'turn',
  /** Health or courage comes back. */
  'heal',
  /** A heavy moment: a Lord revealed, a mission or a game over. */
  'boom',
  /** Dice thrown, as one short rattle (the instant speed's summary; a shown throw clatters from its physics). */
  'dice',
] as const;
export type SoundId = (typeof SOUND_IDS)[number];

/** A primitive field value an event rule can match. */
export type FieldValue = string | number | boolean;

/**
 * What one event type sounds like: a sound id, null for silence, or cases on
 * the event's fields (first match wins, else `otherwise`), each with an
 * optional gain (0..1, default 1) for quieter variants.
 */
export type EventSound =
  | SoundId
  | null
  | {
      cases?: readonly { where: Readonly<Record<string, FieldValue>>; sound: SoundId | null; gain?: number }[];
      otherwise: SoundId | null;
      gain?: number;
    };

/** One layer of an ambient bed. Levels are relative (0..1) under the ambience volume. */
export type AmbienceLayer =
  | {
      kind: 'noise';
      /** brown: rumble and wind; pink: air, vents, rain. */
      colour: 'brown' | 'pink';
      filter: 'lowpass' | 'bandpass';
      /** Filter centre or cut-off in Hz. */
      hz: number;
      q?: number;
      level: number;
      /** Slow sweep of the filter (gusts): rate in Hz and depth as a fraction of hz. */
      sweep?: { hz: number; depth: number };
    }
  | {
      kind: 'drone';
      wave: 'sine' | 'triangle' | 'sawtooth';
      /** Fundamentals in Hz (each a voice). */
      hz: readonly number[];
      /** Cents between two slightly detuned copies of each voice (beating); 0 for one copy. */
      detune?: number;
      /** Low-pass cut-off in Hz (tames a sawtooth into a hum). */
      cutoff?: number;
      level: number;
      /** Slow swell of the level: rate in Hz and depth (0..1). */
      swell?: { hz: number; depth: number };
    };

export interface AmbienceSpec {
  /** Short name, for the instrumentation and the docs ("ruined city wind"). */
  name: string;
  layers: readonly AmbienceLayer[];
}

/** What a game supplies: its event types' sounds and its ambient bed. */
export interface GameSounds {
  /** Event type -> sound. Types not listed fall back to the table's common ones (eventCues.ts COMMON_EVENT_SOUNDS). */
  events: Readonly<Record<string, EventSound>>;
  ambience: AmbienceSpec;
}

/** A sound to play now, with its loudness (0..1) before the mixer. */
export interface Cue {
  id: SoundId;
  gain: number;
}

/** A knock of a die, as the dice side reports it (renderer/dice/impacts.ts Impact is one). */
export interface DieKnock {
  /** Seconds into the throw at 1x. */
  t: number;
  /** Speed into the surface, table units per second. */
  speed: number;
  surface: 'felt' | 'rim' | 'die';
  /** Faces of the die (4 .. 12): smaller dice click higher. */
  kind: number;
  /** Across the table, for stereo placement. */
  x: number;
}
