/**
 * Content lookups by id, in one place, so rules never import content files
 * piecemeal and a missing id fails loudly with the kind of thing it was.
 */
import { CLASS_CARDS } from './content/classes';
import { DEMONS } from './content/demons';
import { EVENT_CARDS, EVENT_SETS } from './content/events';
import { GLORY_KILL_CARDS } from './content/gloryKills';
import { INVASION_CARDS } from './content/invasion';
import { MARINES } from './content/marines';
import { SQUAD_CARDS } from './content/squads';
import type {
  ActionCardDef, ClassCardDef, DemonDef, EventCardDef, GloryKillCardDef, InvasionCardDef, MarineDef, MissionDef, OperationDef,
  SquadCardDef, WeaponSetDef,
} from './content/types';
import { ACTION_CARDS, WEAPON_SETS } from './content/weapons';
import { MISSION_LIST, OFFERED_MISSIONS, OPERATION_LIST } from './missionList';

function index<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((i) => [i.id, i]));
}

const demons = index(DEMONS);
const cards = index(ACTION_CARDS);
const sets = index(WEAPON_SETS);
const classes = index(CLASS_CARDS);
const squads = index(SQUAD_CARDS);
const events = index(EVENT_CARDS);
const invasions = index(INVASION_CARDS);
const gks = index(GLORY_KILL_CARDS);
const marines = index(MARINES);

function get<T>(map: Map<string, T>, id: string, what: string): T {
  const v = map.get(id);
  if (!v) throw new Error(`No DOOM ${what} "${id}".`);
  return v;
}

export const demonDef = (id: string): DemonDef => get(demons, id, 'demon');
export const actionCard = (id: string): ActionCardDef => get(cards, id, 'action card');
export const weaponSetDef = (id: string): WeaponSetDef => get(sets, id, 'weapon set');
export const classCard = (id: string): ClassCardDef => get(classes, id, 'class card');
export const squadCard = (id: string): SquadCardDef => get(squads, id, 'squad card');
export const eventCard = (id: string): EventCardDef => get(events, id, 'event card');
export const invasionCard = (id: string): InvasionCardDef => get(invasions, id, 'invasion card');
export const gloryKillCard = (id: string): GloryKillCardDef => get(gks, id, 'Glory Kill card');
export const marineDef = (id: string): MarineDef => get(marines, id, 'marine');

export function missionDef(id: string): MissionDef {
  const m = MISSION_LIST.find((x) => x.id === id);
  if (!m) throw new Error(`No DOOM mission "${id}".`);
  return m;
}

export const allDemons = (): readonly DemonDef[] => DEMONS;
export const allMissions = (): readonly MissionDef[] => MISSION_LIST;
/** Missions offered to players (the dialog, custom operations): no test-only missions. */
export const offeredMissions = (): readonly MissionDef[] => OFFERED_MISSIONS;
export const allOperations = (): readonly OperationDef[] => OPERATION_LIST;
export const allClasses = (): readonly ClassCardDef[] => CLASS_CARDS;
export const allEventSets = () => EVENT_SETS;
export const allGloryKillCards = (): readonly GloryKillCardDef[] => GLORY_KILL_CARDS;
export const marineOrder = (): readonly MarineDef[] => MARINES;
