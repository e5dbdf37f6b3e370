/**
 * Many tokens at once (see tokens.ts): one instanced mesh per shape, one
 * instanced letter decal per letter, and a count label on each stack of more
 * than one. A token whose position changes slides there (tokenMotion.ts).
 * Clicking a token reports its id.
 */
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Texture } from 'three';
import { scaledDuration, useAnimationSpeed } from './animationSpeed';
import { Label } from './Label';
import { labels } from './labels';
import { applyTokenMoves, planTokenMoves, type TokenMove } from './tokenMotion';
import { tokenIdAt, tokenMeshes, type TokenSpec } from './tokens';
import type { Vec3 } from './tween';

const now = () => performance.now() / 1000;

export interface TokenInstancesProps {
  tokens: TokenSpec[];
  onTokenClick?: (tokenId: string, e: ThreeEvent<MouseEvent>) => void;
}

/** White letters on a clear background; the decal's instance colour tints them. */
function letterTexture(letter: string): Texture {
  return labels().get({ text: letter, colour: '#ffffff', fontPx: 96, shape: 'circle' }).texture;
}

export function TokenInstances({ tokens, onTokenClick }: TokenInstancesProps) {
  const key = JSON.stringify(tokens);
  // `key` stands for `tokens`: callers often pass a fresh array with the same tokens.
  const meshes = useMemo(() => tokenMeshes(tokens, letterTexture), [key]);
  useEffect(() => () => meshes.dispose(), [meshes]);
  const speed = useAnimationSpeed();
  const invalidate = useThree((s) => s.invalidate);
  const last = useRef(new Map<string, Vec3>());
  const moves = useRef(new Map<string, TokenMove>());

  // Before the first frame with the new meshes: start moves for the tokens that changed place.
  useLayoutEffect(() => {
    moves.current = planTokenMoves(last.current, moves.current, tokens, now(), (s) => scaledDuration(s, speed));
    last.current = new Map(tokens.map((t) => [t.id, t.position]));
    if (moves.current.size > 0) {
      applyTokenMoves([...meshes.bodies, ...meshes.letters], moves.current, now());
      invalidate();
    }
    // Runs for each new set of meshes (a new `tokens` content), like the meshes themselves.
  }, [meshes]);

  useFrame(() => {
    if (moves.current.size === 0) return;
    if (applyTokenMoves([...meshes.bodies, ...meshes.letters], moves.current, now())) invalidate();
  });
  return (
    <group>
      {meshes.bodies.map((mesh) => (
        <primitive
          key={mesh.uuid}
          object={mesh}
          onClick={
            onTokenClick
              ? (e: ThreeEvent<MouseEvent>) => {
                  const id = tokenIdAt(mesh, e.instanceId);
                  if (id) {
                    e.stopPropagation();
                    onTokenClick(id, e);
                  }
                }
              : undefined
          }
        />
      ))}
      {meshes.letters.map((mesh) => (
        <primitive key={mesh.uuid} object={mesh} />
      ))}
      {meshes.counts.map((c) => (
        <Label key={c.tokenId} text={c.text} position={c.position} size={0.16} background="#1b1b1b" colour="#ffffff" shape="pill" />
      ))}
    </group>
  );
}
