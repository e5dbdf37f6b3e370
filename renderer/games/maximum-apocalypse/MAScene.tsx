/**
 * Maximum Apocalypse on the shared 3D table, loaded lazily: the map of tiles
 * (MapTiles), the survivors and the Dog as figures in seat colours, the
 * monsters hanging on each survivor standing beside them with their health,
 * Monster tokens and scavenge blocks as tokens, the cards the dead left as a
 * small card, the prompt's targets glowing and answering clicks, damage
 * numbers, and the follow camera going to where each event happens.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { HUNGER_DIE } from '../../../core/games/maximum-apocalypse/dice';
import type { MAView } from '../../../core/games/maximum-apocalypse/view';
import { RestingDie } from '../../dice/RestingDie';
import { useInspect } from '../../inspect/InspectContext';
import { palette, seatColour } from '../../lib/palette';
import { CardPiles, Figure, FloatingNumber, TokenInstances, type HighlightKind } from '../../pieces';
import { OVERVIEW, TableCanvas, tableFocus } from '../../table';
import { useCanvasAspect } from '../../table/useCanvasAspect';
import { useShotCamera } from '../../table/useShotCamera';
import type { Beat } from '../../timeline/beats';
import type { BoardProps } from '../types';
import { boardPieces, gridKeys } from './boardModel';
import { mapPresets } from '../../table/mapCamera';
import { eventTile } from './beatFocus';
import { DroppedCards } from './DroppedCards';
import { CELL, cellCentre, gridOf, TILE_TOP } from './mapGrid';
import { MapTiles, OfferedCells } from './MapTiles';
import { offeredCells, targetState, type OptionsByTarget } from './promptTargets';
import { PILE_CARD, HUNGER_DIE_SIZE, tableParts } from './tableParts';

type Props = Pick<BoardProps<MAView>, 'view' | 'settings' | 'selected' | 'beat' | 'queue' | 'hoveredTarget' | 'named'> & {
  byTarget: OptionsByTarget;
  /** A click on a table target (its targetKey) that answers the prompt. */
  onTarget(key: string): void;
};

/** A survivor's turn, the monster phase or a new round opens a part of the turn: the camera frames each part once. */
const OPENS_SHOT = new Set(['turnStarted', 'roundStarted', 'monsterPhase', 'monstersActivate', 'actionsBegin', 'allyTakesOver']);

/** The follow camera: the monsters that move in one part of the turn are framed together, not tile by tile. */
function FocusOnBeat({ beat, queue, centreOf }: { beat: Beat | null; queue: readonly Beat[] | undefined; centreOf: (key: string) => [number, number] | null }) {
  useShotCamera(beat, queue, (b) => {
    const key = eventTile(b.event, b.view.game as MAView);
    const c = key ? centreOf(key) : null;
    return c ? { at: [c[0], TILE_TOP, c[1]], distance: 7 } : null;
  }, { maxDistance: 12, opens: (b) => OPENS_SHOT.has(b.event.type) });
  return null;
}

/**
 * The map grows during setup (one tile at a time) but the camera takes a
 * preset's pose only when asked: while the player is on the overview or top
 * view, ask again whenever the map's size changes, so the whole map stays in
 * view. A frame later, so the table has fitted its presets to the new size.
 */
function RefitOnGrow({ size }: { size: string }) {
  useEffect(() => {
    const id = requestAnimationFrame(() => {
      const mode = tableFocus.getState().mode;
      if (mode === OVERVIEW || mode === 'top') tableFocus.usePreset(mode);
    });
    return () => cancelAnimationFrame(id);
  }, [size]);
  return null;
}

export default function MAScene({ view: gameView, settings, selected, beat, queue, hoveredTarget, named = [], byTarget, onTarget }: Props) {
  const view = gameView.game;
  const pal = palette(settings.colourBlindPalette);
  const offered = useMemo(() => offeredCells(byTarget), [byTarget]);
  const gridKeyList = gridKeys(view, offered);
  const grid = useMemo(() => gridOf(gridKeyList), [gridKeyList.join('|')]);
  const seatIndex = (seat: string) => Math.max(0, Number(seat.replace(/^s/, '')) - 1);
  const pieces = useMemo(() => boardPieces(view, grid, (seat) => seatColour(pal, seatIndex(seat))), [view, grid, pal]);
  const parts = useMemo(() => tableParts(view, grid.size, (seat) => seatColour(pal, seatIndex(seat))), [view, grid, pal]);
  const inspect = useInspect();
  const focusTile = beat ? eventTile(beat.event, beat.view.game as MAView) : null;
  // The default overview stands far back over a small map, so the figures came out a few
  // pixels tall: fit the overview to the canvas's shape instead, as DOOM's grid map does (its fit is generic).
  const [box, aspect] = useCanvasAspect(1.6);
  // The area is the map (half a cell of margin each side, mapGrid); the fit adds its own margin.
  const fitPresets = useCallback((area: [number, number]) => mapPresets(area[0] - CELL, area[1] - CELL, aspect ?? 1.6), [aspect]);

  const highlight = useMemo(() => {
    const h = new Map<string, HighlightKind>();
    const lit = new Set(named.filter((k) => k.startsWith('space:')).map((k) => k.slice(6)));
    for (const t of pieces.tiles) {
      const key = `space:${t.key}`;
      const state = targetState(byTarget, key, selected);
      if (state === 'selected') h.set(t.key, 'selected');
      else if (hoveredTarget === key) h.set(t.key, 'hover');
      else if (state === 'target') h.set(t.key, 'target');
      else if (lit.has(t.key) || focusTile === t.key) h.set(t.key, 'focus');
    }
    return h;
  }, [pieces, byTarget, selected, hoveredTarget, named.join('|'), focusTile]);
  const clickable = useMemo(() => new Set(pieces.tiles.filter((t) => byTarget.has(`space:${t.key}`)).map((t) => t.key)), [pieces, byTarget]);
  const placed = new Set(view.tiles.map((t) => t.key));
  const emptyCells = offered.filter((k) => !placed.has(k)).flatMap((k) => {
    const c = cellCentre(grid, k);
    return c ? [{ key: k, centre: c }] : [];
  });

  // A damage or heal number over whoever it happened to, once per beat.
  const beatNo = useRef<{ beat: Beat | null; n: number }>({ beat: null, n: 0 });
  if (beat !== beatNo.current.beat) beatNo.current = { beat, n: beatNo.current.n + 1 };
  const float = floatOf(beat, pieces.figures);

  return (
    <div ref={box} style={{ width: '100%', height: '100%' }}>
      {aspect !== null && (
      <TableCanvas settings={settings} boardSize={parts.size} fitPresets={fitPresets}>
        <FocusOnBeat beat={beat} queue={queue} centreOf={(k) => cellCentre(grid, k)} />
        <RefitOnGrow size={parts.size.join('x')} />
        <MapTiles tiles={pieces.tiles} highlight={highlight} clickable={clickable} onTile={(k) => onTarget(`space:${k}`)} />
        <OfferedCells cells={emptyCells} onCell={(k) => onTarget(`space:${k}`)} />
        <TokenInstances
          tokens={pieces.tokens}
          onTokenClick={(id, e) => {
            const key = id.startsWith('tokens:') ? `token:${id}` : null;
            // A token the prompt offers answers it. On a tile the prompt offers, the click goes on to the
            // tile (a move there must not turn into a look at its tokens); elsewhere it shows the token's entry.
            if (key && byTarget.has(key)) {
              e.stopPropagation();
              onTarget(key);
            } else if (!byTarget.has(`space:${id.slice(id.indexOf(':') + 1)}`)) {
              e.stopPropagation();
              inspect.pin({ target: { kind: 'token', id } });
            }
          }}
        />
        <CardPiles piles={parts.piles} card={PILE_CARD} nameSize={0.26} tagSize={0.3} />
        {parts.hungerDice.map((d) => (
          <RestingDie key={d.survivor} die={HUNGER_DIE} value={d.value} position={d.position} size={HUNGER_DIE_SIZE} yaw={0} inspect={{ kind: 'die', id: `hunger:${d.survivor}` }} />
        ))}
        <DroppedCards tiles={pieces.tiles} />
        {pieces.figures.map((f) => {
          const key = f.kind === 'monster' ? `card:${f.id}` : `figure:${f.id}`;
          const state = targetState(byTarget, key, selected);
          return (
            <Figure
              key={f.id}
              silhouette={f.silhouette}
              colour={f.colour}
              position={f.position}
              scale={f.scale}
              health={f.health}
              badges={f.badges}
              highlight={state ?? (hoveredTarget === key || named.includes(key) ? 'focus' : null)}
              onClick={state ? () => onTarget(key) : undefined}
              inspect={f.inspect}
            />
          );
        })}
        {float && <FloatingNumber key={beatNo.current.n} amount={float.amount} position={float.position} />}
      </TableCanvas>
      )}
    </div>
  );
}

/** Damage (negative) or healing over the body or monster an event names. */
function floatOf(beat: Beat | null, figures: ReturnType<typeof boardPieces>['figures']): { amount: number; position: [number, number, number] } | null {
  if (!beat) return null;
  const e = beat.event;
  const who = typeof e.figure === 'string' ? e.figure : typeof e.monster === 'string' ? e.monster : null;
  const amount = typeof e.amount === 'number' ? e.amount : 0;
  if (!who || amount <= 0) return null;
  const sign = e.type === 'healed' || e.type === 'monsterHealed' ? 1 : e.type === 'damaged' || e.type === 'monsterDamaged' ? -1 : 0;
  if (!sign) return null;
  const f = figures.find((x) => x.id === who);
  return f ? { amount: sign * amount, position: [f.position[0], f.position[1] + 0.9, f.position[2]] } : null;
}
