/**
 * The four core legions, then Pandemonium, Styx (Void pack) and Cocytus,
 * whose effects the rulebook describes: Pandemonium demons attack outside
 * their area, Styx demons move 2 areas, Cocytus hurts a hero 1 per demon he
 * kills and troopers may absorb it (FAQ). Larvae never use them. Hades and
 * Gehenna are named as the two legions whose cards mention larvae, and Hades
 * as the one that boosts larvae; their effects are ours. Of the core
 * four only Phlegethon's effect is told (damaged heroes catch fire); Acheron, Dis and Lethe are ours, chosen to
 * fit what the rulebook implies (Acheron is banned with Styx on maps where
 * demons do not walk out, so it is about exits). See ASSUMPTIONS.md.
 */
import type { LegionDef } from './types';

export const LEGIONS: LegionDef[] = [
  {
    id: 'acheron', name: 'Acheron', affects: 'demons', bannedOn: ['launchSite', 'dragonGuts'],
    text: 'Ferried souls: every demon that exits the map scores 1 extra doom.',
    effect: { effect: 'extraExitDoom', params: { amount: 1 } },
  },
  {
    id: 'dis', name: 'Dis', affects: 'demons',
    text: 'Iron walls: every toughness number of every demon is 1 higher.',
    effect: { effect: 'toughnessBonus', params: { amount: 1 } },
  },
  {
    id: 'lethe', name: 'Lethe', affects: 'demons',
    text: 'Forgetting: a hero who takes damage from a demon group also loses 1 courage.',
    effect: { effect: 'courageLossOnDamage', params: { amount: 1 } },
  },
  {
    id: 'phlegethon', name: 'Phlegethon', affects: 'demons',
    text: 'Rivers of fire: a hero who takes damage from a demon group catches fire.',
    effect: { effect: 'fireOnDamage' },
  },
  // Legions of the expansions whose effect the rulebook describes (only drawn with the option "expansionLegions").
  {
    id: 'pandemonium', name: 'Pandemonium', affects: 'demons', pack: 'void',
    text: 'Spellcasters: a demon group with no hero in its own area strikes a hero in a neighbouring area.',
    effect: { effect: 'rangedAttack' },
  },
  {
    id: 'styx', name: 'Styx', affects: 'demons', pack: 'void', bannedOn: ['launchSite', 'dragonGuts'],
    text: 'Swift waters: demons move two areas in the minions move segment (larvae and tokens still one).',
    effect: { effect: 'extraMove', params: { areas: 1 } },
  },
  {
    id: 'cocytus', name: 'Cocytus', affects: 'demons', pack: 'expansion',
    text: 'Frozen lake: a hero who kills a demon takes 1 damage for it (troopers may absorb it).',
    effect: { effect: 'damageOnKill', params: { amount: 1 } },
  },
  // Hades and Gehenna: the rulebook says only that they name larvae and that Hades boosts larvae; the rest is ours.
  {
    id: 'hades', name: 'Hades', affects: 'demonsAndLarvae', pack: 'expansion',
    text: 'Realm of the dead: every group of demons or larvae rolls 1 extra d6 when it attacks.',
    effect: { effect: 'extraAttackDie', params: { die: 'd6' } },
  },
  {
    id: 'gehenna', name: 'Gehenna', affects: 'demons', pack: 'expansion',
    text: 'Burning refuse: when a demon is killed, a larva crawls from its ashes in that area (while the box holds one). Larvae themselves get nothing.',
    effect: { effect: 'larvaOnKill', params: { count: 1 } },
  },
];

export const LEGION_BY_ID: Record<string, LegionDef> = Object.fromEntries(LEGIONS.map((l) => [l.id, l]));
