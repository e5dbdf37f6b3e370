/**
 * From a game's own unit ids to the kit's miniature ids, so a board passes
 * the rules' type id and gets the sculpt (undefined: no miniature, the board
 * keeps its silhouette). Kit ids are the game's prefix and the type id in
 * kebab case.
 */
import { isMiniatureId, type MiniatureId } from './registry';

const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function lookup(prefix: string, id: string): MiniatureId | undefined {
  const key = `${prefix}-${kebab(id)}`;
  return isMiniatureId(key) ? key : undefined;
}

export type PAFigureRole = 'hero' | 'trooper' | 'minion' | 'fourth' | 'lord';

/** A Planet Apocalypse hero, trooper, minion kind, Fourth Circle demon or Lord. */
export function paMiniature(_role: PAFigureRole, id: string): MiniatureId | undefined {
  return lookup('pa', id);
}

/** A DOOM marine by class id ('pointman' ...). */
export function doomMarineMiniature(classId: string): MiniatureId | undefined {
  return lookup('doom', classId);
}

/** A DOOM demon by type id ('imp' ...). */
export function doomDemonMiniature(type: string): MiniatureId | undefined {
  return lookup('doom', type);
}
