/**
 * What the player is looking at: the thing under the pointer (on the table,
 * in a prompt or in the log) and the thing pinned by a click. Pieces, boards
 * and texts call `hover` and `pin`; the panel shows the pinned entry, or the
 * hovered one while the pointer rests on it. Entries come from the game's
 * content (glossary) or, for live pieces, from the game's inspect(view).
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { InspectEntry, TableTarget } from '../../core/engine/types';
import { buildNameIndex, type NameIndex } from './nameIndex';

export interface InspectSource {
  glossary: readonly InspectEntry[];
  /** The live entry for a target in the current view; null when unknown. */
  resolve(target: TableTarget): InspectEntry | null;
}

/** What can be looked at: a table target, or a glossary entry by id. */
export type Looked = { target: TableTarget } | { entry: string };

export interface InspectApi {
  names: NameIndex;
  entryById(id: string): InspectEntry | null;
  /** The entry a looked-at thing shows. */
  entryFor(looked: Looked): InspectEntry | null;
  hovered: Looked | null;
  pinned: Looked | null;
  hover(looked: Looked | null): void;
  pin(looked: Looked | null): void;
}

const EMPTY: InspectApi = {
  names: buildNameIndex([]),
  entryById: () => null,
  entryFor: () => null,
  hovered: null,
  pinned: null,
  hover: () => {},
  pin: () => {},
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
  const hover = useCallback((l: Looked | null) => setHovered(l), []);
  const pin = useCallback((l: Looked | null) => setPinned(l), []);
  const api = useMemo(
    () => ({ names, entryById, entryFor, hovered, pinned, hover, pin }),
    [names, entryById, entryFor, hovered, pinned, hover, pin],
  );
  return <Ctx.Provider value={api}>{children}</Ctx.Provider>;
}

/** Pointer handlers that make any DOM element inspectable. */
export function inspectHandlers(api: InspectApi, looked: Looked) {
  return {
    onMouseEnter: () => api.hover(looked),
    onMouseLeave: () => api.hover(null),
    onClick: (e: { stopPropagation(): void }) => {
      e.stopPropagation();
      api.pin(looked);
    },
  };
}
