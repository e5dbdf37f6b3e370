/**
 * The autosave rotation as a plan of file operations, kept apart from the disk
 * so every combination of good, broken and missing slots can be tested.
 *
 * Slot 0 is autosave.json (about to be replaced by a new match's autosave),
 * slot n is autosave-n.json, newest first. The good files keep their order
 * and move to slots 1..keep; a broken file is removed rather than pushing a
 * good one out, and good files beyond `keep` (the oldest) are dropped.
 */
export type SlotState = 'good' | 'broken' | 'missing';

export interface RotationPlan {
  /** Slots whose files are deleted first. */
  remove: number[];
  /** Renames [from, to], in an order where no rename lands on a file still to be moved. */
  moves: [number, number][];
}

export function planRotation(states: readonly SlotState[], keep: number): RotationPlan {
  const good = states.flatMap((s, slot) => (s === 'good' ? [slot] : []));
  const remove = states.flatMap((s, slot) => (s === 'broken' ? [slot] : []));
  remove.push(...good.slice(keep));
  const kept = good.slice(0, keep);
  // Files that move down one slot form a prefix (good[i] === i); the rest stay or move up into freed slots.
  // Moving up in increasing order and then down in decreasing order never overwrites a file not yet moved.
  const up: [number, number][] = [];
  const down: [number, number][] = [];
  kept.forEach((from, i) => {
    const to = i + 1;
    if (to > from) down.push([from, to]);
    else if (to < from) up.push([from, to]);
  });
  return { remove: remove.sort((a, b) => a - b), moves: [...up, ...down.reverse()] };
}
