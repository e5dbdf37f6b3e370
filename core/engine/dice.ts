/**
 * Dice as data. The standard polyhedral dice are built here; games define
 * their custom dice (despair die, DOOM attack dice ...) with the same shape.
 */
import type { DieDef, DieFace, DieRoll } from './types';

function numbered(sides: number): DieDef {
  const faces: DieFace[] = [];
  for (let v = 1; v <= sides; v++) faces.push({ label: String(v), value: v });
  return { id: `d${sides}`, name: `d${sides}`, faces };
}

export const STANDARD_DICE: Readonly<Record<'d4' | 'd6' | 'd8' | 'd10' | 'd12', DieDef>> = {
  d4: numbered(4),
  d6: numbered(6),
  d8: numbered(8),
  d10: numbered(10),
  d12: numbered(12),
};

/** Builds a custom die from faces; checks it is a shape a physical die can have. */
export function customDie(id: string, name: string, faces: DieFace[], color?: string): DieDef {
  if (![4, 6, 8, 10, 12].includes(faces.length)) {
    throw new Error(`Die "${id}" has ${faces.length} faces; a die needs 4, 6, 8, 10 or 12.`);
  }
  return color === undefined ? { id, name, faces } : { id, name, faces, color };
}

export function rollFromFace(die: DieDef, face: number): DieRoll {
  const f = die.faces[face];
  if (!f) throw new Error(`Die "${die.id}" has no face ${face}.`);
  const roll: DieRoll = { die: die.id, face, label: f.label };
  if (f.value !== undefined) roll.value = f.value;
  if (f.symbols !== undefined) roll.symbols = [...f.symbols];
  return roll;
}

/** Finds the face index for a forced result given as a face value, label or index. */
export function faceFor(die: DieDef, wanted: number | string): number {
  if (typeof wanted === 'number') {
    const byValue = die.faces.findIndex((f) => f.value === wanted);
    if (byValue >= 0) return byValue;
  } else {
    const byLabel = die.faces.findIndex((f) => f.label === wanted || f.symbols?.includes(wanted));
    if (byLabel >= 0) return byLabel;
  }
  throw new Error(`Die "${die.id}" has no face ${JSON.stringify(wanted)}.`);
}
