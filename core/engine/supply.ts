/**
 * Component limits: a supply holds a fixed number of each piece kind. Taking
 * more than there is takes what is left and reports the shortfall, because
 * several rulebooks give the shortfall its own consequence (for example doom
 * for each demon that could not be placed).
 */
export type Supply = Record<string, number>;

export interface TakeResult {
  taken: number;
  short: number;
}

export function takeFromSupply(supply: Supply, kind: string, wanted: number): TakeResult {
  if (!(kind in supply)) throw new Error(`The supply has no pieces of kind "${kind}".`);
  if (wanted < 0 || !Number.isInteger(wanted)) throw new Error(`Cannot take ${wanted} pieces.`);
  const have = supply[kind] as number;
  const taken = Math.min(have, wanted);
  supply[kind] = have - taken;
  return { taken, short: wanted - taken };
}

export function returnToSupply(supply: Supply, kind: string, count: number, limit?: number): void {
  if (!(kind in supply)) throw new Error(`The supply has no pieces of kind "${kind}".`);
  const next = (supply[kind] as number) + count;
  if (limit !== undefined && next > limit) {
    throw new Error(`Returning ${count} "${kind}" would exceed the component limit of ${limit}.`);
  }
  supply[kind] = next;
}
