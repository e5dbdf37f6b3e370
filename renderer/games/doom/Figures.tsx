/**
 * Every marine and demon on the map as a Figure: marines in their seat
 * colours, demons by type (figureLook.ts), large demons on a plate covering
 * all their spaces, health numbers and stun / Glory Kill badges. A figure
 * the prompt offers glows and can be clicked; a move slides along its path
 * (a large base turning where it turned on the way, moveWaypoints.ts);
 * a fragged figure plays its death before it leaves the table.
 */
import { useMemo, useRef, useState } from 'react';
import { BoxGeometry, MeshStandardMaterial } from 'three';
import type { PromptOption } from '../../../core/engine/types';
import type { Palette } from '../../lib/palette';
import { Figure } from '../../pieces';
import { doomDemonMiniature, doomMarineMiniature } from '../../pieces/miniatures/gameMiniatures';
import type { Beat } from '../../timeline/beats';
import { targetKey } from '../types';
import { demonColour, figureBadges, healthLeft, placeFigure, type FigureLike } from './figureLook';
import { mix } from './mapMeshes';
import { FLOOR_TOP } from './mapPieces';
import { dropLeaver, fraggedBy, mergeRoster, type RosterEntry } from './roster';
import { moveWaypoints } from './moveWaypoints';
import type { GridSize } from './tableCoords';

const plate = new BoxGeometry(1, 1, 1);
const plateMaterials = new Map<string, MeshStandardMaterial>();
function plateMaterial(colour: string): MeshStandardMaterial {
  let m = plateMaterials.get(colour);
  if (!m) plateMaterials.set(colour, (m = new MeshStandardMaterial({ color: mix(colour, '#1a1412', 0.55), roughness: 0.7, metalness: 0.2 })));
  return m;
}

export interface FiguresProps {
  /** targetKeys the invader's turn names as acting and targeted now. */
  named?: readonly string[];
  figures: readonly FigureLike[];
  /** Marine ids in seat order (their colours follow it). */
  marineOrder: readonly string[];
  marineHealth: number;
  /** Damage of each marine by figure id (a marine's damage lives on the marine, not the figure). */
  marineDamage?: Readonly<Record<string, number>>;
  /** Each marine's class id: the class picks his miniature. */
  marineClasses?: Readonly<Record<string, string>>;
  staggerMods: Readonly<Record<string, { printed: number; other: number }>>;
  pal: Palette;
  grid: GridSize;
  targets: ReadonlyMap<string, PromptOption>;
  selected: readonly string[];
  onOption(optionId: string): void;
  /** The figure activating now. */
  acting: string | null;
  /** The demon type activating now (its demons that have had their turn get a badge). */
  activatingType: string | null;
  hoveredTarget: string | null;
  onHoverFigure(id: string | null): void;
  beat: Beat | null;
}

export function Figures(props: FiguresProps) {
  const { figures, marineOrder, marineHealth, staggerMods, pal, grid, targets, selected, onOption, acting, activatingType, hoveredTarget, onHoverFigure, beat } = props;
  const roster = useRef<RosterEntry<FigureLike>[]>([]);
  const [, setDropped] = useState(0);
  roster.current = useMemo(() => mergeRoster(roster.current, figures, fraggedBy(beat?.event ?? null)), [figures]);

  // What the invader's turn names as acting and targeted in the beat on the table.
  const named = new Set(props.named ?? []);
  return (
    <group>
      {roster.current.map(({ figure: f, leaving, life }) => {
        const look = placeFigure(f, grid);
        const move = moveWaypoints(beat?.event, f, grid);
        const colour = f.side === 'marine' ? pal.seats[Math.max(0, marineOrder.indexOf(f.type)) % pal.seats.length]! : demonColour(f.type, pal);
        const key = targetKey('figure', f.id);
        const option = targets.get(key);
        const picked = option ? selected.includes(option.id) : false;
        const highlight = picked ? 'selected' : hoveredTarget === key || named.has(key) ? 'focus' : option ? (option.id.startsWith('attack:') ? 'danger' : 'target') : f.id === acting ? 'focus' : null;
        const mod = staggerMods[f.id];
        const large = f.size !== 'small';
        return (
          <group key={`${f.id}#${life}`}>
            {large && !leaving && (
              <mesh
                geometry={plate}
                material={plateMaterial(colour)}
                position={[look.position[0], FLOOR_TOP + 0.015, look.position[2]]}
                scale={[look.base[0] - 0.12, 0.03, look.base[1] - 0.12]}
                receiveShadow
              />
            )}
            <Figure
              silhouette={look.silhouette}
              miniature={f.side === 'marine' ? doomMarineMiniature(props.marineClasses?.[f.type] ?? '') : doomDemonMiniature(f.type)}
              colour={colour}
              position={look.position}
              path={move?.path}
              pathTurns={move?.turns}
              facing={look.facing}
              scale={look.scale}
              health={healthLeft(f, marineHealth, props.marineDamage?.[f.id])}
              badges={figureBadges(f, mod ? mod.printed + mod.other : 0, activatingType)}
              highlight={highlight}
              dying={leaving}
              onDied={() => {
                roster.current = dropLeaver(roster.current, f.id);
                setDropped((n) => n + 1);
              }}
              onClick={option && !leaving ? () => onOption(option.id) : undefined}
              onHover={option ? (on) => onHoverFigure(on ? f.id : null) : undefined}
              inspect={{ kind: 'figure', id: f.id }}
            />
          </group>
        );
      })}
    </group>
  );
}
