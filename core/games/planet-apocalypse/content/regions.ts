/**
 * Regions (rulebook "Regions (Expansions)"): each region card changes the
 * trooper stacks, and "some regions start with an empty pool" (set-up step
 * 10); "The US is unique, because you get choices for your troopers", so the
 * USA offers two trooper types at some costs and each hero picks at every
 * recruit. The Void pack holds Space, USA and Texas; the rulebook also names
 * Russia (its troopers cost 2 to 6) and implies France (the Gendarme). The
 * cards are not printed: which trooper sits at each cost and which regions
 * empty the pool are ours (ASSUMPTIONS.md, Regions). `core` is the box's own
 * five ("Unless you are using regions, your troopers are Volunteers, Citizen
 * Militia, Police, Army, and Special Forces").
 */
import { TROOPERS } from './troopers';

const TROOPER_NAMES: Record<string, string> = Object.fromEntries(TROOPERS.map((t) => [t.id, t.name]));

export interface RegionSlot {
  cost: number;
  /** Trooper ids at this cost; more than one only in the USA (each hero chooses when recruiting). */
  troopers: string[];
}

export interface RegionDef {
  id: string;
  name: string;
  /** Where the region comes from: the core box's troopers, the Void pack, or a region the rulebook names without a card. */
  source: 'core' | 'void' | 'named';
  /** Courage in the pool at set-up (4 normally, 0 in the regions that start with an empty pool). */
  pool: number;
  slots: RegionSlot[];
  /** Why it looks like this, in our words. */
  text: string;
}

export const REGIONS: RegionDef[] = [
  {
    id: 'core', name: 'Core troopers', source: 'core', pool: 4,
    slots: [{ cost: 1, troopers: ['volunteer'] }, { cost: 2, troopers: ['militia'] }, { cost: 3, troopers: ['police'] }, { cost: 4, troopers: ['army'] }, { cost: 5, troopers: ['specialForces'] }],
    text: 'The five trooper types of the core box, as in a game without regions.',
  },
  {
    id: 'space', name: 'Space', source: 'void', pool: 0,
    slots: [{ cost: 1, troopers: ['volunteer'] }, { cost: 2, troopers: ['militia'] }, { cost: 3, troopers: ['cosmonaut'] }, { cost: 4, troopers: ['astronaut'] }, { cost: 5, troopers: ['specialForces'] }],
    text: 'Cosmonauts and NASA Astronauts take the cost 3 and 4 places. Nobody brought courage into orbit: the pool starts empty, and the space troopers\' courage abilities must earn it back.',
  },
  {
    id: 'usa', name: 'USA', source: 'void', pool: 4,
    slots: [
      { cost: 1, troopers: ['gang', 'volunteer'] }, { cost: 2, troopers: ['nationalGuard', 'evangelicals'] }, { cost: 3, troopers: ['police'] },
      { cost: 4, troopers: ['usMarines', 'army'] }, { cost: 5, troopers: ['navySeal', 'specialForces'] },
    ],
    text: 'The one region with choices: at costs 1, 2, 4 and 5 a recruiting hero picks between an American trooper and the usual one.',
  },
  {
    id: 'texas', name: 'Texas', source: 'void', pool: 0,
    slots: [{ cost: 1, troopers: ['gang'] }, { cost: 2, troopers: ['evangelicals'] }, { cost: 3, troopers: ['texasRangers'] }, { cost: 4, troopers: ['army'] }, { cost: 5, troopers: ['specialForces'] }],
    text: 'Gangs, church folk and the Rangers hold the line. Texans go it alone: the pool starts empty.',
  },
  {
    id: 'russia', name: 'Russia', source: 'named', pool: 4,
    slots: [{ cost: 2, troopers: ['paramilitary'] }, { cost: 3, troopers: ['police'] }, { cost: 4, troopers: ['army'] }, { cost: 5, troopers: ['specialForces'] }, { cost: 6, troopers: ['spetsnaz'] }],
    text: 'Troopers cost 2 to 6: Paramilitary who can be drilled into Army at the bottom, Spetsnaz at the top.',
  },
  {
    id: 'france', name: 'France', source: 'named', pool: 4,
    slots: [{ cost: 1, troopers: ['volunteer'] }, { cost: 2, troopers: ['militia'] }, { cost: 3, troopers: ['gendarme'] }, { cost: 4, troopers: ['army'] }, { cost: 5, troopers: ['specialForces'] }],
    text: 'Gendarmes take the Police\'s place and steady the heroes\' nerve.',
  },
];

export const REGION_BY_ID: Record<string, RegionDef> = Object.fromEntries(REGIONS.map((r) => [r.id, r]));

/** New game's label: the region and its troopers by cost ("Texas: Gang 1, Evangelicals 2, ..."). */
export function regionLabel(r: RegionDef, names: Record<string, string> = TROOPER_NAMES): string {
  const slots = r.slots.map((s) => `${s.troopers.map((id) => names[id] ?? id).join(' or ')} ${s.cost}`).join(', ');
  return `${r.name}: ${slots}${r.pool === 0 ? '; empty courage pool' : ''}`;
}
