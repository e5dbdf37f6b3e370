/**
 * The Invasion of Purgatory map. Its diagram is lost; the layout keeps every
 * fact the rulebook gives: heroes start on Earth, which no enemy enters and
 * which touches every level of Purgatory; a Lord in Hell and a Lesser Lord,
 * each with his Shadow, on each step of Purgatory except Paradise; minions
 * spawn in Hell and climb through Purgatory toward Paradise; nobody enters
 * Hell while a Lord of Purgatory stands. See ASSUMPTIONS.md ("Invasion of Purgatory").
 *
 *   inferno (Hell) > antePurgatory > lowerTerraces > upperTerraces > paradise (start: minions leave here)
 *   earth (heroes' haven) touches antePurgatory, lowerTerraces, upperTerraces and paradise
 */
import type { MapDef } from '../types';

export const PURGATORY_MAP: MapDef = {
  id: 'purgatory',
  name: 'Invasion of Purgatory',
  text: 'Hell climbs the mountain of Purgatory toward Paradise. A Lesser Lord holds each level and none of the Lords moves; minions rise from Hell. Heroes step from Earth, where no demon comes, to any level, and may enter Hell only once every Lord of Purgatory is banished.',
  starts: ['paradise'],
  heroStart: 'earth',
  // The Lord in Hell first: tokens and Fourth Circle demons rise only there. The area is not called 'hell',
  // which names the Lord's sheet during Hell Time.
  lordAreas: ['inferno', 'antePurgatory', 'lowerTerraces', 'upperTerraces'],
  gates: [],
  rules: [
    { rule: 'lesserLords', lords: [1, 2, 3] },
    { rule: 'lordsStayPut' },
    { rule: 'spawnFrom', lords: [0] },
    { rule: 'sealedUntilBanished', area: 'inferno', lords: [1, 2, 3] },
    { rule: 'recruitAt', areas: ['earth'] },
  ],
  areas: [
    { id: 'earth', name: 'Earth', next: [], adjacent: ['antePurgatory', 'lowerTerraces', 'upperTerraces', 'paradise'], setupTokens: 0, x: 1, y: 5 },
    { id: 'inferno', name: 'Hell', next: ['antePurgatory'], adjacent: ['antePurgatory'], setupTokens: 1, x: 5.5, y: 10 },
    { id: 'antePurgatory', name: 'Ante-Purgatory', next: ['lowerTerraces'], adjacent: ['inferno', 'lowerTerraces', 'earth'], setupTokens: 1, x: 6, y: 7.3 },
    { id: 'lowerTerraces', name: 'Lower Terraces', next: ['upperTerraces'], adjacent: ['antePurgatory', 'upperTerraces', 'earth'], setupTokens: 1, x: 6.3, y: 4.9 },
    { id: 'upperTerraces', name: 'Upper Terraces', next: ['paradise'], adjacent: ['lowerTerraces', 'paradise', 'earth'], setupTokens: 1, x: 6.6, y: 2.5 },
    { id: 'paradise', name: 'Earthly Paradise', next: [], adjacent: ['upperTerraces', 'earth'], setupTokens: 0, x: 7, y: 0.2 },
  ],
};
