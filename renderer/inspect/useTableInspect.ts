/**
 * Makes a thing on the 3D table inspectable: hovering shows its details,
 * clicking pins them when a click has nothing else to do (it is not an
 * answer to the prompt), and a right-click always pins them.
 */
import type { ThreeEvent } from '@react-three/fiber';
import type { TableTarget } from '../../core/engine/types';
import { useInspect } from './InspectContext';

export interface TableInspectHandlers {
  over(): void;
  out(): void;
  /** Pins the details; true when there was something to pin. */
  pin(): boolean;
  onContextMenu?: (e: ThreeEvent<MouseEvent>) => void;
}

export function useTableInspect(target: TableTarget | undefined | null): TableInspectHandlers {
  const api = useInspect();
  if (!target) return { over: () => {}, out: () => {}, pin: () => false };
  return {
    over: () => api.hover({ target }),
    out: () => api.hover(null),
    pin: () => {
      api.pin({ target });
      return true;
    },
    onContextMenu: (e) => {
      e.stopPropagation();
      e.nativeEvent.preventDefault();
      api.pin({ target });
    },
  };
}
