/**
 * The classic world board as data: 42 territories in 6 continents and the 83
 * borders between them (land borders and sea lanes). These are public facts
 * about the board game; the names are the usual ones. Territory shapes for the
 * 3D table live in assets/boards/risk-world.json (see tools/riskBoard/).
 */

export type ContinentId = 'north-america' | 'south-america' | 'europe' | 'africa' | 'asia' | 'australia';

export interface ContinentDef {
  id: ContinentId;
  name: string;
  /** Board tint (CSS colour) for the table. */
  color: string;
}

export interface TerritoryDef {
  id: string;
  name: string;
  continent: ContinentId;
}

export const CONTINENTS: readonly ContinentDef[] = [
  { id: 'north-america', name: 'North America', color: '#d9b44a' },
  { id: 'south-america', name: 'South America', color: '#c8553d' },
  { id: 'europe', name: 'Europe', color: '#5b7fbf' },
  { id: 'africa', name: 'Africa', color: '#a0703c' },
  { id: 'asia', name: 'Asia', color: '#5e9e5a' },
  { id: 'australia', name: 'Australia', color: '#8e5ba8' },
];

const NA = 'north-america', SA = 'south-america', EU = 'europe', AF = 'africa', AS = 'asia', AU = 'australia';

export const TERRITORIES: readonly TerritoryDef[] = [
  { id: 'alaska', name: 'Alaska', continent: NA },
  { id: 'northwest-territory', name: 'Northwest Territory', continent: NA },
  { id: 'greenland', name: 'Greenland', continent: NA },
  { id: 'alberta', name: 'Alberta', continent: NA },
  { id: 'ontario', name: 'Ontario', continent: NA },
  { id: 'quebec', name: 'Quebec', continent: NA },
  { id: 'western-us', name: 'Western United States', continent: NA },
  { id: 'eastern-us', name: 'Eastern United States', continent: NA },
  { id: 'central-america', name: 'Central America', continent: NA },
  { id: 'venezuela', name: 'Venezuela', continent: SA },
  { id: 'peru', name: 'Peru', continent: SA },
  { id: 'brazil', name: 'Brazil', continent: SA },
  { id: 'argentina', name: 'Argentina', continent: SA },
  { id: 'iceland', name: 'Iceland', continent: EU },
  { id: 'scandinavia', name: 'Scandinavia', continent: EU },
  { id: 'great-britain', name: 'Great Britain', continent: EU },
  { id: 'northern-europe', name: 'Northern Europe', continent: EU },
  { id: 'western-europe', name: 'Western Europe', continent: EU },
  { id: 'southern-europe', name: 'Southern Europe', continent: EU },
  { id: 'ukraine', name: 'Ukraine', continent: EU },
  { id: 'north-africa', name: 'North Africa', continent: AF },
  { id: 'egypt', name: 'Egypt', continent: AF },
  { id: 'east-africa', name: 'East Africa', continent: AF },
  { id: 'congo', name: 'Congo', continent: AF },
  { id: 'south-africa', name: 'South Africa', continent: AF },
  { id: 'madagascar', name: 'Madagascar', continent: AF },
  { id: 'ural', name: 'Ural', continent: AS },
  { id: 'siberia', name: 'Siberia', continent: AS },
  { id: 'yakutsk', name: 'Yakutsk', continent: AS },
  { id: 'kamchatka', name: 'Kamchatka', continent: AS },
  { id: 'irkutsk', name: 'Irkutsk', continent: AS },
  { id: 'mongolia', name: 'Mongolia', continent: AS },
  { id: 'afghanistan', name: 'Afghanistan', continent: AS },
  { id: 'china', name: 'China', continent: AS },
  { id: 'middle-east', name: 'Middle East', continent: AS },
  { id: 'india', name: 'India', continent: AS },
  { id: 'siam', name: 'Siam', continent: AS },
  { id: 'japan', name: 'Japan', continent: AS },
  { id: 'indonesia', name: 'Indonesia', continent: AU },
  { id: 'new-guinea', name: 'New Guinea', continent: AU },
  { id: 'western-australia', name: 'Western Australia', continent: AU },
  { id: 'eastern-australia', name: 'Eastern Australia', continent: AU },
];

/** Each border once: [a, b]. 83 in all. */
export const BORDERS: readonly (readonly [string, string])[] = [
  ['alaska', 'northwest-territory'], ['alaska', 'alberta'], ['alaska', 'kamchatka'],
  ['northwest-territory', 'alberta'], ['northwest-territory', 'ontario'], ['northwest-territory', 'greenland'],
  ['greenland', 'ontario'], ['greenland', 'quebec'], ['greenland', 'iceland'],
  ['alberta', 'ontario'], ['alberta', 'western-us'],
  ['ontario', 'western-us'], ['ontario', 'eastern-us'], ['ontario', 'quebec'],
  ['quebec', 'eastern-us'],
  ['western-us', 'eastern-us'], ['western-us', 'central-america'],
  ['eastern-us', 'central-america'],
  ['central-america', 'venezuela'],
  ['venezuela', 'peru'], ['venezuela', 'brazil'],
  ['peru', 'brazil'], ['peru', 'argentina'],
  ['brazil', 'argentina'], ['brazil', 'north-africa'],
  ['iceland', 'great-britain'], ['iceland', 'scandinavia'],
  ['scandinavia', 'great-britain'], ['scandinavia', 'northern-europe'], ['scandinavia', 'ukraine'],
  ['great-britain', 'northern-europe'], ['great-britain', 'western-europe'],
  ['northern-europe', 'ukraine'], ['northern-europe', 'southern-europe'], ['northern-europe', 'western-europe'],
  ['western-europe', 'southern-europe'], ['western-europe', 'north-africa'],
  ['southern-europe', 'ukraine'], ['southern-europe', 'middle-east'], ['southern-europe', 'egypt'], ['southern-europe', 'north-africa'],
  ['ukraine', 'middle-east'], ['ukraine', 'afghanistan'], ['ukraine', 'ural'],
  ['north-africa', 'egypt'], ['north-africa', 'east-africa'], ['north-africa', 'congo'],
  ['egypt', 'middle-east'], ['egypt', 'east-africa'],
  ['east-africa', 'congo'], ['east-africa', 'south-africa'], ['east-africa', 'madagascar'], ['east-africa', 'middle-east'],
  ['congo', 'south-africa'],
  ['south-africa', 'madagascar'],
  ['ural', 'siberia'], ['ural', 'china'], ['ural', 'afghanistan'],
  ['siberia', 'yakutsk'], ['siberia', 'irkutsk'], ['siberia', 'mongolia'], ['siberia', 'china'],
  ['yakutsk', 'irkutsk'], ['yakutsk', 'kamchatka'],
  ['kamchatka', 'irkutsk'], ['kamchatka', 'mongolia'], ['kamchatka', 'japan'],
  ['irkutsk', 'mongolia'],
  ['mongolia', 'china'], ['mongolia', 'japan'],
  ['afghanistan', 'china'], ['afghanistan', 'india'], ['afghanistan', 'middle-east'],
  ['china', 'siam'], ['china', 'india'],
  ['middle-east', 'india'],
  ['india', 'siam'],
  ['siam', 'indonesia'],
  ['indonesia', 'new-guinea'], ['indonesia', 'western-australia'],
  ['new-guinea', 'eastern-australia'], ['new-guinea', 'western-australia'],
  ['western-australia', 'eastern-australia'],
];

export const TERRITORY_IDS: readonly string[] = TERRITORIES.map((t) => t.id);

const byId = new Map(TERRITORIES.map((t) => [t.id, t]));
const neighbours = new Map<string, string[]>(TERRITORIES.map((t) => [t.id, []]));
for (const [a, b] of BORDERS) {
  neighbours.get(a)!.push(b);
  neighbours.get(b)!.push(a);
}

export function territory(id: string): TerritoryDef {
  const t = byId.get(id);
  if (!t) throw new Error(`Unknown territory "${id}".`);
  return t;
}

export function territoryName(id: string): string {
  return territory(id).name;
}

/** Neighbours on the printed board, ignoring barricades and craters. */
export function neighboursOf(id: string): readonly string[] {
  return neighbours.get(id) ?? [];
}

export function areNeighbours(a: string, b: string): boolean {
  return neighboursOf(a).includes(b);
}

export function continentName(id: ContinentId): string {
  return CONTINENTS.find((c) => c.id === id)!.name;
}
