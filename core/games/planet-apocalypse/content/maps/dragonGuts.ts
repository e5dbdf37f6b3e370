/**
 * The Dragon Guts map (Dragon expansion). Its diagram is lost; the layout
 * keeps every fact the rulebook gives: the heroes enter at the Mouth (the
 * start) and work through the organs to the Lord in the Brain; a Fourth
 * Circle demon starts in the Heart; a token in every organ but the Mouth.
 * Nothing on this map moves, so no area has an arrow. See ASSUMPTIONS.md
 * ("Dragon Guts").
 *
 *   mouth - throat - lungs ---- heart - spinalCord - brain
 *                  \ stomach -/      \ bowels -/
 */
import type { AreaDef, MapDef } from '../types';

function organ(id: string, name: string, adjacent: string[], x: number, y: number): AreaDef {
  return { id, name, next: [], adjacent, setupTokens: id === 'mouth' ? 0 : 1, x, y };
}

export const DRAGON_GUTS_MAP: MapDef = {
  id: 'dragonGuts',
  name: 'Dragon Guts',
  text: 'Inside the Hell Dragon nothing moves, not even the Lord in the Brain. New tokens appear only when despair comes round, in an empty organ (always the Brain while it has none); if no organ is empty, Hell wins. Each Lord cycle scores a doom for every organ holding demons or a token.',
  starts: ['mouth'],
  heroStart: 'mouth',
  lordAreas: ['brain'],
  gates: [],
  rules: [
    { rule: 'lordsStayPut' },
    { rule: 'demonsStayPut' },
    { rule: 'organSpawn', brain: 'brain' },
    { rule: 'startingFourth', area: 'heart' },
    { rule: 'bannedLegions', legions: ['styx', 'acheron'] },
  ],
  areas: [
    organ('mouth', 'Mouth', ['throat'], 0.6, 5),
    organ('throat', 'Throat', ['mouth', 'lungs', 'stomach'], 2.2, 5),
    organ('lungs', 'Lungs', ['throat', 'heart'], 3.8, 2.2),
    organ('stomach', 'Stomach', ['throat', 'heart', 'bowels'], 4, 7.8),
    organ('heart', 'Heart', ['lungs', 'stomach', 'spinalCord', 'bowels'], 5.6, 4.6),
    organ('bowels', 'Bowels', ['stomach', 'heart', 'spinalCord'], 7, 8.4),
    organ('spinalCord', 'Spinal Cord', ['heart', 'bowels', 'brain'], 7.8, 4.4),
    organ('brain', 'Brain', ['spinalCord'], 9.4, 2),
  ],
};
