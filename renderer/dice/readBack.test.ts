import { Group, InstancedMesh, Mesh, MeshBasicMaterial, Quaternion, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { customDie, rollFromFace, STANDARD_DICE } from '../../core/engine/dice';
import type { DieDef } from '../../core/engine/types';
import { HORDE_DIE } from '../../core/games/reference/content';
import { dieGeometry } from './diceGeometry';
import { groupDice } from './DiceMeshes';
import { kindOfDie } from './faces';
import { readObject } from './readBack';
import { poseFrame, precomputeThrow, readThrow, type PosedGroup, type ThrowRequest } from './replayPose';
import { framePose } from './throw';

const SKULL = customDie('skull8', 'Skull d8', [
  { label: 'Skull', symbols: ['skull'] }, { label: '1', value: 1 }, { label: '2', value: 2 }, { label: 'Flame', symbols: ['flame'] },
  { label: '3', value: 3 }, { label: 'Shield', symbols: ['shield'] }, { label: '4', value: 4 }, { label: 'Star', symbols: ['star'] },
], '#2e8b3a');
const DICE: Record<string, DieDef> = { ...STANDARD_DICE, [HORDE_DIE.id]: HORDE_DIE, [SKULL.id]: SKULL };
const material = new MeshBasicMaterial();

/** The tray's meshes, without textures (Node has no canvas): same geometry, same grouping. */
function meshesFor(request: ThrowRequest): PosedGroup[] {
  return groupDice(request.rolls.map((r) => r.die), request.dice).map((g) => ({
    die: g.die,
    indices: g.indices,
    mesh: new InstancedMesh(dieGeometry(kindOfDie(g.die)), material, g.indices.length),
  }));
}

function request(ids: string[], faces: number[], seed: number): ThrowRequest {
  return { id: seed, seed, dice: DICE, rolls: ids.map((id, i) => rollFromFace(DICE[id]!, faces[i]!)) };
}

describe('reading the rendered dice back', () => {
  it('reads every wanted face of every kind from the final rendered frame', () => {
    const ids = ['d4', 'd6', 'd8', 'd10', 'd12', 'horde', 'skull8', 'd6', 'd10', 'd12', 'd4', 'd8'];
    for (const seed of [1, 2, 3]) {
      const faces = ids.map((id, i) => (seed * 7 + i * 3) % DICE[id]!.faces.length);
      const req = request(ids, faces, seed);
      const recorded = precomputeThrow(req);
      const groups = meshesFor(req);
      poseFrame(recorded, groups, recorded.frameCount - 1);
      const shown = readThrow(groups);
      expect(shown.map((s) => [s.die, s.face, s.label])).toEqual(req.rolls.map((r) => [r.die, r.face, r.label]));
      expect(shown.every((s) => s.tiltDeg < 6)).toBe(true);
    }
  });

  it('does not read the wanted face from the launch frame (the reading follows the pose)', () => {
    // Over many dice, the launch orientation shows the wanted face only by chance.
    const ids = Array<string>(12).fill('d12');
    const req = request(ids, ids.map((_, i) => i), 5);
    const recorded = precomputeThrow(req);
    const groups = meshesFor(req);
    poseFrame(recorded, groups, 0);
    const atLaunch = readThrow(groups);
    const agree = atLaunch.filter((s, i) => s.face === req.rolls[i]!.face).length;
    expect(agree).toBeLessThan(6);
  });

  it('reads a plain mesh posed with a recorded final frame, also inside a turned tray', () => {
    const req = request(['d10', 'horde'], [7, 5], 11);
    const recorded = precomputeThrow(req);
    const tray = new Group();
    req.rolls.forEach((roll, i) => {
      const d = recorded.dice[i]!;
      const { position, quaternion } = framePose(d, recorded.frameCount - 1);
      const mesh = new Mesh(dieGeometry(d.kind), material);
      mesh.position.set(...position);
      mesh.quaternion.set(...quaternion);
      tray.add(mesh);
      expect(readObject(DICE[roll.die]!, i, mesh)).toMatchObject({ face: roll.face, label: roll.label });
      // Turning the whole tray about the vertical axis keeps every result.
      tray.quaternion.setFromAxisAngle(new Vector3(0, 1, 0), 1.1);
      expect(readObject(DICE[roll.die]!, i, mesh).face).toBe(roll.face);
      // Tipping it over does not: the reading really follows the rendered orientation.
      tray.quaternion.copy(new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), Math.PI));
      expect(readObject(DICE[roll.die]!, i, mesh).face).not.toBe(roll.face);
      tray.quaternion.identity();
    });
  });
});

describe('groupDice', () => {
  it('groups by definition in first-seen order, one instanced mesh per definition', () => {
    const g = groupDice(['d6', 'horde', 'd6', 'd8', 'horde'], DICE);
    expect(g.map((x) => [x.die.id, x.indices])).toEqual([['d6', [0, 2]], ['horde', [1, 4]], ['d8', [3]]]);
    expect(() => groupDice(['d7'], DICE)).toThrow(/"d7"/);
  });
});
