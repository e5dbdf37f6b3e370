/**
 * The DOOM preview page (see vite.config.ts beside it): `?mission=<id>` shows
 * the map alone; `&board=1` adds made-up figures, a move prompt and the HUD;
 * `&hover=figure:<id>` points at an attack option; `&doors=open`.
 */
import { useEffect, useRef, useState } from 'react';
import type { PromptOption } from '../../../../core/engine/types';
import { targetKey, type BoardProps } from '../../types';
import { createRoot } from 'react-dom/client';
import { MISSIONS } from '../../../../core/games/doom/content/missions';
import type { DoomView } from '../../../../core/games/doom/view';
import type { GameView } from '../../../../core/engine/view';
import type { Settings } from '../../../api/types';
import { DrawCallProbe } from '../../../showcase/DrawCallProbe';
import { TableCanvas } from '../../../table';
import '../../../styles.css';
import DoomScene from '../DoomScene';
import { DoomHud } from '../DoomHud';
import { mapPresets } from '../../../table/mapCamera';
import { mapLayout } from '../mapLayout';
import { missionPieces } from '../mapPieces';
import { MapScene } from '../MapScene';
import { BIG_MISSION } from './bigMap';
import { fakeTargets, fakeView } from './fakeView';

/** Snapshots of a real match (a list of { view } written by a dump script beside the build), when `snap=N` is given. */
type Snapshot = { n: number; kind: string; seat: string; view: GameView<DoomView> };

function targetsOf(view: GameView<DoomView>): Map<string, PromptOption> {
  const out = new Map<string, PromptOption>();
  for (const o of view.prompt?.options ?? []) if (o.target) out.set(targetKey(o.target.kind, o.target.id), o);
  return out;
}

function Preview() {
  const q = new URLSearchParams(window.location.search);
  const [snaps, setSnaps] = useState<Snapshot[] | null>(null);
  const snapNo = q.get('snap');
  useEffect(() => {
    if (snapNo !== null) void fetch('./dump.json').then((r) => r.json()).then(setSnaps);
  }, [snapNo]);
  const mission = [...MISSIONS, BIG_MISSION].find((m) => m.id === q.get('mission')) ?? MISSIONS[0]!;
  const openDoors = q.get('doors') === 'open';
  const map = openDoors ? { ...mission.map, doors: mission.map.doors.map((d) => ({ ...d, open: true })) } : mission.map;
  const layout = mapLayout(map);
  const calls = useRef<HTMLSpanElement>(null);
  const quality = q.get('quality') === 'low' ? 'low' : q.get('quality') === 'high' ? 'high' : 'medium';
  const settings = { graphicsQuality: quality, animationSpeed: 'instant', colourBlindPalette: q.get('cb') === '1' } as Settings;
  const board = q.get('board') === '1' || snapNo !== null;
  const snap = snaps?.find((x) => x.n === Number(snapNo)) ?? null;
  if (snapNo !== null && !snap) return <div>loading snapshot…</div>;
  const game = snap ? snap.view.game : fakeView({ ...mission, map });
  const view = snap ? snap.view : ({ gameId: 'doom', seat: 'm1', seats: [], round: 2, prompt: null, waitingFor: null, result: null, game } as GameView<DoomView>);
  const targets = snap ? targetsOf(snap.view) : board ? fakeTargets(game) : new Map();
  const common = { view, settings, targets, selected: [], onOption: () => undefined, beat: null, hoveredTarget: q.get('hover') };
  return (
    <div style={{ position: 'fixed', inset: 0, display: 'flex', flexDirection: 'column', color: '#eee', font: '13px sans-serif', overflow: 'auto' }}>
      <div style={{ padding: '4px 10px' }}>
        {mission.number}. {mission.name} · draw calls: <span data-testid="draw-calls" ref={calls}>–</span>
      </div>
      <div style={{ flex: board ? '0 0 560px' : 1, minHeight: 0 }}>
        {board ? (
          <DoomSceneWithProbe common={common} calls={calls} />
        ) : (
          <TableCanvas settings={settings} boardSize={[layout.width + 2, layout.height + 2]} presets={mapPresets(layout.width, layout.height)}>
            <MapScene map={map} pieces={missionPieces(mission)} markerNames={Object.fromEntries(mission.markers.flatMap((k) => (k.name ? [[k.token, k.name]] : [])))} namedSpaces={q.get('named')?.split(';') ?? []} />
            <DrawCallProbe target={calls} />
          </TableCanvas>
        )}
      </div>
      {board && (
        <div style={{ padding: 8 }}>
          <DoomHud {...common} concealed={false} update={{ seats: [] } as unknown as BoardProps<DoomView>['update']} />
        </div>
      )}
    </div>
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function DoomSceneWithProbe({ common, calls }: { common: any; calls: React.RefObject<HTMLSpanElement | null> }) {
  return <DoomScene {...common} probe={<DrawCallProbe target={calls} />} />;
}

createRoot(document.getElementById('root')!).render(<Preview />);
