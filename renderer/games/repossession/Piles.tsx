/**
 * The twelve piles beside the board, each a face-down stack whose height
 * follows the cards left in it, its back in the deck's colour with the
 * deck's name and tier, and its count on a tag. An empty pile leaves a
 * dashed-looking outline (a flat dark card). Hover shows the pile's entry
 * with its live count (core inspect, `token` target `pile:<deck>:<tier>`).
 */
import { BoxGeometry, MeshStandardMaterial } from 'three';
import { useTableInspect } from '../../inspect/useTableInspect';
import { Card3D, FlatLabel, Label } from '../../pieces';
import { textOn } from '../../lib/palette';
import type { PileLook } from './boardModel';
import { CARD_DEPTH, CARD_WIDTH } from './layout';
import { DECK_NAME, deckColour, TIER_MARK } from './looks';

const stackGeo = new BoxGeometry(1, 1, 1);
const sideMats = new Map<string, MeshStandardMaterial>();
function sideMat(colour: string): MeshStandardMaterial {
  let m = sideMats.get(colour);
  if (!m) sideMats.set(colour, (m = new MeshStandardMaterial({ color: colour, roughness: 0.85 })));
  return m;
}
const emptyMat = new MeshStandardMaterial({ color: '#2a2620', roughness: 1 });

/** Table units per card in a stack: a full pile (about 20 cards) stands a finger tall. */
const PER_CARD = 0.012;

export function Piles({ piles, colourBlind }: { piles: PileLook[]; colourBlind: boolean }) {
  return (
    <group>
      {piles.map((p) => <Pile key={p.id} pile={p} colour={deckColour(p.deck, colourBlind)} />)}
    </group>
  );
}

function Pile({ pile, colour }: { pile: PileLook; colour: string }) {
  const look = useTableInspect({ kind: 'token', id: `pile:${pile.id}` });
  const [x, , z] = pile.centre;
  const h = Math.max(0.002, pile.count * PER_CARD);
  const handlers = {
    onPointerOver: (e: { stopPropagation(): void }) => (e.stopPropagation(), look.over()),
    onPointerOut: () => look.out(),
    onClick: (e: { stopPropagation(): void }) => (e.stopPropagation(), look.pin()),
    onContextMenu: look.onContextMenu,
  };
  return (
    <group>
      {pile.count > 0 ? (
        <>
          <mesh geometry={stackGeo} material={sideMat(colour)} scale={[CARD_WIDTH * 0.98, h, CARD_DEPTH * 0.98]} position={[x, h / 2, z]} castShadow {...handlers} />
          <Card3D
            face={{ title: DECK_NAME[pile.deck], frame: colour }}
            back={{ colour, mark: `${DECK_NAME[pile.deck]} ${TIER_MARK[pile.tier]}` }}
            faceUp={false}
            position={[x, h, z]}
            width={CARD_WIDTH}
            inspect={{ kind: 'token', id: `pile:${pile.id}` }}
          />
        </>
      ) : (
        <mesh geometry={stackGeo} material={emptyMat} scale={[CARD_WIDTH, 0.004, CARD_DEPTH]} position={[x, 0.002, z]} {...handlers} />
      )}
      <Label text={String(pile.count)} position={[x + CARD_WIDTH / 2 - 0.05, h + 0.2, z - CARD_DEPTH / 2 + 0.1]} size={0.24} background={colour} colour={textOn(colour)} border="#f4efe2" shape="pill" bold onTop />
      <FlatLabel text={`${DECK_NAME[pile.deck]} ${TIER_MARK[pile.tier]}`} position={[x, 0.003, z + CARD_DEPTH / 2 + 0.14]} size={0.15} colour="#f4efe2" background="rgba(20,16,12,0.7)" shape="pill" />
    </group>
  );
}
