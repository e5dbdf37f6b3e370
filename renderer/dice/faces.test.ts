import { describe, expect, it } from 'vitest';
import { customDie, STANDARD_DICE } from '../../core/engine/dice';
import { faceOfSlot, faceOnSlot, kindOfDie, labelPlacements, slotOfFace } from './faces';
import { DIE_KINDS, dieShape, dot, length, sub } from './shapes';

describe('DieDef faces on the solid', () => {
  it('maps every standard die to its shape, face i on slot i', () => {
    for (const die of Object.values(STANDARD_DICE)) {
      const kind = kindOfDie(die);
      expect(kind).toBe(die.faces.length);
      die.faces.forEach((f, i) => {
        expect(slotOfFace(die, i)).toBe(i);
        expect(faceOfSlot(die, i)).toBe(i);
        expect(faceOnSlot(die, i)).toBe(f);
      });
    }
  });

  it('gives numbered dice (not the d4) opposite faces that sum to n + 1', () => {
    for (const die of [STANDARD_DICE.d6, STANDARD_DICE.d8, STANDARD_DICE.d10, STANDARD_DICE.d12]) {
      const s = dieShape(kindOfDie(die));
      die.faces.forEach((f, i) => {
        const opposite = s.normals.findIndex((n) => dot(n, s.normals[i]!) < -1 + 1e-9);
        expect(f.value! + faceOnSlot(die, opposite).value!).toBe(die.faces.length + 1);
      });
    }
  });

  it('handles custom dice with symbols and rejects faces that do not exist', () => {
    const die = customDie('despair', 'Despair', [
      { label: 'skull', symbols: ['skull'] }, { label: 'blank' }, { label: 'blank' },
      { label: 'skull x2', symbols: ['skull', 'skull'] }, { label: 'blank' }, { label: 'hit', symbols: ['hit'] },
    ]);
    expect(kindOfDie(die)).toBe(6);
    expect(faceOnSlot(die, 3).symbols).toEqual(['skull', 'skull']);
    expect(() => slotOfFace(die, 6)).toThrow(/no face 6/);
    expect(() => kindOfDie({ id: 'd20', name: 'd20', faces: Array.from({ length: 20 }, (_, i) => ({ label: String(i) })) })).toThrow();
  });
});

describe.each(DIE_KINDS)('d%i label placements', (kind) => {
  const s = dieShape(kind);
  const places = labelPlacements(kind);

  it('prints every slot, on the surface, facing out, with an in-plane up direction', () => {
    const perSlot = kind === 4 ? 3 : 1;
    for (let slot = 0; slot < s.faces.length; slot++) expect(places.filter((p) => p.slot === slot)).toHaveLength(perSlot);
    for (const p of places) {
      const n = s.normals[p.surface]!;
      expect(p.normal).toEqual(n);
      expect(dot(n, p.position)).toBeCloseTo(dot(n, s.vertices[s.faces[p.surface]![0]!]!), 9);
      expect(dot(n, p.up)).toBeCloseTo(0, 9);
      expect(length(p.up)).toBeCloseTo(1, 9);
      expect(p.extent).toBeGreaterThan(0.05);
      if (kind !== 4) expect(p.surface).toBe(p.slot);
    }
  });

  if (kind === 4) {
    it('d4: lying on face f, the three labels at the top vertex all show f', () => {
      for (let f = 0; f < 4; f++) {
        // The top vertex is the one not on the face lying down.
        const top = [0, 1, 2, 3].find((v) => !s.faces[f]!.includes(v))!;
        const atTop = places.filter((p) => p.surface !== f && dot(p.up, sub(s.vertices[top]!, p.position)) > 0 &&
          length(sub(s.vertices[top]!, p.position)) < length(sub(s.vertices[top]!, s.centres[p.surface]!)));
        expect(atTop).toHaveLength(3);
        for (const p of atTop) expect(p.slot).toBe(f);
      }
    });
  }
});
