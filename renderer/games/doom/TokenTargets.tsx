/** Tokens the prompt offers (an item to pick up, an objective to use): a glowing ring around each, clickable. */
import { AreaHighlight } from '../../pieces';
import { itemTokenSpecs, type MapPieces } from './mapPieces';
import type { TokenTarget } from './promptTargets';
import { spaceCentre, type GridSize } from './tableCoords';

export interface TokenTargetsProps {
  tokens: readonly TokenTarget[];
  pieces: MapPieces;
  grid: GridSize;
  hoveredTarget: string | null;
  onOption(optionId: string): void;
}

export function TokenTargets({ tokens, pieces, grid, hoveredTarget, onOption }: TokenTargetsProps) {
  if (tokens.length === 0) return null;
  const specs = itemTokenSpecs(pieces, grid);
  return (
    <group>
      {tokens.map((t) => {
        const spec = specs.find((s) => s.id === t.token);
        const portal = pieces.portals.find((p) => p.token === t.token);
        const at = spec?.position ?? (portal ? spaceCentre(portal.at, grid) : null);
        if (!at) return null;
        return (
          <AreaHighlight
            key={t.token}
            shape="ring"
            position={[at[0], at[1] + 0.02, at[2]]}
            size={0.62}
            kind={hoveredTarget === `token:${t.token}` ? 'focus' : 'target'}
            intensity={1}
            onClick={() => onOption(t.optionId)}
          />
        );
      })}
    </group>
  );
}
