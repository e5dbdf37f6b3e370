/**
 * The sound engine wired into React: the app's mixer settings, the first
 * gesture that unlocks audio, UI clicks; and, on the game screen, the game's
 * ambient bed and one cue per timeline beat as the beat comes on the table.
 */
import { useEffect, useRef } from 'react';
import type { GameEvent } from '../../core/engine/types';
import type { Settings } from '../../core/protocol/messages';
import { DEFAULT_GAME_SOUNDS } from './defaults';
import { cueForEvent, summaryCue } from './eventCues';
import { soundEngine } from './index';
import type { MixSettings } from './mixer';
import type { GameSounds } from './types';

/** Controls whose press clicks. The 3D table is not one: its clicks answer prompts, whose events then sound. */
const CONTROLS = 'button, [role="radio"], [role="tab"], input[type="checkbox"], select, summary';

/** How loud a UI click is, under the effects volume: present, never louder than the table. */
const CLICK_GAIN = 0.6;

/** Once, at the app's top: settings into the mixer, the unlocking gesture, UI clicks. */
export function useSoundSystem(settings: MixSettings): void {
  const { volume, effectsVolume, ambienceVolume, muted } = settings;
  useEffect(() => {
    soundEngine().setMix({ volume, effectsVolume, ambienceVolume, muted });
  }, [volume, effectsVolume, ambienceVolume, muted]);

  useEffect(() => {
    const engine = soundEngine();
    // Browsers let audio start only from a user gesture; pointerdown and keydown both count (and come before click).
    const unlock = () => engine.unlock();
    const click = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest(CONTROLS)) engine.play({ id: 'click', gain: CLICK_GAIN });
    };
    window.addEventListener('pointerdown', unlock, true);
    window.addEventListener('keydown', unlock, true);
    window.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('pointerdown', unlock, true);
      window.removeEventListener('keydown', unlock, true);
      window.removeEventListener('click', click, true);
    };
  }, []);
}

export interface GameSoundInput {
  /** The game's sounds (GameUi.sounds); the defaults when it has none. */
  sounds: GameSounds | undefined;
  /** The beat on the table (useTimeline's); its event's cue plays when it arrives. */
  beat: { event: GameEvent } | null;
  /** Beats passed without a draw just before it (a slow page catching up): their cues play with it, each cue once. */
  passed?: readonly { event: GameEvent }[];
  /** A handoff screen holds the beat: its sound waits for the next player. */
  paused: boolean;
  speed: Settings['animationSpeed'];
  /** The latest update: at instant speed its events get one summary cue. */
  update: { matchId: string; events: readonly unknown[] };
}

/** On the game screen: the bed while it is open, a cue per beat (at instant speed one per update). */
export function useGameSounds({ sounds, beat, passed = [], paused, speed, update }: GameSoundInput): void {
  const table = sounds ?? DEFAULT_GAME_SOUNDS;
  useEffect(() => {
    const engine = soundEngine();
    engine.setAmbience(table.ambience);
    return () => engine.setAmbience(null);
  }, [table]);

  const sounded = useRef<unknown>(null);
  useEffect(() => {
    if (!beat || paused || sounded.current === beat) return;
    sounded.current = beat;
    // At instant speed the beats of a replay flash past in zero time: a cue each would be a machine gun.
    if (speed === 'instant') return;
    const cues = new Map<string, NonNullable<ReturnType<typeof cueForEvent>>>();
    for (const b of [...passed, beat]) {
      const cue = cueForEvent(b.event, table);
      if (cue) cues.set(cue.id, cue);
    }
    for (const cue of cues.values()) soundEngine().play(cue);
  }, [beat, paused, speed, table]);

  // At instant speed the timeline shows no beats: the table jumps to the end of each update, with one cue for it.
  const seenMatch = useRef<string | null>(null);
  useEffect(() => {
    const first = seenMatch.current !== update.matchId;
    seenMatch.current = update.matchId;
    // A match's first update is the table as it is (a new game, a load): nothing happened to sound.
    if (first || speed !== 'instant' || update.events.length === 0) return;
    const cue = summaryCue(update.events as GameEvent[], table);
    if (cue) soundEngine().play(cue);
    // Keyed on the update object only: each arrives once.
  }, [update]);
}
