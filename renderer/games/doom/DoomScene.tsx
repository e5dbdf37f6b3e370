/**
 * DOOM on the shared 3D table: the mission map, the figures, the spaces and
 * figures the prompt offers, the line of sight of a pointed-at attack, damage
 * numbers, and the camera following each event. Loaded lazily so the menu
 * does not pay for three.js.
 */
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DoomView } from '../../../core/games/doom/view';
import { MISSIONS } from '../../../core/games/doom/content/missions';
import { MARINE_HEALTH } from '../../../core/games/doom/content/marines';
import { staggerModOf } from '../../../core/games/doom/inspect/stagger';
import { palette } from '../../lib/palette';
import { FloatingNumber } from '../../pieces';
import { TableCanvas, tableFocus } from '../../table';
import { useCanvasAspect } from '../../table/useCanvasAspect';
import { useShotCamera } from '../../table/useShotCamera';
import type { Beat } from '../../timeline/beats';
import type { BoardProps } from '../types';
import { AttackLine } from './AttackLine';
import { clearOfHud, eventFloat, eventFocus, figureCentre, worthRefocus, type Focus } from './beatFocus';
import { namedSpaces } from './edgeCoords';
import { Figures } from './Figures';
import { mapPresets } from '../../table/mapCamera';
import { mapLayout } from './mapLayout';
import { MapScene } from './MapScene';
import { MoveTargets } from './MoveTargets';
import { SpaceInspector } from './SpaceInspector';
import { actingFigure, attackTargets, spaceTargets, tokenTargets } from './promptTargets';
import { TokenTargets } from './TokenTargets';
import type { GridSize } from './tableCoords';
import { viewPieces } from './viewPieces';

type Props = Pick<BoardProps<DoomView>, 'view' | 'settings' | 'targets' | 'selected' | 'onOption' | 'beat' | 'queue' | 'hoveredTarget' | 'hoveredPath' | 'named'> & {
  /** Extra scene content (the preview page's draw-call probe). */
  probe?: ReactNode;
};

/** A demon's activation, a marine's or a new round opens a part of the turn: the camera frames each part once. */
const OPENS_SHOT = new Set(['demonActivated', 'turnStarted', 'roundStarted', 'summonStarted']);

/** The follow camera: one move per activation (the demon, where it goes and whom it attacks, framed together). */
function FocusOnBeat({ beat, queue, grid }: { beat: Beat | null; queue: readonly Beat[] | undefined; grid: GridSize }) {
  const last = useRef<Focus | null>(null);
  useShotCamera(beat, queue, (b) => eventFocus(b.event, (b.view.game as DoomView), grid), {
    maxDistance: 13, opens: (b) => OPENS_SHOT.has(b.event.type),
  }, (f) => {
    if (!worthRefocus(last.current, f)) return;
    last.current = f;
    const aim = clearOfHud(f);
    tableFocus.focusOn(aim.at, { distance: aim.distance });
  });
  return null;
}

export default function DoomScene({ view, settings, targets, selected, onOption, beat, queue, hoveredTarget, hoveredPath, named, probe }: Props) {
  const g = view.game;
  const pal = palette(settings.colourBlindPalette);
  const map = g.map.tiles.length > 0 ? g.map : (MISSIONS.find((m) => m.id === g.mission.id)?.map ?? g.map);
  const layout = useMemo(() => mapLayout(map), [map]);
  const grid = { width: layout.width, height: layout.height };
  // The canvas's shape decides how far back the overview stands; measured before the table starts.
  const [box, aspect] = useCanvasAspect(1.6);
  // Fitted to the map (one space of margin around it) and the canvas's shape, refitted when the canvas changes.
  const fitPresets = useCallback((area: [number, number]) => mapPresets(area[0] - 2, area[1] - 2, aspect ?? 1.6), [aspect]);
  const [hoverFigure, setHoverFigure] = useState<string | null>(null);

  const pieces = viewPieces(g);
  const markerNames = useMemo(() => {
    const def = MISSIONS.find((m) => m.id === g.mission.id);
    return Object.fromEntries((def?.markers ?? []).flatMap((k) => (k.name ? [[k.token, k.name]] : [])));
  }, [g.mission.id]);
  const edgeSpaces = namedSpaces([hoveredTarget, ...(named ?? [])], g.figures);
  const spaces = spaceTargets(targets);
  const attacks = attackTargets(targets);
  const acting = actingFigure(g);
  const pointed = hoverFigure ?? (hoveredTarget?.startsWith('figure:') ? hoveredTarget.slice('figure:'.length) : null);
  // The attack being resolved, else the attack option pointed at.
  const hovered = attacks.find((a) => a.figure === pointed) ?? null;
  const attack = g.attack
    ? { attacker: g.attack.attacker, figure: g.attack.defender, cover: g.attack.cover, range: null }
    : hovered && { attacker: acting, figure: hovered.figure, cover: hovered.cover, range: hovered.range };
  const from = attack ? figureCentre(g, attack.attacker, grid) : null;
  const to = attack ? figureCentre(g, attack.figure, grid) : null;
  const float = beat ? eventFloat(beat.event, beat.view.game as DoomView, grid) : null;
  // Each beat gets its own number, so two equal damage events in a row both show.
  const beatNo = useRef<{ beat: Beat | null; n: number }>({ beat: null, n: 0 });
  if (beat !== beatNo.current.beat) beatNo.current = { beat, n: beatNo.current.n + 1 };

  return (
    <div ref={box} style={{ width: '100%', height: '100%' }}>
      {aspect !== null && (
    <TableCanvas settings={settings} boardSize={[layout.width + 2, layout.height + 2]} fitPresets={fitPresets}>
      <FocusOnBeat beat={beat} queue={queue} grid={grid} />
      <MapScene map={map} pieces={pieces} markerNames={markerNames} namedSpaces={edgeSpaces} />
      <Figures
        figures={g.figures}
        marineOrder={g.marines.map((m) => m.id)}
        marineHealth={MARINE_HEALTH}
        marineDamage={Object.fromEntries(g.marines.map((m) => [m.id, m.damage]))}
        marineClasses={Object.fromEntries(g.marines.map((m) => [m.id, m.classId]))}
        staggerMods={Object.fromEntries(g.figures.map((f) => [f.id, staggerModOf(g, f.id)]))}
        pal={pal}
        grid={grid}
        targets={targets}
        selected={selected}
        onOption={onOption}
        acting={acting}
        activatingType={g.demonActivation?.type ?? null}
        hoveredTarget={hoveredTarget}
        onHoverFigure={setHoverFigure}
        beat={beat}
        named={named}
      />
      <MoveTargets spaces={spaces} grid={grid} colour={pal.highlight.target} hoveredTarget={hoveredTarget} hoveredPath={hoveredPath} onOption={onOption} />
      <SpaceInspector grid={grid} />
      <TokenTargets tokens={tokenTargets(targets)} pieces={pieces} grid={grid} hoveredTarget={hoveredTarget} onOption={onOption} />
      {attack && from && to && <AttackLine from={from} to={to} cover={attack.cover} range={attack.range} />}
      {float && beat && <FloatingNumber key={beatNo.current.n} amount={float.amount} position={float.position} />}
      {probe}
    </TableCanvas>
      )}
    </div>
  );
}
