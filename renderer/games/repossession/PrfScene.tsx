/**
 * Planet Repossession Force on the shared 3D table, loaded lazily: the board
 * (BoardTiles), the Start Zones on the north and south edges, the faction
 * token stacks on conquered tiles, each player's figure in its seat colour
 * with its HP above it, and the twelve piles. Prompt targets glow and answer
 * a click; the follow camera goes where each beat happens. The dice are
 * thrown by the table's kit into the tray it raises into view for each throw.
 */
import { useCallback, useMemo } from 'react';
import { CylinderGeometry, MeshStandardMaterial } from 'three';
import type { PromptOption } from '../../../core/engine/types';
import type { PRFView } from '../../../core/games/repossession/view';
import { useInspect } from '../../inspect/InspectContext';
import { useTableInspect } from '../../inspect/useTableInspect';
import { CardPiles, Figure, TokenInstances } from '../../pieces';
import { TableCanvas } from '../../table';
import { useCanvasAspect } from '../../table/useCanvasAspect';
import { useShotCamera } from '../../table/useShotCamera';
import type { Beat } from '../../timeline/beats';
import type { BoardProps } from '../types';
import { boardLook, eventSpace } from './boardModel';
import { prfPresets } from './camera';
import { BoardTiles, tileHighlights } from './BoardTiles';
import { CARD_DEPTH, CARD_WIDTH, padCentre, tableArea, tileCentre, tokenSpot } from './layout';
import { DECK_NAME, deckColour, factionColour, TIER_MARK } from './looks';
import { Pads } from './Pads';

type Props = Pick<BoardProps<PRFView>, 'view' | 'settings' | 'beat' | 'queue' | 'hoveredTarget' | 'named'> & {
  /** Options by the tile or Start Zone id they target, and by seat. */
  spaces: ReadonlyMap<string, PromptOption>;
  seats: ReadonlyMap<string, PromptOption>;
  selected: readonly string[];
  onOption(id: string): void;
};

const hitGeo = new CylinderGeometry(0.2, 0.2, 1, 10);
const hitMat = new MeshStandardMaterial({ visible: false });

/** A faction's turn or a new round opens a part of the turn: the camera frames each part once. */
const OPENS_SHOT = new Set(['turnStarted', 'roundStarted', 'siegeStarted']);

/** The follow camera: a faction's moves and what they lead to are framed together, once per part of its turn. */
function FocusOnBeat({ beat, queue }: { beat: Beat | null; queue: readonly Beat[] | undefined }) {
  useShotCamera(beat, queue, (b) => {
    const at = eventSpace(b.event);
    return at ? { at: /^[A-J]/.test(at) ? tileCentre(at) : padCentre(at), distance: 8 } : null;
  }, { maxDistance: 12, opens: (b) => OPENS_SHOT.has(b.event.type) });
  return null;
}

export default function PrfScene({ view: gameView, settings, beat, queue, hoveredTarget, named = [], spaces, seats, selected, onOption }: Props) {
  const view = gameView.game;
  const cb = settings.colourBlindPalette;
  const look = useMemo(() => boardLook(view, cb), [view, cb]);
  const event = beat?.event ?? null;
  const area = useMemo(() => tableArea(), []);
  const inspect = useInspect();
  // The overview is fitted to the canvas's shape (as DOOM's is): measured before the table starts.
  const [box, aspect] = useCanvasAspect(1.6);
  // Board, pads and piles, seen whole and as close as the canvas allows.
  const fitPresets = useCallback((a: [number, number]) => prfPresets(a, aspect ?? 1.6), [aspect]);

  const highlight = useMemo(() => {
    const focus = new Set<string>();
    const beatAt = eventSpace(event);
    if (beatAt) focus.add(beatAt);
    for (const k of [hoveredTarget, ...named]) if (k?.startsWith('space:')) focus.add(k.slice(6));
    const selectedIds = new Set([...spaces].filter(([, o]) => selected.includes(o.id)).map(([id]) => id));
    return tileHighlights([...look.tiles.map((t) => t.id), ...look.pads.map((p) => p.id)], { targets: new Set(spaces.keys()), selectedIds, focus });
  }, [look, event, hoveredTarget, named.join('|'), spaces, selected]);

  const marks = useMemo(() => ({ highlight, clickable: new Set(spaces.keys()), onClick: (id: string) => onOption(spaces.get(id)!.id) }), [highlight, spaces, onOption]);

  return (
    <div ref={box} style={{ width: '100%', height: '100%' }}>
      {aspect !== null && (
    <TableCanvas settings={settings} boardSize={area} fitPresets={fitPresets}>
      <FocusOnBeat beat={beat} queue={queue} />
      <BoardTiles tiles={look.tiles} marks={marks} />
      <Pads pads={look.pads} colour={(p) => factionColour(p.faction, cb)} marks={marks} />
      <TokenInstances
        tokens={look.tokens}
        onTokenClick={(id, e) => {
          const tile = id.slice('faction:'.length);
          e.stopPropagation();
          if (spaces.has(tile)) onOption(spaces.get(tile)!.id);
          else inspect.pin({ target: { kind: 'token', id } });
        }}
      />
      {look.tokens.map((t) => <TokenHit key={t.id} id={t.id} count={t.count ?? 1} />)}
      {look.figures.map((f) => {
        const option = seats.get(f.seat);
        const onTile = spaces.get(f.on);
        return (
          <Figure
            key={f.seat}
            silhouette={f.faction === 'gaia' ? 'marine' : 'soldier'}
            colour={f.colour}
            position={f.position}
            scale={0.62}
            facing={f.faction === 'gaia' ? 0 : Math.PI}
            health={`${f.mark} ${f.hp}`}
            highlight={option && selected.includes(option.id) ? 'selected' : option ? 'target' : hoveredTarget === `seat:${f.seat}` ? 'focus' : null}
            onClick={option ? () => onOption(option.id) : onTile ? () => onOption(onTile.id) : undefined}
            inspect={{ kind: 'seat', id: f.seat }}
          />
        );
      })}
      <CardPiles
        card={[CARD_WIDTH, CARD_DEPTH]}
        piles={look.piles.map((p) => ({ id: p.id, count: p.count, centre: p.centre, colour: deckColour(p.deck, cb), mark: `${DECK_NAME[p.deck]} ${TIER_MARK[p.tier]}` }))}
      />
    </TableCanvas>
      )}
    </div>
  );
}

/** An invisible column over a token stack so hovering it shows that stack's entry (the instanced tokens pick only on click). */
function TokenHit({ id, count }: { id: string; count: number }) {
  const look = useTableInspect({ kind: 'token', id });
  const [x, y, z] = tokenSpot(id.slice('faction:'.length));
  const h = 0.07 * Math.min(count, 5) + 0.02;
  return (
    <mesh
      geometry={hitGeo}
      material={hitMat}
      scale={[1, h, 1]}
      position={[x, y + h / 2, z]}
      onPointerOver={(e) => (e.stopPropagation(), look.over())}
      onPointerOut={() => look.out()}
      onContextMenu={look.onContextMenu}
    />
  );
}
