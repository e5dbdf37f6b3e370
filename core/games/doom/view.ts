/**
 * What one seat of DOOM sees. Everyone sees the map, the figures, damage,
 * faceup cards, discards and tokens. A marine sees his own hand and Glory
 * Kill cards, and only counts of the others'; the invader sees his event
 * hand, his invasion card and his facedown demon cards. Nobody sees the order
 * of any deck, including the initiative deck.
 */
import type { MatchState, SeatId } from '../../engine/types';
import type { MapDef } from './geometry/types';
import type { AttackState, DemonActivation, DemonCardState, DoomState, Figure, ItemState, MarineActivation, MarkerState, MissionRecord, PortalState } from './state';
import { missionDef } from './catalog';
import { operationStanding, type OperationStanding } from './summary';

export interface MarineView {
  id: string;
  seat: SeatId;
  name: string;
  classId: string;
  squad: string | null;
  damage: number;
  onMap: boolean;
  weapons: string[];
  classExhausted: boolean;
  squadExhausted: boolean;
  stunned: boolean;
  handCount: number;
  /** Only for the marine's own seat. */
  hand: string[] | null;
  deckCount: number;
  discard: string[];
  play: string[];
  gloryKillCount: number;
  gloryKills: string[] | null;
}

export interface DoomView {
  round: number;
  phase: DoomState['phase'];
  mode: DoomState['options']['mode'];
  difficulty: DoomState['options']['difficulty'];
  mission: { id: string; name: string; briefing: string; objective: string; threat: string };
  map: MapDef;
  figures: Figure[];
  marines: MarineView[];
  /** Faceup demon cards for everyone; the invader also sees his facedown ones. */
  demonCards: Record<string, DemonCardState>;
  demonSupply: Record<string, number>;
  invader: {
    handCount: number;
    hand: string[] | null;
    deckCount: number;
    discard: string[];
    invasionCard: string | null;
    argentOnInvasion: number;
    frags: number;
  };
  argentSupply: number;
  portals: PortalState[];
  items: ItemState[];
  markers: MarkerState[];
  grenades: DoomState['grenades'];
  counters: Record<string, number>;
  initiative: { remaining: number; revealed: string[] };
  marineActivation: MarineActivation | null;
  demonActivation: DemonActivation | null;
  attack: AttackState | null;
  staggerMods: DoomState['staggerMods'];
  operation: MissionRecord[];
  /**
   * An operation's standing for the screen between missions: wins per side,
   * each mission's result and story line, and the next mission's briefing.
   * Null for a single mission.
   */
  standing: OperationStanding | null;
}

export function doomView(state: MatchState<DoomState>, seat: SeatId | null): DoomView {
  const g = state.g;
  const isInvader = seat === 'invader';
  const mission = g.mission ? missionDef(g.mission) : null;
  const demonCards: Record<string, DemonCardState> = {};
  for (const [t, c] of Object.entries(g.demonCards)) if (c.faceUp || isInvader) demonCards[t] = { ...c };
  return {
    round: g.round,
    phase: g.phase,
    mode: g.options.mode,
    difficulty: g.options.difficulty,
    mission: mission
      ? { id: mission.id, name: mission.name, briefing: mission.briefing, objective: mission.objective.text, threat: mission.threat.text }
      : { id: '', name: '', briefing: '', objective: '', threat: '' },
    map: g.map,
    figures: g.figures,
    marines: g.marines.map((m) => ({
      id: m.id, seat: m.seat, name: m.name, classId: m.classId, squad: m.squad, damage: m.damage, onMap: m.onMap,
      weapons: [...m.weapons], classExhausted: m.classExhausted, squadExhausted: m.squadExhausted, stunned: m.stunned,
      handCount: m.hand.length, hand: m.seat === seat ? [...m.hand] : null, deckCount: m.deck.draw.length,
      discard: [...m.deck.discard], play: [...m.play], gloryKillCount: m.gloryKills.length,
      gloryKills: m.seat === seat ? [...m.gloryKills] : null,
    })),
    demonCards,
    demonSupply: { ...g.demonSupply },
    invader: {
      handCount: g.invader.hand.length,
      hand: isInvader ? [...g.invader.hand] : null,
      deckCount: g.invader.deck.draw.length,
      discard: [...g.invader.deck.discard],
      invasionCard: isInvader ? g.invader.invasionCard : null,
      argentOnInvasion: g.invader.argentOnInvasion,
      frags: g.invader.frags,
    },
    argentSupply: g.argentSupply,
    portals: g.portals,
    items: g.items,
    markers: g.markers,
    grenades: g.grenades,
    counters: g.counters,
    initiative: { remaining: g.initiative.draw.length, revealed: [...g.initiative.revealed] },
    marineActivation: g.marineActivation,
    demonActivation: g.demonActivation,
    attack: g.attack,
    staggerMods: g.staggerMods,
    operation: g.operation,
    standing: operationStanding(g),
  };
}
