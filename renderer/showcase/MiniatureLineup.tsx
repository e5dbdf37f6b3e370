/**
 * The miniature line-up (`?showcase=miniatures`, same `cb=1` and `quality=`
 * switches as the piece showcase): every miniature in the kit on one table,
 * a row per game, each on its base in a team colour with its name in front;
 * the first figure wears the acting ring and one demon the target ring. For
 * review screenshots (`npx tsx renderer/showcase/shoot.ts --showcase miniatures`).
 */
import { useRef } from 'react';
import { enemyColour, palette, seatColour } from '../lib/palette';
import { AreaHighlight } from '../pieces/AreaHighlight';
import { FlatLabel } from '../pieces/Label';
import { miniatureMaterial } from '../pieces/miniatures/material';
import { MINIATURE_IDS, miniatureGeometry, miniatureSpec, type MiniatureId } from '../pieces/miniatures/registry';
import { TableCanvas } from '../table/TableCanvas';
import { DrawCallProbe } from './DrawCallProbe';
import { readShowcaseSettings } from './Showcase';

export const LINEUP_BOARD: [number, number] = [15, 11];
const GAP = 0.22;
const ROW_GAP = 0.75;

interface Slot {
  id: MiniatureId;
  x: number;
  z: number;
  colour: string;
}

/** Left to right in kit order, a new row for each game and whenever a row is full. */
export function lineup(colourBlind: boolean, width = LINEUP_BOARD[0] - 1): Slot[] {
  const pal = palette(colourBlind);
  const slots: Slot[] = [];
  let x = 0;
  let z = 0;
  let rowDepth = 0;
  let row: Slot[] = [];
  let game = '';
  const counters = new Map<string, number>();
  const flush = () => {
    // Centre the row across the board.
    const shift = -x / 2;
    for (const s of row) s.x += shift;
    slots.push(...row);
    z += rowDepth + ROW_GAP;
    x = 0;
    rowDepth = 0;
    row = [];
  };
  for (const id of MINIATURE_IDS) {
    const spec = miniatureSpec(id);
    const [w, d] = spec.footprint;
    if (row.length > 0 && (x + w > width || spec.game !== game)) flush();
    game = spec.game;
    const friendly = spec.kind === 'hero' || spec.kind === 'marine' || spec.kind === 'trooper';
    const n = counters.get(spec.kind) ?? 0;
    counters.set(spec.kind, n + 1);
    const colour = friendly ? seatColour(pal, n) : enemyColour(pal, n);
    row.push({ id, x: x + w / 2, z: z + d / 2, colour });
    x += w + GAP;
    rowDepth = Math.max(rowDepth, d);
  }
  if (row.length) flush();
  // Centre the rows front to back.
  const shift = -(z - ROW_GAP) / 2;
  return slots.map((s) => ({ ...s, z: s.z + shift }));
}

function Miniature({ slot, ring }: { slot: Slot; ring?: 'focus' | 'target' }) {
  const built = miniatureGeometry(slot.id);
  const spec = miniatureSpec(slot.id);
  const [w, d] = spec.footprint;
  return (
    <group position={[slot.x, 0, slot.z]}>
      <mesh geometry={built.geometry} material={miniatureMaterial(slot.colour)} castShadow receiveShadow />
      {ring && <AreaHighlight shape="ring" position={[0, 0, 0]} size={[w * 1.45, d * 1.45]} kind={ring} />}
      <FlatLabel text={spec.name} position={[0, 0.003, d / 2 + 0.17]} size={0.15} colour="#e9dfc6" />
    </group>
  );
}

export default function MiniatureLineup() {
  const settings = readShowcaseSettings(window.location.search);
  const slots = lineup(settings.colourBlindPalette);
  const calls = useRef<HTMLSpanElement>(null);
  return (
    <div style={{ position: 'fixed', inset: 0, background: '#16120e' }}>
      <span data-testid="draw-calls" ref={calls} hidden />
      <TableCanvas settings={settings} boardSize={LINEUP_BOARD}>
        {slots.map((s, i) => (
          <Miniature key={s.id} slot={s} ring={i === 0 ? 'focus' : s.id === 'doom-imp' ? 'target' : undefined} />
        ))}
        <DrawCallProbe target={calls} />
      </TableCanvas>
    </div>
  );
}
