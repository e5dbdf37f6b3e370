/**
 * The scavenge cards a dead survivor left on their tile, as a small face-up
 * card (the top one's name, and how many lie there) in the tile's right-hand
 * spot. Hover shows the card; the tile's own entry lists them all.
 */
import { CARD_BY_ID, defOf } from '../../../core/games/maximum-apocalypse/content';
import { Card3D } from '../../pieces';
import type { TilePiece } from './boardModel';
import { inTile, SPOTS } from './mapGrid';
import { SCAVENGE_LOOK } from './tileLooks';

const WIDTH = 0.42;

export function DroppedCards({ tiles }: { tiles: TilePiece[] }) {
  return (
    <group>
      {tiles.filter((t) => t.dropped.length > 0).map((t) => {
        const top = t.dropped[t.dropped.length - 1]!;
        const def = CARD_BY_ID[defOf(top)];
        const colour = def?.color && def.color !== 'any' ? SCAVENGE_LOOK[def.color].colour : '#7a7a7a';
        const [x, y, z] = inTile(t.centre, ...SPOTS.dropped);
        return (
          <Card3D
            key={t.key}
            face={{ title: def?.name ?? top, kind: t.dropped.length > 1 ? `Left here (${t.dropped.length})` : 'Left here', frame: colour }}
            back={{ colour, mark: 'S' }}
            faceUp
            position={[x, y + 0.01, z]}
            width={WIDTH}
            inspect={{ kind: 'card', id: top }}
          />
        );
      })}
    </group>
  );
}
