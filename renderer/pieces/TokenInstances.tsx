/**
 * Many tokens at once (see tokens.ts): one instanced mesh per shape, one
 * instanced letter decal per letter, and a count label on each stack of more
 * than one. Clicking a token reports its id.
 */
import type { ThreeEvent } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import type { Texture } from 'three';
import { Label } from './Label';
import { labels } from './labels';
import { tokenIdAt, tokenMeshes, type TokenSpec } from './tokens';

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
