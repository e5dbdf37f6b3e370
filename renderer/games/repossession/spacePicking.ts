/**
 * Pointer handling for a batch of board spaces drawn as one instanced mesh
 * (the tiles, the Start Zones): the instance under the pointer names the
 * space; hovering inspects it (a pointer cursor when a prompt offers it),
 * a click answers the prompt when it is offered and pins its details when
 * not, a right click always pins.
 */
import type { ThreeEvent } from '@react-three/fiber';
import { useRef } from 'react';
import { useInspect } from '../../inspect/InspectContext';
import type { TileMarks } from './BoardTiles';

type Pick = ThreeEvent<PointerEvent | MouseEvent>;

/** `onHover` hears the space under the pointer change (the tiles light a clickable one). */
export function useSpacePicking(ids: readonly string[], marks: TileMarks, onHover?: (id: string | null) => void) {
  const inspect = useInspect();
  const hovered = useRef<string | null>(null);
  const idAt = (e: Pick) => (e.instanceId === undefined ? null : ids[e.instanceId] ?? null);
  const pin = (id: string) => inspect.pin({ target: { kind: 'space', id } });
  return {
    onPointerMove(e: Pick) {
      e.stopPropagation();
      const id = idAt(e);
      if (!id || id === hovered.current) return;
      hovered.current = id;
      onHover?.(id);
      inspect.hover({ target: { kind: 'space', id } });
      document.body.style.cursor = marks.clickable.has(id) ? 'pointer' : '';
    },
    onPointerOut() {
      hovered.current = null;
      onHover?.(null);
      inspect.hover(null);
      document.body.style.cursor = '';
    },
    onClick(e: Pick) {
      e.stopPropagation();
      const id = idAt(e);
      if (!id) return;
      if (marks.clickable.has(id)) marks.onClick(id);
      else pin(id);
    },
    onContextMenu(e: Pick) {
      e.stopPropagation();
      e.nativeEvent.preventDefault();
      const id = idAt(e);
      if (id) pin(id);
    },
  };
}
