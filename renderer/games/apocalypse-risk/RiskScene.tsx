/**
 * Apocalypse (the RISK variant) on the shared 3D table, loaded lazily: the
 * world board (WorldMap), army stacks and apocalytes as figures with their
 * counts, headquarters, supplies and scenario markers as tokens, barricades
 * on closed borders, prompt targets glowing and answering clicks, and the
 * follow camera going to where each event happens.
 */
import { useCallback, useMemo, useRef } from 'react';
import type { RiskView } from '../../../core/games/apocalypse-risk/view';
import type { GameEvent } from '../../../core/engine/types';
import { textOn } from '../../lib/palette';
import { useInspect } from '../../inspect/InspectContext';
import { arcPoints, LinkArrow, TokenInstances, type HighlightKind } from '../../pieces';
import { FigureInstances, type FigureInstance } from '../../pieces/FigureInstances';
import { LabelBillboards, type BillboardItem } from '../../pieces/LabelBillboards';
import { silhouetteGeometry } from '../../pieces/silhouettes';
import { TableCanvas } from '../../table';
import { useShotCamera } from '../../table/useShotCamera';
import { useCanvasAspect } from '../../table/useCanvasAspect';
import type { Beat } from '../../timeline/beats';
import type { BoardProps } from '../types';
import { Barricades } from './Barricades';
import { eventLink, eventTerritory, stickyLink } from './beatFocus';
import { apocColour, seatColour } from './looks';
import { boardPieces } from './pieceModel';
import { worldPresets } from './worldCamera';
import { WorldMap, type TerritoryMarks } from './WorldMap';
import { LAND_TOP, worldShapes } from './worldShapes';

type Props = Pick<BoardProps<RiskView>, 'view' | 'settings' | 'selected' | 'beat' | 'queue' | 'hoveredTarget' | 'named'> & {
  /** Territories a click answers with (one option or several: the board asks which). */
  clickable: ReadonlySet<string>;
  /** Option ids by territory, to light what is picked in a multi-select. */
  optionsByTerritory: ReadonlyMap<string, string[]>;
  onTerritory(id: string): void;
};

/**
 * Height of an army count badge, in table units: sized when a dice tray beside the map made the map two
 * thirds of its present size on screen; with the map filling the canvas the counts read larger still, which
 * keeps them legible at 1280x720.
 */
const COUNT_SIZE = 0.42;

/** A seat's turn or a new round opens a part of the turn: the camera frames each part once. */
const OPENS_SHOT = new Set(['turnStarted', 'roundStarted']);

/** The follow camera: what happens in one part of a turn (a wave of apocalytes, a rival's attacks) is framed together where it fits. */
function FocusOnBeat({ beat, queue }: { beat: Beat | null; queue: readonly Beat[] | undefined }) {
  const world = worldShapes();
  useShotCamera(beat, queue, (b) => {
    const t = eventTerritory(b.event, (id) => world.territories.has(id));
    const c = t ? world.territories.get(t)!.centre : null;
    return c ? { at: [c[0], LAND_TOP, c[1]], distance: 7 } : null;
  }, { maxDistance: 13, opens: (b) => OPENS_SHOT.has(b.event.type) });
  return null;
}

export default function RiskScene({ view: gameView, settings, selected, beat, queue, hoveredTarget, named = [], clickable, optionsByTerritory, onTerritory }: Props) {
  const view = gameView.game;
  const world = worldShapes();
  const cb = settings.colourBlindPalette;
  const pieces = useMemo(() => boardPieces(view, world, cb), [view, world, cb]);
  const event = beat?.event ?? null;
  const focus = event ? eventTerritory(event, (id) => world.territories.has(id)) : null;
  // The move or attack playing now, drawn as an arrow in the acting side's colour (the short way round the world).
  // It stays up through the dice and losses that follow at either end, and goes when play moves elsewhere.
  const linkEvent = useRef<GameEvent | null>(null);
  linkEvent.current = stickyLink(linkEvent.current, event, (id) => world.territories.has(id));
  const shown = linkEvent.current;
  const arrow = useMemo(() => {
    const link = shown ? eventLink(shown, (id) => world.territories.has(id)) : null;
    if (!shown || !link) return null;
    const [a, b] = link.map((id) => world.territories.get(id)!.centre);
    const seat = typeof shown.seat === 'string' ? shown.seat : null;
    return {
      points: arcPoints(a!, b!, { base: LAND_TOP + 0.1, wrapWidth: world.width, trim: [0.3, 0.55] }),
      colour: seat ? seatColour(view, seat, cb) : apocColour(view),
    };
  }, [shown, world, view, cb]);

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

  // Every stack in one instanced draw per silhouette and material, every count in one billboard batch.
  const stackByKey = useMemo(() => new Map(pieces.stacks.map((s) => [s.key, s])), [pieces]);
  const figures: FigureInstance[] = pieces.stacks.map((s) => ({
    key: s.key,
    silhouette: s.silhouette,
    colour: s.colour,
    position: s.position,
    scale: s.scale,
    highlight: marks.highlight.get(s.territory) === 'selected' ? 'selected' : null,
  }));
  const counts: BillboardItem[] = pieces.stacks.filter((s) => s.count > 0).map((s) => ({
    style: { text: String(s.count), background: s.colour, border: '#f4efe2', colour: textOn(s.colour), shape: 'pill', bold: true },
    position: [s.position[0], s.position[1] + silhouetteGeometry(s.silhouette).height * s.scale + COUNT_SIZE * 0.55, s.position[2]],
    size: COUNT_SIZE,
  }));
  const inspect = useInspect();

  const tokenTerritory = (tokenId: string) => tokenId.slice(tokenId.indexOf(':') + 1);

  // The canvas's shape decides how far the World view stands back; measured before the table starts.
  const [box, aspect] = useCanvasAspect(1.8);
  // Fitted to the map and the canvas's shape (refitted when the canvas changes); each throw's tray rises over the map in view.
  const fitPresets = useCallback((area: [number, number]) => worldPresets(area, aspect ?? 1.8), [aspect]);

  return (
    <div ref={box} style={{ width: '100%', height: '100%' }}>
      {aspect !== null && (
    <TableCanvas settings={settings} boardSize={[world.width + 1, world.depth + 1]} fitPresets={fitPresets}>
      <FocusOnBeat beat={beat} queue={queue} />
      <WorldMap world={world} marks={marks} scorched={pieces.scorched} discs={pieces.discs} />
      <Barricades walls={pieces.walls} />
      {arrow && <LinkArrow points={arrow.points} colour={arrow.colour} />}
      <TokenInstances
        tokens={pieces.tokens}
        onTokenClick={(id, e) => {
          const t = tokenTerritory(id);
          if (!clickable.has(t)) return;
          e.stopPropagation();
          onTerritory(t);
        }}
      />
      <LabelBillboards items={counts} onTop />
      <FigureInstances
        figures={figures}
        clickable={(key) => clickable.has(stackByKey.get(key)?.territory ?? '')}
        onClick={(key) => {
          const s = stackByKey.get(key);
          if (!s) return;
          if (clickable.has(s.territory)) onTerritory(s.territory);
          else inspect.pin({ target: s.inspect });
        }}
        onContextMenu={(key, e) => {
          const s = stackByKey.get(key);
          if (!s) return;
          e.nativeEvent.preventDefault();
          inspect.pin({ target: s.inspect });
        }}
        onHover={(key) => {
          const s = key ? stackByKey.get(key) : null;
          inspect.hover(s ? { target: s.inspect } : null);
        }}
      />
    </TableCanvas>
      )}
    </div>
  );
}
