/**
 * The Moon Base map (the Void). Its diagram is lost; the layout keeps the
 * rulebook's facts: two gates, each at the head of a path (the White Railgun
 * and the Blue Railgun), each path ending at its own start (the airlocks).
 * The Lord stands in the White Gate and walks the White Railgun toward the
 * White Airlock, where the heroes begin. Tokens spawn at the White Gate every
 * spawn segment; the Blue Railgun moves and takes two tokens only on the Lord
 * cycle. Heroes may pass between the airlocks, and from the Blue Gate straight
 * to the White Gate. See ASSUMPTIONS.md ('The Moon Base map').
 *
 *   White Gate        Blue Gate      (Blue Gate > White Gate for heroes)
 *   Cargo Bay         Observatory
 *   Reactor Hall      Crew Quarters
 *   Hydroponics       |
 *   White Airlock  =  Blue Airlock   (joined for hero moves only)
 */
import type { MapDef } from '../types';

export const MOON_BASE_MAP: MapDef = {
  id: 'moonBase',
  name: 'The Moon Base',
  text: 'Two railguns run from two gates to two airlocks. The Lord starts in the White Gate and walks the White Railgun toward the White Airlock; new tokens come out of the White Gate. The Blue Railgun stirs only on the Lord cycle: its demons and tokens step toward the Blue Airlock and the Blue Gate puts out two tokens. Heroes may cross between the airlocks, and step from the Blue Gate straight into the White Gate. Only Cosmonauts and Astronauts are recruited here, and a hero may give up his recruit roll for 1 courage.',
  starts: ['whiteAirlock', 'blueAirlock'],
  heroStart: 'whiteAirlock',
  lordAreas: ['whiteGate'],
  gates: ['whiteGate'],
  rules: [
    // "On this map, invasion tokens spawn from gates, not directly from the Lord" (the Blue Gate only on the Lord cycle).
    { rule: 'spawnFrom', lords: [] },
    { rule: 'slowTrack', gate: 'blueGate', areas: ['blueGate', 'observatory', 'crewQuarters', 'blueAirlock'], tokens: 2 },
    { rule: 'heroStep', from: 'whiteAirlock', to: 'blueAirlock' },
    { rule: 'heroStep', from: 'blueAirlock', to: 'whiteAirlock' },
    { rule: 'heroStep', from: 'blueGate', to: 'whiteGate' },
    { rule: 'recruitOnly', troopers: ['cosmonaut', 'astronaut'] },
    { rule: 'recruitRollForCourage' },
  ],
  areas: [
    { id: 'whiteGate', name: 'White Gate', next: ['cargoBay'], adjacent: ['cargoBay'], setupTokens: 1, x: 2.5, y: 9.2 },
    { id: 'cargoBay', name: 'Cargo Bay', next: ['reactor'], adjacent: ['whiteGate', 'reactor'], setupTokens: 1, x: 2.5, y: 7.1 },
    { id: 'reactor', name: 'Reactor Hall', next: ['hydroponics'], adjacent: ['cargoBay', 'hydroponics'], setupTokens: 1, x: 2.5, y: 5.0 },
    { id: 'hydroponics', name: 'Hydroponics', next: ['whiteAirlock'], adjacent: ['reactor', 'whiteAirlock'], setupTokens: 1, x: 2.5, y: 2.9 },
    { id: 'whiteAirlock', name: 'White Airlock', next: [], adjacent: ['hydroponics'], setupTokens: 0, x: 2.5, y: 0.8 },
    { id: 'blueGate', name: 'Blue Gate', next: ['observatory'], adjacent: ['observatory'], setupTokens: 2, x: 7.5, y: 9.2 },
    { id: 'observatory', name: 'Observatory', next: ['crewQuarters'], adjacent: ['blueGate', 'crewQuarters'], setupTokens: 2, x: 7.5, y: 6.4 },
    { id: 'crewQuarters', name: 'Crew Quarters', next: ['blueAirlock'], adjacent: ['observatory', 'blueAirlock'], setupTokens: 2, x: 7.5, y: 3.6 },
    { id: 'blueAirlock', name: 'Blue Airlock', next: [], adjacent: ['crewQuarters'], setupTokens: 2, x: 7.5, y: 0.8 },
  ],
};
