/**
 * Camera shots: the follow camera moves once per part of a turn, not once per
 * figure. A shot starts at a beat and takes the beats after it while they stay
 * in the same part of the turn (no new `segment` named, no enemy turn opening
 * or closing, no beat the game marks as a cut, such as a demon's activation)
 * and while everything they happen at still fits one frame; the camera then
 * frames all of it once, when the shot starts. Before, a horde of six minions
 * moving was six camera moves, each one a glide the eye had to follow.
 */
import type { Beat } from '../timeline/beats';

type Vec3 = [number, number, number];

/** Where one beat happens, as the game's follow camera would frame it alone. */
export interface ShotFocus {
  at: Vec3;
  /** Camera distance for this beat alone. */
  distance: number;
}

export interface ShotLimits {
  /** The furthest back a shot may stand: beats that would need more start a new shot. */
  maxDistance: number;
  /** How much further back the camera stands per table unit of spread (the game's own framing rule). */
  perUnit?: number;
  /** Added to the spread's distance: room around the outermost pieces. */
  margin?: number;
  /** The most beats one shot spans (a long queue still moves now and then). */
  maxBeats?: number;
  /** A beat that opens a new part of the turn in this game (a demon's activation): it starts a shot. */
  opens?: (beat: Beat) => boolean;
}

export interface Shot {
  /** The beats of the shot, the first one being the beat it starts at. */
  beats: Beat[];
  /** The frame for all of them; null when none of them happens at a place. */
  focus: ShotFocus | null;
}

/** One frame for several places: the middle of their spread, back far enough for the widest of them. */
export function frameAll(foci: readonly ShotFocus[], limits: ShotLimits): ShotFocus | null {
  if (foci.length === 0) return null;
  if (foci.length === 1) return foci[0]!;
  let minX = Infinity, maxX = -Infinity, minZ = Infinity, maxZ = -Infinity, y = 0, near = 0;
  for (const f of foci) {
    minX = Math.min(minX, f.at[0]); maxX = Math.max(maxX, f.at[0]);
    minZ = Math.min(minZ, f.at[2]); maxZ = Math.max(maxZ, f.at[2]);
    y = Math.max(y, f.at[1]);
    near = Math.max(near, f.distance);
  }
  const spread = Math.hypot(maxX - minX, maxZ - minZ);
  const distance = Math.max(near, spread * (limits.perUnit ?? 1.3) + (limits.margin ?? 3));
  return { at: [(minX + maxX) / 2, y, (minZ + maxZ) / 2], distance };
}

function opensPart(prev: Beat, next: Beat, segment: unknown): boolean {
  const e = next.event;
  if (e.enemy === true || e.enemy === false || prev.event.enemy === false) return true;
  return typeof e.segment === 'string' && e.segment !== segment;
}

/** The shot that starts at `beats[start]`. */
export function shotFrom(
  beats: readonly Beat[], start: number, focusOf: (beat: Beat) => ShotFocus | null, limits: ShotLimits,
): Shot {
  const first = beats[start];
  if (!first) return { beats: [], focus: null };
  const members = [first];
  const firstFocus = focusOf(first);
  const foci = firstFocus ? [firstFocus] : [];
  let frame = frameAll(foci, limits);
  let segment = first.event.segment;
  for (let i = start + 1; i < beats.length && members.length < (limits.maxBeats ?? 24); i++) {
    const beat = beats[i]!;
    if (opensPart(beats[i - 1]!, beat, segment) || limits.opens?.(beat)) break;
    const f = focusOf(beat);
    if (f) {
      const wider = frameAll([...foci, f], limits)!;
      if (wider.distance > limits.maxDistance && foci.length > 0) break;
      foci.push(f);
      frame = wider;
    }
    if (typeof beat.event.segment === 'string') segment = beat.event.segment;
    members.push(beat);
  }
  return { beats: members, focus: frame };
}
