/**
 * A baked miniature's outline as a small binary mask, in pure TS (no WebGL):
 * the triangles projected orthographically from the front (looking along -z)
 * or the side (along -x) and filled into an N x N grid. The kit's test uses
 * it to prove no two types share a silhouette; it is not used at run time.
 *
 * The mask keeps the figure's proportions (the larger of its width and height
 * fills the grid, feet on the bottom row, centred across), so a squat beast
 * and a tall biped differ even when their parts are alike.
 */
import type { BufferGeometry } from 'three';

export type View = 'front' | 'side';

export interface Mask {
  n: number;
  cells: Uint8Array;
}

export function silhouetteMask(geo: BufferGeometry, view: View, n = 64): Mask {
  const pos = geo.getAttribute('position');
  const u = view === 'front' ? 0 : 2;
  const box = geo.boundingBox ?? (geo.computeBoundingBox(), geo.boundingBox!);
  const lo = [box.min.x, box.min.y, box.min.z];
  const hi = [box.max.x, box.max.y, box.max.z];
  const span = Math.max(hi[u]! - lo[u]!, hi[1]! - lo[1]!) || 1;
  const mid = (lo[u]! + hi[u]!) / 2;
  // Grid coordinates: column from the centre line, row up from the feet.
  const gx = (i: number) => ((pos.getComponent(i, u) - mid) / span + 0.5) * n;
  const gy = (i: number) => ((pos.getComponent(i, 1) - lo[1]!) / span) * n;
  const cells = new Uint8Array(n * n);
  const mark = (x: number, y: number) => {
    const cx = Math.min(n - 1, Math.max(0, Math.floor(x)));
    const cy = Math.min(n - 1, Math.max(0, Math.floor(y)));
    cells[cy * n + cx] = 1;
  };
  const index = geo.index;
  const count = index ? index.count : pos.count;
  const vert = (k: number) => (index ? index.getX(k) : k);
  for (let t = 0; t + 2 < count; t += 3) {
    const ax = gx(vert(t)), ay = gy(vert(t));
    const bx = gx(vert(t + 1)), by = gy(vert(t + 1));
    const cx = gx(vert(t + 2)), cy = gy(vert(t + 2));
    // Thin parts (rods, blades) may fall between cell centres: their corners still count.
    mark(ax, ay);
    mark(bx, by);
    mark(cx, cy);
    const area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    if (Math.abs(area) < 1e-9) continue;
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx, cx))), x1 = Math.min(n - 1, Math.ceil(Math.max(ax, bx, cx)));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by, cy))), y1 = Math.min(n - 1, Math.ceil(Math.max(ay, by, cy)));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5, py = y + 0.5;
        const w0 = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
        const w1 = (cx - bx) * (py - by) - (cy - by) * (px - bx);
        const w2 = (ax - cx) * (py - cy) - (ay - cy) * (px - cx);
        const inside = area > 0 ? w0 >= 0 && w1 >= 0 && w2 >= 0 : w0 <= 0 && w1 <= 0 && w2 <= 0;
        if (inside) cells[y * n + x] = 1;
      }
    }
  }
  return { n, cells };
}

/** Intersection over union of several pairs of masks taken together (e.g. front and side). */
export function iou(pairs: [Mask, Mask][]): number {
  let both = 0;
  let either = 0;
  for (const [a, b] of pairs) {
    for (let i = 0; i < a.cells.length; i++) {
      both += a.cells[i]! & b.cells[i]!;
      either += a.cells[i]! | b.cells[i]!;
    }
  }
  return either ? both / either : 1;
}

/** The mask as text rows, top first ('#' filled), for a failing test's message. */
export function maskText(m: Mask): string {
  const rows: string[] = [];
  for (let y = m.n - 1; y >= 0; y--) {
    let row = '';
    for (let x = 0; x < m.n; x++) row += m.cells[y * m.n + x] ? '#' : '.';
    rows.push(row);
  }
  return rows.join('\n');
}
