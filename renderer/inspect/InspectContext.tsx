/**
 * What the player is looking at: the thing under the pointer (on the table,
 * in a prompt or in the log) and the thing pinned by a click. Pieces, boards
 * and texts call `hover` and `pin`; the panel shows the pinned entry, or the
 * hovered one while the pointer rests on it. Entries come from the game's
 * content (glossary) or, for live pieces, from the game's inspect(view).
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { InspectEntry, TableTarget } from '../../core/engine/types';
import { buildNameIndex, type NameIndex } from './nameIndex';
import { pointerSpot } from './pointerTracker';

export interface InspectSource {
  glossary: readonly InspectEntry[];
  /** The live entry for a target in the current view; null when unknown. */
  resolve(target: TableTarget): InspectEntry | null;
}

/** What can be looked at: a table target, or a glossary entry by id. */
export type Looked = { target: TableTarget } | { entry: string };

/**
 * Where the hovered thing is, for the panel to stand beside it and to close
 * when the pointer leaves it (a prompt re-rendered under a resting pointer
 * sends no mouseleave): the element hovered, or the table's wrapper.
 */
export interface HoverAnchor {
  element: Element | null;
  /** The thing is on the 3D table (the element is the table's wrapper). */
  table: boolean;
}

export interface InspectApi {
  names: NameIndex;
  entryById(id: string): InspectEntry | null;
  /** The entry a looked-at thing shows. */
  entryFor(looked: Looked): InspectEntry | null;
  hovered: Looked | null;
  pinned: Looked | null;
  /** `element`: the hovered element when the caller knows it; else the one under the pointer. */
  hover(looked: Looked | null, element?: Element | null): void;
  pin(looked: Looked | null): void;
  /** Where the current hover is (null when nothing is hovered). */
  anchor(): HoverAnchor | null;
}

/** The 3D table's wrapper (renderer/table/TableCanvas). */
const TABLE_SELECTOR = '[data-testid="table-canvas"]';

const EMPTY: InspectApi = {
  names: buildNameIndex([]),
  entryById: () => null,
  entryFor: () => null,
  hovered: null,
  pinned: null,
  hover: () => {},
  pin: () => {},
  anchor: () => null,
};

const Ctx = createContext<InspectApi>(EMPTY);

export function useInspect(): InspectApi {
  return useContext(Ctx);
}

export function InspectProvider({ source, children }: { source: InspectSource; children: ReactNode }) {
  const [hovered, setHovered] = useState<Looked | null>(null);
  const [pinned, setPinned] = useState<Looked | null>(null);
  const byId = useMemo(() => new Map(source.glossary.map((e) => [e.id, e])), [source.glossary]);
  const names = useMemo(() => buildNameIndex(source.glossary), [source.glossary]);
  const entryById = useCallback((id: string) => byId.get(id) ?? null, [byId]);
  const entryFor = useCallback(
    (looked: Looked) => ('entry' in looked ? byId.get(looked.entry) ?? null : source.resolve(looked.target)),
    [byId, source],
  );
  const anchorRef = useRef<HoverAnchor | null>(null);
  const hover = useCallback((l: Looked | null, element?: Element | null) => {
    const at = l ? element ?? pointerSpot().over : null;
    // A hover from the 3D canvas is on the table; its wrapper is what the pointer must stay over.
    const onTable = typeof HTMLCanvasElement !== 'undefined' && at instanceof HTMLCanvasElement;
    anchorRef.current = l ? { element: onTable ? at.closest(TABLE_SELECTOR) ?? at : at, table: onTable } : null;
    setHovered(l);
  }, []);
  const pin = useCallback((l: Looked | null) => setPinned(l), []);
  const anchor = useCallback(() => anchorRef.current, []);
  const api = useMemo(
    () => ({ names, entryById, entryFor, hovered, pinned, hover, pin, anchor }),
    [names, entryById, entryFor, hovered, pinned, hover, pin, anchor],
  );
  return <Ctx.Provider value={api}>{children}</Ctx.Provider>;
}

/** Pointer handlers that make any DOM element inspectable. */
export function inspectHandlers(api: InspectApi, looked: Looked) {
  return {
    onMouseEnter: (e: { currentTarget: Element }) => api.hover(looked, e.currentTarget),
    onMouseLeave: () => api.hover(null),
    onClick: (e: { stopPropagation(): void }) => {
      e.stopPropagation();
      api.pin(looked);
    },
  };
}
