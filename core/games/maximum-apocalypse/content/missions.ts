/**
 * The 13 missions. The rulebook describes a mission card (title and
 * difficulty, fuel icon, objective, boss setup, monster set, tiles, scavenge
 * decks) but prints none: every mission here is ours (ASSUMPTIONS.md).
 */
import type { MissionDef, MissionObjective, MonsterSetId, ScavengeColor } from './types';

type Piles = Record<ScavengeColor, Record<string, number>>;

/** The standard piles; `fuel` fuel cards go into red, `relics` relics into the pile named. */
function piles(fuel: number, relics = 0, relicPile: ScavengeColor = 'blue'): Piles {
  const p: Piles = {
    green: { 'canned-food': 4, 'fresh-meat': 3, feast: 1, ambush: 1, 'empty-handed': 1 },
    blue: { 'loose-rounds': 2, 'ammo-box': 2, 'ammo-crate': 1, bandages: 2, medkit: 1, antidote: 1, 'empty-handed': 1 },
    red: { fuel: fuel + 3, 'spare-parts': 2, ambush: 1, 'empty-handed': 1 },
  };
  if (relics > 0) p[relicPile].relic = relics + 2;
  return p;
}

function mission(
  id: string, name: string, stars: number, set: MonsterSetId, tiles: string[], objective: MissionObjective,
  boss: MissionDef['boss'], text: string, relicPile: ScavengeColor = 'blue',
): MissionDef {
  return { id, name, stars, set, tiles, scavenge: piles(objective.fuel, objective.relics ?? 0, relicPile), objective, boss, text };
}

export const MISSIONS: MissionDef[] = [
  mission('out-of-gas', 'Out of Gas', 1, 'zombie',
    ['gas-station-5', 'gas-station-9', 'police-station-6', 'forest-8', 'open-field-9', 'hospital-4', 'farm-10', 'supermarket-3', 'junkyard-11'],
    { fuel: 3 }, { when: 'none' }, 'The Van is dry. Bring 3 fuel back to it and drive off together.'),
  mission('night-of-the-dead', 'Night of the Dead', 2, 'zombie',
    ['gas-station-5', 'police-station-6', 'forest-3', 'open-field-4', 'bandit-camp-10', 'farm-10', 'swamp-12', 'village-9', 'church-12'],
    { fuel: 2, surviveRounds: 8 }, { when: 'none' }, 'The road out opens after 8 rounds. Hold on, fuel the Van with 2 fuel and be aboard.'),
  mission('patient-zero', 'Patient Zero', 3, 'zombie',
    ['gas-station-9', 'hospital-4', 'police-station-6', 'forest-8', 'supermarket-3', 'junkyard-11', 'open-field-9', 'swamp-2', 'bandit-camp-10'],
    { fuel: 2, killBoss: true }, { when: 'reveal', tile: 'hospital' }, 'Patient Zero waits in the Hospital: whoever reveals it draws the boss. Kill it, then leave with 2 fuel.'),
  mission('blood-moon', 'Blood Moon', 1, 'gothic',
    ['gas-station-5', 'village-9', 'church-12', 'graveyard-8', 'manor-6', 'forest-3', 'farm-10', 'windmill-11', 'catacombs-4'],
    { fuel: 3 }, { when: 'none' }, 'Get out of the valley before the moon turns red: 3 fuel to the Van.'),
  mission('the-counts-manor', "The Count's Manor", 3, 'gothic',
    ['manor-6', 'graveyard-8', 'crypt-5', 'church-12', 'village-9', 'catacombs-4', 'bell-tower-2', 'gas-station-9', 'forest-3'],
    { fuel: 2, killBoss: true }, { when: 'reveal', tile: 'manor' }, 'A gothic boss sleeps in the Manor: whoever reveals it draws the boss. Kill it and leave with 2 fuel.'),
  mission('silver-and-ash', 'Silver and Ash', 2, 'gothic',
    ['village-9', 'crypt-5', 'graveyard-8', 'church-12', 'police-station-6', 'gas-station-5', 'windmill-11', 'farm-10', 'bell-tower-2'],
    { fuel: 1, relics: 2 }, { when: 'deck' }, 'Find 2 silver relics in the blue pile and bring them and 1 fuel to the Van. A boss hides in the monster deck.'),
  mission('the-witch-house', 'The Witch House', 2, 'mythos',
    ['church-12', 'lighthouse-10', 'harbor-5', 'village-9', 'forest-8', 'gas-station-9', 'graveyard-8', 'swamp-2', 'hospital-4'],
    { fuel: 2, visit: ['church', 'lighthouse'] }, { when: 'none' }, 'Someone must step into the Church and the Lighthouse; then leave with 2 fuel.'),
  mission('shadow-over-the-harbor', 'Shadow over the Harbor', 3, 'mythos',
    ['harbor-5', 'lighthouse-10', 'gas-station-9', 'village-9', 'crypt-5', 'swamp-12', 'church-12', 'forest-3', 'police-station-6'],
    { fuel: 2, killBoss: true }, { when: 'reveal', tile: 'harbor' }, 'The Herald rises at the Harbor: whoever reveals it draws the boss. Kill it and leave with 2 fuel.'),
  mission('forbidden-tome', 'The Forbidden Tome', 2, 'mythos',
    ['catacombs-4', 'church-12', 'crypt-5', 'lighthouse-10', 'village-9', 'gas-station-5', 'forest-3', 'supermarket-3', 'bell-tower-2'],
    { fuel: 1, relics: 2 }, { when: 'none' }, 'Two pages of the tome lie in the red pile: bring both and 1 fuel to the Van.', 'red'),
  mission('the-demon-gate', 'The Demon Gate', 3, 'yokai',
    ['shrine-8', 'temple-10', 'forest-3', 'village-9', 'gas-station-5', 'swamp-12', 'farm-10', 'windmill-11', 'hospital-4'],
    { fuel: 2, killBoss: true }, { when: 'reveal', tile: 'shrine' }, 'The demon gate is at the Shrine: whoever reveals it draws the boss. Kill it and leave with 2 fuel.'),
  mission('pilgrimage', 'Pilgrimage', 1, 'yokai',
    ['shrine-8', 'temple-10', 'forest-8', 'village-9', 'gas-station-5', 'farm-10', 'swamp-2', 'catacombs-4', 'police-station-6'],
    { fuel: 2, visit: ['shrine', 'temple'] }, { when: 'none' }, 'Pay respects at the Shrine and the Temple, then leave with 2 fuel.'),
  mission('close-encounters', 'Close Encounters', 2, 'alien',
    ['crash-site-8', 'gas-station-9', 'police-station-6', 'open-field-4', 'farm-10', 'junkyard-11', 'supermarket-3', 'hospital-4', 'forest-3'],
    { fuel: 2, kills: 5 }, { when: 'none' }, 'Kill 5 monsters to prove the invasion can be fought, then leave with 2 fuel.'),
  mission('the-mothership', 'The Mothership', 3, 'alien',
    ['crash-site-8', 'gas-station-5', 'junkyard-11', 'open-field-9', 'bandit-camp-10', 'police-station-6', 'forest-3', 'swamp-2', 'hospital-4'],
    { fuel: 2, killBoss: true }, { when: 'reveal', tile: 'crash-site' }, 'The Overlord is at the Crash Site: whoever reveals it draws the boss. Kill it and leave with 2 fuel.'),
];

export const MISSION_BY_ID: Record<string, MissionDef> = Object.fromEntries(MISSIONS.map((m) => [m.id, m]));
