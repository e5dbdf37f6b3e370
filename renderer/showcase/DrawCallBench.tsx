/**
 * The draw-call measure of `npm run bench` (`?showcase=drawcalls`): the shared
 * table with 100 tokens and 12 settled dice (every standard kind, thrown with
 * the real tray physics) in one canvas, at the overview camera. The probe
 * puts the draw calls of each frame on window.__drawCalls.
 */
import { useMemo, useRef } from 'react';
import { STANDARD_DICE } from '../../core/engine/dice';
import type { DieDef, DieRoll } from '../../core/engine/types';
import { groupDice, groupMesh } from '../dice/DiceMeshes';
import { poseFrame, precomputeThrow } from '../dice/replayPose';
import { enemyColour, palette, seatColour } from '../lib/palette';
import { TokenInstances, type TokenSpec } from '../pieces';
import { TableCanvas } from '../table/TableCanvas';
import { DrawCallProbe } from './DrawCallProbe';
import { readShowcaseSettings } from './Showcase';

const TOKEN_COUNT = 100;
const DIE_IDS = ['d4', 'd6', 'd8', 'd10', 'd12', 'd6', 'd6', 'd8', 'd10', 'd12', 'd4', 'd6'] as const;
const BOARD: [number, number] = [16, 14];

/** 100 single tokens of every shape, seat and enemy colours and letters, on a 10 x 10 grid. */
export function benchTokens(colours: string[]): TokenSpec[] {
  const shapes = ['disc', 'cube', 'hex'] as const;
  return Array.from({ length: TOKEN_COUNT }, (_, i) => ({
    id: `t${i}`,
    shape: shapes[i % 3]!,
    colour: colours[i % colours.length]!,
    position: [-6.5 + (i % 10) * 0.75, 0, -0.2 + Math.floor(i / 10) * 0.68] as [number, number, number],
    letter: i % 4 === 0 ? String.fromCharCode(65 + (i % 26)) : undefined,
  }));
}

function SettledDice() {
  const dice: Record<string, DieDef> = STANDARD_DICE;
  const meshes = useMemo(() => {
    const rolls: DieRoll[] = DIE_IDS.map((id, i) => {
      const die = dice[id]!;
      const face = i % die.faces.length;
      return { die: id, face, label: die.faces[face]!.label, value: die.faces[face]!.value };
    });
    const request = { id: 1, rolls, dice, seed: 12 };
    const recorded = precomputeThrow(request);
    const groups = groupDice(DIE_IDS, dice).map((g) => ({ die: g.die, indices: g.indices, mesh: groupMesh(g) }));
    poseFrame(recorded, groups, recorded.frameCount - 1);
    return groups.map((g) => g.mesh);
  }, [dice]);
  return (
    <group position={[3.5, 0, -3]} scale={0.5}>
      {meshes.map((m) => (
        <primitive key={m.name} object={m} />
      ))}
    </group>
  );
}

export default function DrawCallBench() {
  const settings = readShowcaseSettings(window.location.search);
  const pal = palette(settings.colourBlindPalette);
  const colours = [0, 1, 2, 3].map((i) => seatColour(pal, i)).concat([0, 1].map((i) => enemyColour(pal, i)));
  const calls = useRef<HTMLSpanElement>(null);
  return (
    <div style={{ position: 'fixed', inset: 0, background: '#16120e', color: '#eee' }}>
      <div style={{ position: 'absolute', zIndex: 2, padding: 8, fontSize: 13 }}>
        12 dice + 100 tokens, draw calls last frame: <span data-testid="draw-calls" ref={calls}>–</span>
      </div>
      <TableCanvas settings={settings} boardSize={BOARD} showCameraBar={false}>
        <TokenInstances tokens={benchTokens(colours)} />
        <SettledDice />
        <DrawCallProbe target={calls} />
      </TableCanvas>
    </div>
  );
}
