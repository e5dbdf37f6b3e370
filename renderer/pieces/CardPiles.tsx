/**
 * Face-down piles of cards on the table (decks, draw piles), each a stack
 * whose height follows the cards left in it, its back in the deck's colour
 * with a short mark, its count on a tag and its name on the felt in front.
 * An empty pile leaves a flat dark card where it was (in Maximum Apocalypse
 * an empty deck kills, so the player must see it run low). Hover shows the
 * pile's entry from the core's inspect (`token` target `pile:<id>`).
 *
 * Drawn in batches, not one Card3D, stack, tag and name per pile (ten draw
 * calls a pile with shadows): the stacks and the top cards' edges are two
 * instanced meshes, each top card's back one flat quad with its own
 * texture, the tags one billboard batch and the names one flat batch.
 */
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import { BoxGeometry, Color, Matrix4, MeshStandardMaterial, PlaneGeometry, type InstancedMesh, type Texture } from 'three';
import { useInspect } from '../inspect/InspectContext';
import { textOn } from '../lib/palette';
import { cardBackTexture } from './cardFace';
import { FlatLabelBatch, type FlatLabelItem } from './FlatLabelBatch';
import { LabelBillboards, type BillboardItem } from './LabelBillboards';

export interface CardPile {
  /** The inspect target is `token` `pile:<id>`. */
  id: string;
  /** Cards left in the pile. */
  count: number;
  /** Centre of the pile's footprint on the table (y ignored). */
  centre: [number, number, number];
  /** The card back's colour. */
  colour: string;
  /** The short mark printed on the back. */
  mark: string;
  /** The name on the felt in front of the pile (default: the mark). */
  name?: string;
}

const box = new BoxGeometry(1, 1, 1);
/** White, tinted per pile by the instance colour: the deck's colour, or the dark of an empty place. */
const stackMat = new MeshStandardMaterial({ color: '#ffffff', roughness: 0.85 });
/** The top card's edge, as Card3D draws it. */
const edgeMat = new MeshStandardMaterial({ color: '#e8e2d4', roughness: 0.8 });
const EMPTY = '#2a2620';
const backPlane = new PlaneGeometry(1, 1);
const backMats = new Map<Texture, MeshStandardMaterial>();
function backMat(texture: Texture): MeshStandardMaterial {
  let m = backMats.get(texture);
  if (!m) backMats.set(texture, (m = new MeshStandardMaterial({ map: texture, roughness: 0.75 })));
  return m;
}

/** Table units per card in a stack: a full pile (about 20 cards) stands a finger tall. */
const PER_CARD = 0.012;
/** Card3D's thickness: the top card lies on the stack. */
const CARD_THICKNESS = 0.012;

const height = (p: CardPile) => Math.max(0.002, p.count * PER_CARD);
const colour = (p: CardPile) => p.colour;

export interface CardPilesProps {
  piles: CardPile[];
  /** A card's footprint on the table: width (x) and depth (z). */
  card: [number, number];
  /** Letter heights, in table units, of the names on the felt and the count tags. */
  nameSize?: number;
  tagSize?: number;
}

export function CardPiles({ piles, card: [CARD_WIDTH, CARD_DEPTH], nameSize = 0.15, tagSize = 0.24 }: CardPilesProps) {
  const inspect = useInspect();
  const hovered = useRef<string | null>(null);
  const full = piles.filter((p) => p.count > 0);
  const target = (i: number | undefined) => (i === undefined || !piles[i] ? null : { kind: 'token' as const, id: `pile:${piles[i]!.id}` });

  const tags: BillboardItem[] = piles.map((p) => {
    const [x, , z] = p.centre;
    return {
      style: { text: String(p.count), background: colour(p), colour: textOn(colour(p)), border: '#f4efe2', shape: 'pill', bold: true },
      position: [x + CARD_WIDTH / 2 - 0.05, height(p) + 0.2, z - CARD_DEPTH / 2 + 0.1],
      size: tagSize,
    };
  });
  const names: FlatLabelItem[] = piles.map((p) => ({
    style: { text: p.name ?? p.mark, colour: '#f4efe2', background: 'rgba(20,16,12,0.7)', shape: 'pill' },
    position: [p.centre[0], 0.003, p.centre[2] + CARD_DEPTH / 2 + nameSize],
    size: nameSize,
  }));

  return (
    <group>
      <Stacks
        piles={piles}
        card={[CARD_WIDTH, CARD_DEPTH]}
        onPointerMove={(e) => {
          e.stopPropagation();
          const t = target(e.instanceId);
          // Only when the pointer goes onto another pile: the panel need not hear every move.
          if (t?.id === hovered.current) return;
          hovered.current = t?.id ?? null;
          inspect.hover(t && { target: t });
        }}
        onPointerOut={() => {
          hovered.current = null;
          inspect.hover(null);
        }}
        onPin={(e) => {
          e.stopPropagation();
          if (e.nativeEvent.type === 'contextmenu') e.nativeEvent.preventDefault();
          const t = target(e.instanceId);
          if (t) inspect.pin({ target: t });
        }}
      />
      {full.map((p) => {
        const [x, , z] = p.centre;
        // The back lies face up on top of the stack, its top away from the camera, as Card3D shows a face-down card.
        return (
          <mesh
            key={p.id}
            geometry={backPlane}
            material={backMat(cardBackTexture({ colour: p.colour, mark: p.mark }))}
            position={[x, height(p) + CARD_THICKNESS + 0.0005, z]}
            rotation-x={-Math.PI / 2}
            scale={[CARD_WIDTH, CARD_DEPTH, 1]}
            receiveShadow
          />
        );
      })}
      <LabelBillboards items={tags} onTop />
      <FlatLabelBatch items={names} />
    </group>
  );
}

interface StacksProps {
  piles: readonly CardPile[];
  card: [number, number];
  onPointerMove(e: ThreeEvent<PointerEvent>): void;
  onPointerOut(): void;
  onPin(e: ThreeEvent<MouseEvent>): void;
}

/** Every stack (or empty place) as one instanced box, and every top card's edge as another. */
function Stacks({ piles, card: [CARD_WIDTH, CARD_DEPTH], onPointerMove, onPointerOut, onPin }: StacksProps) {
  const stacks = useRef<InstancedMesh>(null);
  const edges = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const key = `${CARD_WIDTH}x${CARD_DEPTH}|${piles.map((p) => `${p.id}:${p.count}:${colour(p)}:${p.centre.join(',')}`).join('|')}`;
  useLayoutEffect(() => {
    const s = stacks.current, e = edges.current;
    if (!s || !e) return;
    const m = new Matrix4();
    const c = new Color();
    let n = 0;
    piles.forEach((p, i) => {
      const [x, , z] = p.centre;
      const h = height(p);
      if (p.count > 0) {
        s.setMatrixAt(i, m.makeScale(CARD_WIDTH * 0.98, h, CARD_DEPTH * 0.98).setPosition(x, h / 2, z));
        s.setColorAt(i, c.set(colour(p)));
        e.setMatrixAt(n++, m.makeScale(CARD_WIDTH, CARD_THICKNESS, CARD_DEPTH).setPosition(x, h + CARD_THICKNESS / 2, z));
      } else {
        s.setMatrixAt(i, m.makeScale(CARD_WIDTH, 0.004, CARD_DEPTH).setPosition(x, 0.002, z));
        s.setColorAt(i, c.set(EMPTY));
      }
    });
    s.count = piles.length;
    e.count = n;
    for (const mesh of [s, e]) {
      mesh.instanceMatrix.needsUpdate = true;
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
      mesh.computeBoundingSphere();
    }
    invalidate();
    // `key` stands for `piles` (counts, colours and places: a game's piles may move as its map grows) and the card size.
  }, [key, invalidate]);
  return (
    <group>
      {/* One shadow draw for every pile: the stacks stand up off the table. The instance index is the pile's. */}
      <instancedMesh
        ref={stacks}
        args={[box, stackMat, piles.length]}
        castShadow
        receiveShadow
        onPointerMove={onPointerMove}
        onPointerOut={onPointerOut}
        onClick={onPin}
        onContextMenu={onPin}
      />
      <instancedMesh ref={edges} args={[box, edgeMat, piles.length]} receiveShadow />
    </group>
  );
}
