/**
 * The Launch Site map. Its diagram is lost; the layout keeps the rulebook's
 * facts: the Lord's area (the Launch Pad) in the middle, where the Lord stays;
 * an outer ring of six numbered areas that minions walk clockwise; bands leaving
 * the Launch Pad roll 1d6 for the ring area they enter; doom on the Lord cycle
 * for the highest-numbered area holding minions; a hero enters the Launch Pad
 * only from an area empty of minions. The start, Mission Control, closes the
 * ring after area 6: minions leave the world there. See ASSUMPTIONS.md
 * ('The Launch Site map').
 *
 *        2 - 3 - 4
 *      1    pad    5      (the pad reaches every numbered area; a d6 picks the exit)
 *   control  -  6          (clockwise: 1 > 2 > ... > 6 > control > out)
 */
import type { MapDef } from '../types';

export const LAUNCH_SITE_MAP: MapDef = {
  id: 'launchSite',
  name: 'The Launch Site',
  text: 'The Lord holds the Launch Pad in the middle and never moves. Demons leaving the pad roll a die for the ring area they enter, then go clockwise round to Mission Control. Each Lord cycle scores doom equal to the highest-numbered ring area holding demons. A hero may step onto the pad only from an area with no demons.',
  starts: ['control'],
  heroStart: 'control',
  lordAreas: ['pad'],
  gates: [],
  rules: [
    { rule: 'bannedLegions', legions: ['styx', 'acheron'] },
    { rule: 'lordsStayPut' },
    { rule: 'launchRing', pad: 'pad', ring: ['fuelDepot', 'assembly', 'radar', 'barracks', 'tracking', 'blastWall'] },
    // "When selecting your region, replace the cost 3 and cost 4 troopers with Cosmonauts and Astronauts."
    { rule: 'swapTroopers', costs: { 3: 'cosmonaut', 4: 'astronaut' } },
  ],
  areas: [
    { id: 'pad', name: 'The Launch Pad', next: ['fuelDepot', 'assembly', 'radar', 'barracks', 'tracking', 'blastWall'], adjacent: ['fuelDepot', 'assembly', 'radar', 'barracks', 'tracking', 'blastWall'], setupTokens: 1, x: 5, y: 5 },
    { id: 'control', name: 'Mission Control', next: [], adjacent: ['blastWall', 'fuelDepot'], setupTokens: 0, x: 5.0, y: 0.4 },
    { id: 'fuelDepot', name: '1 · Fuel Depot', next: ['assembly'], adjacent: ['control', 'assembly', 'pad'], setupTokens: 1, x: 1.4, y: 2.13 },
    { id: 'assembly', name: '2 · Assembly Hall', next: ['radar'], adjacent: ['fuelDepot', 'radar', 'pad'], setupTokens: 1, x: 0.52, y: 6.02 },
    { id: 'radar', name: '3 · Radar Dish', next: ['barracks'], adjacent: ['assembly', 'barracks', 'pad'], setupTokens: 1, x: 3.0, y: 9.14 },
    { id: 'barracks', name: '4 · Crew Barracks', next: ['tracking'], adjacent: ['radar', 'tracking', 'pad'], setupTokens: 1, x: 7.0, y: 9.14 },
    { id: 'tracking', name: '5 · Tracking Station', next: ['blastWall'], adjacent: ['barracks', 'blastWall', 'pad'], setupTokens: 1, x: 9.48, y: 6.02 },
    { id: 'blastWall', name: '6 · Blast Wall', next: ['control'], adjacent: ['tracking', 'control', 'pad'], setupTokens: 1, x: 8.6, y: 2.13 },
  ],
};
