/**
 * What each area of a map is, for its ground and its buildings: the map data
 * names areas (Church, Hospital, Park ...), and the board draws a district of
 * that kind. Areas of maps yet to come fall back on words in their names,
 * then on plain ruined streets.
 */
export type DistrictKind = 'street' | 'plaza' | 'park' | 'church' | 'hospital' | 'ruins' | 'graveyard' | 'gate';

export const DISTRICT_KINDS: readonly DistrictKind[] = ['street', 'plaza', 'park', 'church', 'hospital', 'ruins', 'graveyard', 'gate'];

/** Known area ids of the shipped maps (Invasion, Doomgate). */
const BY_ID: Record<string, DistrictKind> = {
  crossroads: 'street',
  mainStreet: 'street',
  plaza: 'plaza',
  church: 'church',
  park: 'park',
  hospital: 'hospital',
  ruins: 'ruins',
  hellgate: 'gate',
  threshold: 'street',
  cloister: 'church',
  crypt: 'graveyard',
  catacombs: 'graveyard',
  ossuary: 'graveyard',
  bridge: 'ruins',
  doomgate: 'gate',
};

/** Words in an area's name that say its kind (checked in order). */
const BY_WORD: [RegExp, DistrictKind][] = [
  [/gate|hell|portal|pit/i, 'gate'],
  [/church|chapel|cathedral|cloister|abbey|temple|st\.?\s/i, 'church'],
  [/hospital|clinic|asylum/i, 'hospital'],
  [/park|garden|grove|wood/i, 'park'],
  [/crypt|catacomb|ossuary|cemetery|grave|tomb/i, 'graveyard'],
  [/ruin|rubble|bridge|ash|wreck/i, 'ruins'],
  [/plaza|square|market|forum/i, 'plaza'],
];

/** The kind of an area: the Lord's starting area is always his gate. */
export function districtKind(area: { id: string; name: string }, lordOrigin = false): DistrictKind {
  if (lordOrigin) return 'gate';
  return BY_ID[area.id] ?? BY_WORD.find(([re]) => re.test(area.name))?.[1] ?? 'street';
}
