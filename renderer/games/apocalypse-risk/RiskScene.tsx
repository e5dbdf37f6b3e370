/**
 * Apocalypse (the RISK variant) on the shared 3D table, loaded lazily: the
 * world board (WorldMap), army stacks and apocalytes as figures with their
 * counts, headquarters, supplies and scenario markers as tokens, barricades
 * on closed borders, prompt targets glowing and answering clicks, and the
 * follow camera going to where each event happens.
 */
import { useEffect, useMemo } from 'react';
import type { RiskView } from '../../../core/games/apocalypse-risk/view';
import type { GameEvent } from '../../../core/engine/types';
import { textOn } from '../../lib/palette';
import { Figure, Label, TokenInstances, type HighlightKind } from '../../pieces';
import { silhouetteGeometry } from '../../pieces/silhouettes';
import { TableCanvas, tableFocus, type CameraPreset } from '../../table';
import type { BoardProps } from '../types';
import { Barricades } from './Barricades';
import { eventTerritory } from './beatFocus';
import { boardPieces } from './pieceModel';
import { WorldMap, type TerritoryMarks } from './WorldMap';
import { LAND_TOP, worldShapes } from './worldShapes';

type Props = Pick<BoardProps<RiskView>, 'view' | 'settings' | 'selected' | 'beat' | 'hoveredTarget' | 'named'> & {
  /** Territories a click answers with (one option or several: the board asks which). */
  clickable: ReadonlySet<string>;
  /** Option ids by territory, to light what is picked in a multi-select. */
  optionsByTerritory: ReadonlyMap<string, string[]>;
  onTerritory(id: string): void;
};

const PRESETS: CameraPreset[] = [
  { id: 'overview', label: 'World', position: [0, 21, 8], target: [0, 0, 0.3] },
  { id: 'follow', label: 'Follow', position: [0, 5.2, 4.4], target: [0, 0, 0] },
  { id: 'top', label: 'Top', position: [0, 24, 0.6], target: [0, 0, 0] },
];

function FocusOnBeat({ event }: { event: GameEvent | null }) {
  const world = worldShapes();
  useEffect(() => {
    if (!event) return;
    const t = eventTerritory(event, (id) => world.territories.has(id));
    const c = t ? world.territories.get(t)!.centre : null;
    if (c) tableFocus.focusOn([c[0], LAND_TOP, c[1]], { distance: 7 });
  }, [event, world]);
  return null;
}

export default function RiskScene({ view: gameView, settings, selected, beat, hoveredTarget, named = [], clickable, optionsByTerritory, onTerritory }: Props) {
  const view = gameView.game;
  const world = worldShapes();
  const cb = settings.colourBlindPalette;
  const pieces = useMemo(() => boardPieces(view, world, cb), [view, world, cb]);
  const event = beat?.event ?? null;
  const focus = event ? eventTerritory(event, (id) => world.territories.has(id)) : null;

  const marks: TerritoryMarks = useMemo(() => {
    const highlight = new Map<string, HighlightKind>();
    const lit = new Set(named.filter((k) => k.startsWith('area:')).map((k) => k.slice(5)));
    for (const id of world.territories.keys()) {
      const picked = (optionsByTerritory.get(id) ?? []).some((o) => selected.includes(o));
      if (picked) highlight.set(id, 'selected');
      else if (hoveredTarget === `area:${id}` || lit.has(id) || focus === id) highlight.set(id, 'focus');
      else if (clickable.has(id)) highlight.set(id, 'target');
    }
    return { highlight, clickable, onClick: onTerritory };
  }, [world, clickable, optionsByTerritory, selected, hoveredTarget, named.join('|'), focus, onTerritory]);

  const tokenTerritory = (tokenId: string) => tokenId.slice(tokenId.indexOf(':') + 1);

  return (
    <TableCanvas settings={settings} boardSize={[world.width + 1, world.depth + 1]} presets={PRESETS}>
      <FocusOnBeat event={event} />
      <WorldMap world={world} marks={marks} scorched={pieces.scorched} discs={pieces.discs} />
      <Barricades walls={pieces.walls} />
      <TokenInstances
        tokens={pieces.tokens}
        onTokenClick={(id, e) => {
          const t = tokenTerritory(id);
          if (!clickable.has(t)) return;
          e.stopPropagation();
          onTerritory(t);
        }}
      />
      {pieces.stacks.map((s) => s.count > 0 && (
        <Label
          key={`n:${s.key}`}
          text={String(s.count)}
          position={[s.position[0], s.position[1] + silhouetteGeometry(s.silhouette).height * s.scale + 0.16, s.position[2]]}
          size={0.3}
          background={s.colour}
          border="#f4efe2"
          colour={textOn(s.colour)}
          shape="pill"
          bold
          onTop
        />
      ))}
      {pieces.stacks.map((s) => (
        <Figure
          key={s.key}
          silhouette={s.silhouette}
          colour={s.colour}
          position={s.position}
          scale={s.scale}
          // Up to a hundred stacks: their shadows would double the board's draw calls for a few dark smudges on the map.
          castShadow={false}
          highlight={marks.highlight.get(s.territory) === 'selected' ? 'selected' : null}
          onClick={clickable.has(s.territory) ? () => onTerritory(s.territory) : undefined}
          inspect={s.inspect}
        />
      ))}
    </TableCanvas>
  );
}
