/**
 * The dice tray over the table while the timeline plays a dice event: the
 * core's rolls are thrown with physics (relabelled so the decided faces land
 * up), read back from the rendered dice, and listed as text. When the dice
 * settle the timeline moves on.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { DieDef, DieRoll } from '../../core/engine/types';
import { readDiceCatalogue } from '../api/results';
import type { HostApi, Settings } from '../api/types';
import type { ShownDie } from '../dice/readBack';
import type { ThrowRequest } from '../dice/replayPose';
import type { Beat } from '../timeline/beats';
import { DiceResults } from './DiceResults';

const DiceTray = lazy(() => import('../dice/DiceTray'));

interface Props {
  host: HostApi;
  /** The beat on the table; the tray shows while it is a dice roll. */
  beat: Beat | null;
  speed: Settings['animationSpeed'];
  quality: Settings['graphicsQuality'];
  onSettled(): void;
  reportError(err: unknown): void;
}

/** A physics seed from the rolls, so a replayed turn throws the same way it did the first time. */
export function throwSeed(rolls: readonly DieRoll[], purpose: string): number {
  let h = 2166136261;
  const text = `${purpose}|${rolls.map((r) => `${r.die}:${r.face}`).join(',')}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function DiceOverlay({ host, beat, speed, quality, onSettled, reportError }: Props) {
  const [dice, setDice] = useState<Record<string, DieDef> | null>(null);
  const [request, setRequest] = useState<ThrowRequest | null>(null);
  const [shown, setShown] = useState<ShownDie[] | null>(null);
  const nextId = useRef(1);

  useEffect(() => {
    host
      .request('diceCatalogue', {})
      .then((r) => setDice(Object.fromEntries(readDiceCatalogue(r).map((d) => [d.id, d]))))
      .catch(reportError);
  }, [host, reportError]);

  const diceBeat = beat?.event.type === 'diceRolled' ? beat : null;
  useEffect(() => {
    if (!diceBeat) {
      setRequest(null);
      return;
    }
    const rolls = (diceBeat.event.rolls ?? []) as unknown as DieRoll[];
    // Without definitions for every die there is nothing honest to draw; the log still has the result.
    if (!dice || rolls.length === 0 || rolls.some((r) => !dice[r.die])) {
      onSettled();
      return;
    }
    setShown(null);
    setRequest({ id: nextId.current++, rolls, dice, seed: throwSeed(rolls, String(diceBeat.event.purpose ?? '')) });
    // Keyed on the beat object: a new dice beat starts a throw, a re-render of the same one does not.
  }, [diceBeat, dice]);

  if (!request || !dice) return null;
  return (
    <div className="dice-overlay" data-testid="dice-overlay" data-tutorial="dice">
      <div className="dice-overlay-title">{String(diceBeat?.event.purpose ?? 'Dice')}</div>
      <Suspense fallback={<div className="dice-tray-loading">Bringing out the dice…</div>}>
        <DiceTray
          request={request}
          speed={speed}
          quality={quality}
          onSettled={(s) => {
            setShown(s);
            onSettled();
          }}
        />
      </Suspense>
      <DiceResults shown={shown} dice={dice} rolling={shown === null} />
    </div>
  );
}
