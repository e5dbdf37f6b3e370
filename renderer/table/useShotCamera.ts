/**
 * The follow camera, one move per shot (cameraShots.ts): when a beat starts
 * that the current shot does not hold, plan the shot from it over the beats
 * queued behind it and frame all of them at once; the shot's other beats
 * leave the camera where it is.
 */
import { useEffect, useRef } from 'react';
import type { Beat } from '../timeline/beats';
import { noteCameraShot } from '../timeline/timelineRecord';
import { shotFrom, type ShotFocus, type ShotLimits } from './cameraShots';
import { tableFocus } from './tableFocus';

export function useShotCamera(
  beat: Beat | null,
  queue: readonly Beat[] | undefined,
  focusOf: (beat: Beat) => ShotFocus | null,
  limits: ShotLimits,
  aim: (focus: ShotFocus) => void = (f) => tableFocus.focusOn(f.at, { distance: f.distance }),
): void {
  const shot = useRef<ReadonlySet<Beat>>(new Set());
  const latest = useRef({ queue, focusOf, limits, aim });
  latest.current = { queue, focusOf, limits, aim };
  useEffect(() => {
    if (!beat || shot.current.has(beat)) return;
    const { queue: q, focusOf: f, limits: l, aim: move } = latest.current;
    const at = q ? q.indexOf(beat) : -1;
    const planned = at >= 0 ? shotFrom(q!, at, f, l) : shotFrom([beat], 0, f, l);
    shot.current = new Set(planned.beats);
    if (planned.focus) {
      move(planned.focus);
      noteCameraShot(beat.event);
    }
    // The beat names the moment; the queue and the game's focus rule are read as they stand then.
  }, [beat]);
}
