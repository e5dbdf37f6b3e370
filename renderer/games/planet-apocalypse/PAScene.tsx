/**
 * Planet Apocalypse on the shared 3D table (loaded lazily): the map
 * (MapTiles), a figure for every hero, demon and the Lord, the markers on
 * the plates, prompt targets that glow and answer clicks, the camera
 * following each event, rising damage and heal numbers, and deaths played
 * out before a figure leaves.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LORD_BY_ID, MAPS } from '../../../core/games/planet-apocalypse/content';
import type { PAView } from '../../../core/games/planet-apocalypse/view';
import { useInspect } from '../../inspect/InspectContext';
import { palette, type Palette } from '../../lib/palette';
import { Figure, FloatingNumber, TokenInstances, type HighlightKind } from '../../pieces';
import { TableCanvas } from '../../table';
import { useCanvasAspect } from '../../table/useCanvasAspect';
import { useShotCamera } from '../../table/useShotCamera';
import { targetKey, type BoardProps } from '../types';
import { presetsFor } from './cameraFit';
import { departures } from './departures';
import { battleSheetName } from './lords';
import { eventArea, eventFrame, floatingFor, moveWaypoints } from './eventFocus';
import { mapLayout, type Vec3 } from './mapLayout';
import { MapTiles, type AreaMarks } from './MapTiles';
import { tableModel, type FigurePiece, type PAColours } from './tableModel';

type Props = Pick<BoardProps<PAView>, 'view' | 'settings' | 'targets' | 'selected' | 'onOption' | 'beat' | 'queue' | 'hoveredTarget' | 'named'>;

export function paColours(pal: Palette, colourBlind: boolean): PAColours {
  return {
    seats: pal.seats,
    minion: { larva: pal.enemies[2]!, gryllus: pal.enemies[3]!, fiend: pal.enemies[0]!, cacodemon: pal.enemies[1]! },
    fourth: colourBlind ? '#f0e442' : '#e0662a',
    lord: colourBlind ? '#d55e00' : '#b3261e',
    token: '#6a3d8f',
    hindbody: '#d9c9a0',
    cyst: '#7d8f3c',
    shadow: '#17111c',
    ambush: '#4f6f3a',
    gate: '#d89a2a',
  };
}

/** A new phase or a hero's turn opens a part of the turn: the camera frames each part once. */
const OPENS_SHOT = new Set(['phaseStarted', 'turnStarted', 'turnEnded']);

export default function PAScene({ view: gameView, settings, targets, selected, onOption, beat, queue, hoveredTarget, named: namedTargets = [] }: Props) {
  const view = gameView.game;
  const map = MAPS[view.mapId] ?? MAPS.invasion!;
  const layout = useMemo(() => mapLayout(map), [map]);
  const pal = palette(settings.colourBlindPalette);
  const colours = useMemo(() => paColours(pal, settings.colourBlindPalette), [pal, settings.colourBlindPalette]);
  const next = (area: string) => map.areas.find((a) => a.id === area)?.next[0];
  const model = tableModel(view, layout, colours, next);
  const inspect = useInspect();
  const tokenArea = (id: string) => view.tokens.find((t) => t.id === id)?.area ?? (id === 'cyst' ? view.cyst : id === 'gate' ? view.gate : id.startsWith('shadow:') ? id.slice(7) : null);
  // The canvas's shape decides how far the overview stands back; measured before the table starts.
  const [box, aspect] = useCanvasAspect(1.8);
  // Fitted to the map and the canvas's shape (refitted when the canvas changes).
  const fitPresets = useCallback((area: [number, number]) => presetsFor(area, aspect ?? 1.8), [aspect]);

  // Figures the last event removed: they stay for their death animation.
  const last = useRef<FigurePiece[]>(model.figures);
  const [dying, setDying] = useState<FigurePiece[]>([]);
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [float, setFloat] = useState<{ seq: number; amount: number; position: Vec3 } | null>(null);
  const seq = useRef(0);
  useEffect(() => {
    const event = beat?.event ?? null;
    const leaving = departures(last.current, model.figures, event);
    if (leaving.length > 0) setDying((d) => [...d.filter((f) => !leaving.some((l) => l.key === f.key)), ...leaving]);
    last.current = model.figures;
    if (event) {
      const f = floatingFor(event, model.figures, layout);
      setFloat(f ? { seq: ++seq.current, ...f } : null);
    }
    // The beat names the moment; the view and model belong to it.
  }, [beat]);

  // The follow camera frames each part of the turn once: the acting pieces and their targets together
  // (eventFrame), a horde's moves or a wave of spawns in one view.
  useShotCamera(beat, queue, (b) => {
    const frame = eventFrame(b.event, b.view.game as PAView, layout, map.starts);
    return frame ? { at: frame.point, distance: frame.distance } : null;
  }, { maxDistance: 16, perUnit: 1.6, margin: 2.4, opens: (b) => OPENS_SHOT.has(b.event.type) });

  const moving = beat ? moveWaypoints(beat.event, layout) : null;
  // Between animations, the hero whose decision the game waits for stands in a soft glow.
  const deciding = beat ? null : (gameView.prompt?.seat ?? gameView.waitingFor?.seat ?? null);
  const focusArea = beat ? eventArea(beat.event, view, map.starts) : null;

  const optionFor = (ids: readonly string[], kind: string) => {
    for (const id of ids) {
      const o = targets.get(targetKey(kind, id));
      if (o) return { option: o, key: targetKey(kind, id) };
    }
    return null;
  };
  // What the game names as acting and targeted in the part of the turn on the table (the enemy turn's segment).
  const named = new Set(namedTargets);
  const glow = (ids: readonly string[], kind: string): HighlightKind | null => {
    const hit = optionFor(ids, kind);
    if (hit && selected.includes(hit.option.id)) return 'selected';
    if (ids.some((id) => hoveredTarget === targetKey(kind, id) || named.has(targetKey(kind, id)))) return 'focus';
    return hit ? 'target' : null;
  };

  const marks: AreaMarks = useMemo(() => {
    const highlight = new Map<string, HighlightKind>();
    const onClick = new Map<string, () => void>();
    for (const s of [...layout.areas, layout.hell]) {
      const g = glow([s.id], 'area');
      if (g) highlight.set(s.id, g);
      else if (focusArea === s.id) highlight.set(s.id, 'focus');
      const hit = optionFor([s.id], 'area');
      if (hit) onClick.set(s.id, () => onOption(hit.option.id));
    }
    return { highlight, onClick, shadowed: model.shadowed };
  }, [layout, targets, selected, hoveredTarget, onOption, focusArea, [...model.shadowed].join('|')]);

  const sheetName = battleSheetName(view, (l) => (l.revealed ? LORD_BY_ID[l.defId]?.name ?? 'The Lord' : 'The Lord'));

  return (
    <div ref={box} style={{ width: '100%', height: '100%' }}>
      {aspect !== null && (
    <TableCanvas settings={settings} boardSize={layout.size} fitPresets={fitPresets}>
      <MapTiles layout={layout} marks={marks} sheetName={sheetName} />
      <TokenInstances
        tokens={model.markers}
        onTokenClick={(id, e) => {
          // On an area the prompt offers the click goes on to the tile (a move there must not become a look); elsewhere it shows the marker's entry.
          const area = tokenArea(id);
          if (area && optionFor([area], 'area')) return;
          e.stopPropagation();
          inspect.pin({ target: { kind: 'token', id } });
        }}
      />
      {model.figures.map((f) => {
        if (gone.has(f.key)) return null;
        const hit = optionFor(f.members, 'figure');
        const path = moving && f.members.includes(moving.figure) ? moving.waypoints : undefined;
        return (
          <Figure
            key={f.key}
            silhouette={f.silhouette}
            miniature={f.miniature}
            colour={f.colour}
            position={f.position}
            path={path}
            facing={f.facing}
            scale={f.scale}
            badges={f.badges}
            health={f.label}
            highlight={glow(f.members, 'figure') ?? (f.role === 'hero' && f.id === deciding ? 'focus' : null)}
            dying={f.dead}
            onDied={() => setGone((g) => new Set(g).add(f.key))}
            onClick={hit ? () => onOption(hit.option.id) : undefined}
            inspect={f.inspect}
          />
        );
      })}
      {dying.map((f) => (
        <Figure
          key={`dying:${f.key}`}
          silhouette={f.silhouette}
          miniature={f.miniature}
          colour={f.colour}
          position={f.position}
          facing={f.facing}
          scale={f.scale}
          appear={false}
          dying
          onDied={() => setDying((d) => d.filter((x) => x.key !== f.key))}
        />
      ))}
      {float && <FloatingNumber key={float.seq} amount={float.amount} position={float.position} />}
    </TableCanvas>
      )}
    </div>
  );
}
