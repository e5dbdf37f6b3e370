/** The DOOM map preview page (see vite.config.ts beside it). */
import { createRoot } from 'react-dom/client';
import { MISSIONS } from '../../../../core/games/doom/content/missions';
import { DrawCallProbe } from '../../../showcase/DrawCallProbe';
import { useRef } from 'react';
import { TableCanvas } from '../../../table';
import { MapScene } from '../MapScene';
import { missionPieces } from '../mapPieces';
import { mapPresets } from '../mapCamera';
import { mapLayout } from '../mapLayout';

function Preview() {
  const q = new URLSearchParams(window.location.search);
  const mission = MISSIONS.find((m) => m.id === q.get('mission')) ?? MISSIONS[0]!;
  const openDoors = q.get('doors') === 'open';
  const map = openDoors ? { ...mission.map, doors: mission.map.doors.map((d) => ({ ...d, open: true })) } : mission.map;
  const layout = mapLayout(map);
  const calls = useRef<HTMLSpanElement>(null);
  const quality = q.get('quality') === 'low' ? 'low' : q.get('quality') === 'high' ? 'high' : 'medium';
  return (
    <div style={{ position: 'fixed', inset: 0, display: 'flex', flexDirection: 'column', color: '#eee', font: '13px sans-serif' }}>
      <div style={{ padding: '4px 10px' }}>
        {mission.number}. {mission.name} · draw calls: <span data-testid="draw-calls" ref={calls}>–</span>
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <TableCanvas
          settings={{ graphicsQuality: quality, animationSpeed: 'instant', colourBlindPalette: false }}
          boardSize={[layout.width + 2, layout.height + 2]}
          presets={mapPresets(layout.width, layout.height)}
        >
          <MapScene map={map} pieces={missionPieces(mission)} />
          <DrawCallProbe target={calls} />
        </TableCanvas>
      </div>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(<Preview />);
