/**
 * A match's dice: while the timeline plays a dice event, the core's rolls are
 * thrown onto the table's dice tray (renderer/dice/TableDice.tsx, through the
 * table-dice store), with physics relabelled so the decided faces land up,
 * read back from the rendered dice and listed here as text. When the dice
 * settle the timeline moves on, but the dice stay on the table and the list
 * stays readable until the next throw, or until Space or a click clears them.
 * The title and the lines under the dice are the game's readout of the throw
 * (what it was for, how the dice count), from the event; a game without one
 * gets the roll's purpose as the title and the dice alone.
 */
import { useEffect, useRef, useState } from 'react';
import type { DiceReadout, DieDef, DieRoll } from '../../core/engine/types';
import { readDiceCatalogue } from '../api/results';
import type { HostApi, Settings } from '../api/types';
import type { ShownDie } from '../dice/readBack';
import type { ThrowRequest } from '../dice/replayPose';
import { throwSeed } from '../dice/throwSeed';
import { tableDice } from '../dice/tableDice';
import type { Beat } from '../timeline/beats';
import { diceReadoutOf } from './diceReadout';
import { DiceResults } from './DiceResults';

declare global {
  interface Window {
    /**
     * Throws dice of the match's catalogue on the table as a dice beat would
     * (faces as given), without playing up to a roll: the table-dice e2e
     * screenshots a roll in a real match's table with it.
     */
    __throwOnTable?: (rolls: { die: string; face: number }[]) => void;
  }
}

interface Props {
  host: HostApi;
  /** The beat on the table; a dice roll throws. */
  beat: Beat | null;
  speed: Settings['animationSpeed'];
  /** d6 faces as pips (the "d6 faces" setting). */
  pips: boolean;
  onSettled(): void;
  reportError(err: unknown): void;
}

/** A physics seed from the rolls (its own file, so the bench can time the same throw). */
export { throwSeed };

export function DiceOverlay({ host, beat, speed, pips, onSettled, reportError }: Props) {
  const [dice, setDice] = useState<Record<string, DieDef> | null>(null);
  /** `beat` is the dice beat that threw (null for a test throw: no beat waits on it). */
  const [thrown, setThrown] = useState<{ request: ThrowRequest; title: string; readout: DiceReadout | null; beat: Beat | null } | null>(null);
  /**
   * What a throw's dice show once they rest, with the throw's id: a throw
   * overtaken by the next one (the defender's dice right after the
   * attacker's) can still report late, and its dice must never be listed
   * under the next throw's title.
   */
  const [settled, setSettled] = useState<{ id: number; dice: ShownDie[] } | null>(null);
  const setShown = (dice: ShownDie[] | null, id = -1) => setSettled(dice ? { id, dice } : null);
  const nextId = useRef(1);
  const shown = settled && thrown && settled.id === thrown.request.id ? settled.dice : null;
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;
  const beatRef = useRef(beat);
  beatRef.current = beat;

  useEffect(() => {
    host
      .request('diceCatalogue', {})
      .then((r) => setDice(Object.fromEntries(readDiceCatalogue(r).map((d) => [d.id, d]))))
      .catch(reportError);
  }, [host, reportError]);

  const diceBeat = beat?.event.type === 'diceRolled' ? beat : null;
  useEffect(() => {
    if (!diceBeat) return;
    const rolls = (diceBeat.event.rolls ?? []) as unknown as DieRoll[];
    // Without definitions for every die there is nothing honest to draw; the log still has the result.
    if (!dice || rolls.length === 0 || rolls.some((r) => !dice[r.die])) {
      onSettled();
      return;
    }
    setShown(null);
    const purpose = String(diceBeat.event.purpose ?? '');
    const readout = diceReadoutOf(diceBeat.event);
    setThrown({ request: { id: nextId.current++, rolls, dice, seed: throwSeed(rolls, purpose) }, title: readout?.title ?? (purpose || 'Dice'), readout, beat: diceBeat });
    // Keyed on the beat object: a new dice beat starts a throw, a re-render of the same one does not.
  }, [diceBeat, dice]);

  useEffect(() => {
    if (!dice) return;
    window.__throwOnTable = (rolls) => {
      const full = rolls.map((r) => ({ ...r, label: dice[r.die]?.faces[r.face]?.label ?? '' }));
      setShown(null);
      setThrown({ request: { id: nextId.current++, rolls: full, dice, seed: throwSeed(full, 'test') }, title: 'Test roll', readout: null, beat: null });
    };
    return () => {
      delete window.__throwOnTable;
    };
  }, [dice]);

  // Put the throw on the table; the table's tray replays it and reports back.
  useEffect(() => {
    if (!thrown) return;
    tableDice.show({
      request: thrown.request,
      speed,
      pips,
      onSettled: (s, r) => {
        if (r.id !== thrown.request.id) return;
        setShown(s, r.id);
        // Only the beat that threw may be moved on (Space may have skipped past it already).
        if (thrown.beat && beatRef.current === thrown.beat) settledRef.current();
      },
    });
    // The speed follows separately (below): a new speed must not restart the throw.
  }, [thrown, pips]);
  useEffect(() => tableDice.setSpeed(speed), [speed]);
  // The timeline left the throw's beat before the dice rested (skipped, or timed out): they land at once.
  useEffect(() => {
    if (thrown?.beat && !shown && beat !== thrown.beat) tableDice.setSpeed('instant');
  }, [beat, thrown, shown]);
  // Leaving the match takes the dice off the table.
  useEffect(() => () => tableDice.clear(), []);

  // Once they rest, the dice stay until Space or a click (or the next throw).
  useEffect(() => {
    if (!shown) return;
    const clear = (e: Event) => {
      if (e instanceof KeyboardEvent && e.key !== ' ') return;
      tableDice.clear();
      setThrown(null);
      setShown(null);
    };
    window.addEventListener('keydown', clear);
    window.addEventListener('pointerdown', clear);
    return () => {
      window.removeEventListener('keydown', clear);
      window.removeEventListener('pointerdown', clear);
    };
  }, [shown]);

  if (!thrown || !dice) return null;
  return (
    <div className="dice-overlay" data-testid="dice-overlay" data-tutorial="dice" data-throw-id={thrown.request.id} data-state={shown ? 'settled' : 'rolling'}>
      <div className="dice-overlay-title">{thrown.title}</div>
      <DiceResults shown={shown} dice={dice} rolling={shown === null} readout={thrown.readout} />
    </div>
  );
}
