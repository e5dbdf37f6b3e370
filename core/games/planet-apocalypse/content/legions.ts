/**
 * The four core legions. Only Phlegethon's effect is told by the rulebook
 * (damaged heroes catch fire); Acheron, Dis and Lethe are ours, chosen to
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
];

export const LEGION_BY_ID: Record<string, LegionDef> = Object.fromEntries(LEGIONS.map((l) => [l.id, l]));
