/**
 * "Last Light" on the shared 3D table: the track from the horde to the
 * helicopter, each survivor as a figure, the horde as a pack of zombies, the
 * supply deck and discard pile, and the viewer's hand as cards that can be
 * clicked when a prompt offers them. Built only from renderer/pieces; loaded
 * lazily so the menu does not pay for three.js.
 */
import { useCallback, useState } from 'react';
import type { GameEvent } from '../../../core/engine/types';
import type { LastLightView } from '../../../core/games/reference/view';
import { palette, seatColour, seatMark } from '../../lib/palette';
import { Card3D, Figure, FlatLabel, Track, type Vec3 } from '../../pieces';
import { TableCanvas, type CameraPreset } from '../../table';
import { mapPresets } from '../../table/mapCamera';
import { useCanvasAspect } from '../../table/useCanvasAspect';
import { useShotCamera } from '../../table/useShotCamera';
import type { Beat } from '../../timeline/beats';
import { targetKey, type BoardProps } from '../types';

const SPACING = 1;
const SURVIVOR_ROW = 1.1;
const HORDE_ROW = -1.1;
const HAND_ROW = 3;
const PILE_ROW = -2.9;
/** The track always shows a few spaces behind the start, so the horde has room to come from. */
const BEHIND = 3;

type Props = Pick<BoardProps<LastLightView>, 'view' | 'settings' | 'concealed' | 'targets' | 'selected' | 'onOption' | 'beat' | 'queue' | 'hoveredTarget'>;

export function trackRange(view: LastLightView): { lo: number; count: number } {
  const lo = Math.min(-BEHIND, view.horde);
  return { lo, count: view.goal - lo + 1 };
}

/** Table x of a track space: the track is centred on the origin. */
export function spaceX(n: number, lo: number, count: number): number {
  return (n - lo - (count - 1) / 2) * SPACING;
}

/** Where the table should look for an event, if it happens somewhere on the track. */
export function eventFocus(event: GameEvent, view: LastLightView, x: (n: number) => number): Vec3 | null {
  if (event.type === 'moved' && typeof event.to === 'number') return [x(event.to), 0, SURVIVOR_ROW];
  if (event.type === 'hordeMoved' && typeof event.to === 'number') return [x(event.to), 0, HORDE_ROW];
  if (event.type === 'caught' && typeof event.seat === 'string') {
    const s = view.survivors.find((v) => v.seat === event.seat);
    return s ? [x(s.position), 0, SURVIVOR_ROW] : null;
  }
  return null;
}

/** The follow camera, once per part of the turn (the horde's roll and where it lands, one view). */
function FocusOnBeat({ beat, queue, x }: { beat: Beat | null; queue: readonly Beat[] | undefined; x: (n: number) => number }) {
  useShotCamera(beat, queue, (b) => {
    const at = eventFocus(b.event, b.view.game as LastLightView, x);
    return at ? { at, distance: 7 } : null;
  }, { maxDistance: 11 });
  return null;
}

/**
 * Presets for the track (and the hand row in front of it) fitted to the
 * canvas's shape: the generic map fit, with the track as the map; the
 * board's depth keeps the hand row in view.
 */
function trackPresets([w, d]: [number, number], aspect: number): CameraPreset[] {
  return mapPresets(w - 2, d - 2, aspect);
}

export default function TrackScene({ view: gameView, settings, concealed, targets, selected, onOption, beat, queue, hoveredTarget }: Props) {
  const view = gameView.game;
  const pal = palette(settings.colourBlindPalette);
  const { lo, count } = trackRange(view);
  const x = (n: number) => spaceX(n, lo, count);
  const width = count * SPACING + 2;
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const special: Record<number, string> = { [view.goal - lo]: pal.goal };
  for (let n = lo; n < 0; n++) special[n - lo] = '#4a4238';
  for (let n = lo; n <= Math.min(view.horde, view.goal); n++) special[n - lo] = n === view.goal ? pal.goal : '#6b2a22';

  const [box, aspect] = useCanvasAspect(1.6);
  const fitPresets = useCallback((size: [number, number]) => trackPresets(size, aspect ?? 1.6), [aspect]);
  const mine = view.survivors.find((s) => s.hand !== null) ?? null;
  const hand = !concealed && mine?.hand ? mine.hand : [];

  return (
    <div ref={box} style={{ width: '100%', height: '100%' }}>
      {aspect !== null && (
    <TableCanvas settings={settings} boardSize={[width, 8]} fitPresets={fitPresets}>
      <FocusOnBeat beat={beat} queue={queue} x={x} />
      <Track count={count} first={lo} spacing={SPACING} special={special} position={[0, 0, 0]} />
      <FlatLabel text="Helicopter" position={[x(view.goal), 0.02, -0.85]} size={0.45} colour={pal.goal} bold />

      {view.survivors.map((s, i) => {
        if (gone.has(s.seat)) return null;
        const stacked = view.survivors.slice(0, i).filter((o) => !o.caught && o.position === s.position).length;
        return (
          <Figure
            key={s.seat}
            silhouette="hero"
            colour={seatColour(pal, i)}
            position={[x(s.position) + stacked * 0.28, 0, SURVIVOR_ROW + stacked * 0.5]}
            health={seatMark(i).letter}
            highlight={s.seat === view.activeSeat && !s.caught ? 'focus' : null}
            dying={s.caught}
            onDied={() => setGone((g) => new Set(g).add(s.seat))}
            scale={1.1}
          />
        );
      })}

      {[-0.3, 0, 0.3].map((dx, k) => (
        <Figure
          key={`horde-${k}`}
          silhouette="zombie"
          colour={pal.enemy}
          position={[x(view.horde) + dx, 0, HORDE_ROW - Math.abs(dx) * 0.8]}
          facing={Math.PI / 2}
          scale={k === 1 ? 1.15 : 0.95}
          health={k === 1 ? (view.barricaded ? 'held' : undefined) : undefined}
        />
      ))}

      <Card3D
        face={{ title: 'Supply', frame: '#6d6250' }}
        back={{ colour: '#3e5a4a', mark: `${view.deckSize}` }}
        faceUp={false}
        position={[x(lo) + 0.6, 0.012 * Math.min(view.deckSize, 12), PILE_ROW]}
        width={0.9}
      />
      {view.discard.length > 0 && (
        <Card3D
          face={{ title: 'Discards', kind: `${view.discard.length} card${view.discard.length === 1 ? '' : 's'}`, frame: '#6d6250' }}
          back={{ colour: '#3e5a4a' }}
          faceUp
          position={[x(lo) + 1.8, 0.012, PILE_ROW]}
          width={0.9}
        />
      )}

      {hand.map((c, i) => {
        const option = targets.get(targetKey('card', c.id));
        const picked = option ? selected.includes(option.id) : false;
        return (
          <Card3D
            key={c.id}
            face={{ title: c.name, kind: 'Supply card', text: c.text, frame: '#c9a24a' }}
            back={{ colour: '#3e5a4a' }}
            faceUp
            position={[(i - (hand.length - 1) / 2) * 1.25, 0.012, HAND_ROW]}
            width={1.1}
            highlight={picked ? 'selected' : hoveredTarget === targetKey('card', c.id) ? 'focus' : option ? 'target' : null}
            onClick={option ? () => onOption(option.id) : undefined}
          />
        );
      })}
    </TableCanvas>
      )}
    </div>
  );
}
