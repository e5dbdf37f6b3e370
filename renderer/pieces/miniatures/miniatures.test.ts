// Every type's miniature is its own: each game's unit types all have one, and
// no two sculpts share a silhouette seen from the front and the side.
import { describe, expect, it } from 'vitest';
import { CLASS_CARDS as CLASSES } from '../../../core/games/doom/content/classes';
import { DEMONS } from '../../../core/games/doom/content/demons';
import { FOURTH_CIRCLE, HEROES, LORDS, MINIONS, TROOPERS } from '../../../core/games/planet-apocalypse/content';
import { doomMarineMiniature, doomDemonMiniature, paMiniature } from './gameMiniatures';
import { MINIATURE_IDS, miniatureGeometry, type MiniatureId } from './registry';
import { iou, maskText, silhouetteMask, type Mask } from './silhouetteMask';

/** Two types whose front and side outlines overlap more than this look alike on the table. */
const MAX_IOU = 0.85;

describe('miniature kit', () => {
  it('has a miniature for every Planet Apocalypse hero, trooper, minion, Fourth Circle demon and Lord', () => {
    const ids = [
      ...HEROES.map((h) => paMiniature('hero', h.id)),
      ...TROOPERS.map((t) => paMiniature('trooper', t.id)),
      ...Object.keys(MINIONS).map((k) => paMiniature('minion', k)),
      ...FOURTH_CIRCLE.map((f) => paMiniature('fourth', f.id)),
      ...LORDS.map((l) => paMiniature('lord', l.id)),
    ];
    expect(ids.filter((id) => id === undefined)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a miniature for every DOOM marine class and demon type', () => {
    const ids = [...CLASSES.map((c) => doomMarineMiniature(c.id)), ...DEMONS.map((d) => doomDemonMiniature(d.id))];
    expect(ids.filter((id) => id === undefined)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('bakes every miniature into one geometry with a base, paint and team tint', () => {
    for (const id of MINIATURE_IDS) {
      const { geometry, height } = miniatureGeometry(id);
      expect(geometry.getAttribute('color').count, id).toBe(geometry.getAttribute('position').count);
      expect(geometry.getAttribute('tint'), id).toBeDefined();
      expect(height, id).toBeGreaterThan(0.3);
      expect(miniatureGeometry(id), 'cached').toBe(miniatureGeometry(id));
    }
  });

  const masks = new Map<MiniatureId, [Mask, Mask]>();
  for (const id of MINIATURE_IDS) {
    const { geometry } = miniatureGeometry(id, false);
    masks.set(id, [silhouetteMask(geometry, 'front'), silhouetteMask(geometry, 'side')]);
  }
  let worst = { a: '', b: '', iou: 0 };
  for (let i = 0; i < MINIATURE_IDS.length; i++) {
    for (let j = i + 1; j < MINIATURE_IDS.length; j++) {
      const a = MINIATURE_IDS[i]!, b = MINIATURE_IDS[j]!;
      const [fa, sa] = masks.get(a)!, [fb, sb] = masks.get(b)!;
      const v = iou([[fa, fb], [sa, sb]]);
      if (v > worst.iou) worst = { a, b, iou: v };
    }
  }

  it(`keeps every two silhouettes apart (front + side IoU < ${MAX_IOU}; closest: ${worst.a} / ${worst.b} at ${worst.iou.toFixed(3)})`, () => {
    const [fa] = masks.get(worst.a as MiniatureId) ?? [];
    const [fb] = masks.get(worst.b as MiniatureId) ?? [];
    expect(worst.iou, fa && fb ? `${worst.a}\n${maskText(fa)}\n${worst.b}\n${maskText(fb)}` : '').toBeLessThan(MAX_IOU);
  });
});
