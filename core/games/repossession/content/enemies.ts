/**
 * The Creatures and Raids decks: 54 cards each, split 24 / 18 / 12 over
 * Tiers 1 to 3. Hanover Yard is the rulebook's own card (Tier 1 Raid, Ghoul
 * Tribe, 9 HP, 6 AP, Agility); every other card is ours, built to the
 * ranges in ASSUMPTIONS.md ("Enemies") and tuned by simulation.
 * Row: name, type, HP, AP, effects (space separated).
 */
import type { EnemyCard, EnemyEffect, EnemyType, Tier } from './types';

type Row = readonly [string, EnemyType, number, number, string];

const CREATURES: Record<Tier, readonly Row[]> = {
  1: [
    ['Rustback Beetle', 'anthropoid', 5, 3, 'armor'],
    ['Silk Lurker', 'anthropoid', 4, 3, 'snare'],
    ['Mire Tick', 'anthropoid', 4, 2, 'poison'],
    ['Ash Mantis', 'anthropoid', 5, 3, ''],
    ['Hollow Wasp', 'anthropoid', 4, 3, 'speed'],
    ['Drum Cricket', 'anthropoid', 6, 2, ''],
    ['Scav Runner', 'humanoid', 4, 3, 'speed'],
    ['Bog Hermit', 'humanoid', 6, 2, ''],
    ['Tollway Bandit', 'humanoid', 5, 3, ''],
    ['Pale Stalker', 'humanoid', 5, 3, 'agility'],
    ['Rail Drifter', 'humanoid', 6, 3, ''],
    ['Cinder Feral', 'humanoid', 5, 4, ''],
    ['Grasping Ivy', 'flora', 6, 2, 'snare'],
    ['Spore Puffball', 'flora', 4, 2, 'poison'],
    ['Thorn Creeper', 'flora', 6, 3, ''],
    ['Bloodroot', 'flora', 5, 3, ''],
    ['Sawgrass Mat', 'flora', 7, 2, ''],
    ['Lure Lily', 'flora', 5, 2, 'agility'],
    ['Dire Raccoon', 'beast', 4, 3, 'agility'],
    ['Tusk Boar', 'beast', 6, 3, ''],
    ['Ridge Coyote', 'beast', 5, 3, 'speed'],
    ['Marsh Gator', 'beast', 7, 3, 'armor'],
    ['Bristle Lynx', 'beast', 5, 4, ''],
    ['Great Crow', 'beast', 4, 2, ''],
  ],
  2: [
    ['Harvest Centipede', 'anthropoid', 10, 5, 'poison'],
    ['Widow Queen', 'anthropoid', 9, 5, 'snare'],
    ['Burrow Scorpion', 'anthropoid', 11, 5, 'armor'],
    ['Thunder Hornet', 'anthropoid', 8, 5, 'speed'],
    ['Ironshell Roach', 'anthropoid', 12, 4, 'armor'],
    ['Earthen Raider', 'humanoid', 10, 5, ''],
    ['Dusk Reaver', 'humanoid', 9, 6, 'speed'],
    ['Quarry Brute', 'humanoid', 12, 5, ''],
    ['Chain Warden', 'humanoid', 10, 5, 'snare'],
    ['Strangler Oak', 'flora', 12, 4, 'snare'],
    ['Rot Bloom', 'flora', 9, 4, 'poison'],
    ['Vine Hydra', 'flora', 11, 5, ''],
    ['Choke Moss', 'flora', 10, 4, 'agility'],
    ['Pitcher Maw', 'flora', 10, 5, ''],
    ['Moose Titan', 'beast', 12, 5, ''],
    ['Shadow Cougar', 'beast', 9, 6, 'agility'],
    ['Rabid Bear', 'beast', 11, 6, ''],
    ['Hill Wyrm', 'beast', 10, 5, 'armor'],
  ],
  3: [
    ['Colossus Mantid', 'anthropoid', 17, 7, 'speed agility'],
    ['Hive Mother', 'anthropoid', 16, 7, 'poison'],
    ['Tunnel Leviathan', 'anthropoid', 19, 7, 'armor'],
    ['Warlord Cray', 'humanoid', 17, 8, 'speed'],
    ['Bone Prophet', 'humanoid', 15, 7, 'poison snare'],
    ['Earthen Colossus', 'humanoid', 19, 7, 'armor'],
    ['Elder Kudzu', 'flora', 18, 6, 'snare'],
    ['World Fern', 'flora', 17, 6, 'poison'],
    ['Blight Heart', 'flora', 16, 7, 'agility'],
    ['Ursa Rex', 'beast', 18, 8, ''],
    ['Elk Behemoth', 'beast', 19, 7, 'armor'],
    ['Great Grey Wolf', 'beast', 15, 8, 'speed'],
  ],
};

const RAIDS: Record<Tier, readonly Row[]> = {
  1: [
    ['Fort Ticon', 'rogueOutpost', 9, 5, 'armor'],
    ['Salem Relay', 'rogueOutpost', 8, 6, ''],
    ['Quincy Depot', 'rogueOutpost', 10, 5, ''],
    ['Lowell Camp', 'rogueOutpost', 9, 5, 'speed'],
    ['Dover Watch', 'rogueOutpost', 8, 6, 'snare'],
    ['Keene Bunker', 'rogueOutpost', 11, 5, 'armor'],
    ['Glowfield Horde', 'mutantHorde', 9, 6, 'poison'],
    ['Ironbound Pack', 'mutantHorde', 10, 5, ''],
    ['Tanner Swarm', 'mutantHorde', 8, 6, 'speed'],
    ['Millrace Mob', 'mutantHorde', 10, 6, ''],
    ['Slag Choir', 'mutantHorde', 9, 5, 'snare'],
    ['Canal Brood', 'mutantHorde', 8, 5, 'poison'],
    ['Hatchery Pit', 'monsterNest', 10, 5, ''],
    ['Old Mill Nest', 'monsterNest', 9, 6, 'agility'],
    ['Quarry Den', 'monsterNest', 11, 5, ''],
    ['Sinkhole Nest', 'monsterNest', 9, 5, 'snare'],
    ['Crag Roost', 'monsterNest', 8, 6, 'speed'],
    ['Drainway Lair', 'monsterNest', 10, 6, 'poison'],
    ['Hanover Yard', 'ghoulTribe', 9, 6, 'agility'],
    ['Ossipee Clan', 'ghoulTribe', 10, 5, ''],
    ['Wachusett Tribe', 'ghoulTribe', 8, 6, 'agility'],
    ['Merrimack Ghouls', 'ghoulTribe', 9, 5, 'poison'],
    ['Nashua Pack', 'ghoulTribe', 11, 5, ''],
    ['Pemi Barrow', 'ghoulTribe', 10, 6, 'armor'],
  ],
  2: [
    ['Fort Devens', 'rogueOutpost', 15, 7, 'armor'],
    ['Portsmouth Yard', 'rogueOutpost', 14, 8, 'speed'],
    ['Concord Hold', 'rogueOutpost', 16, 7, ''],
    ['Bangor Keep', 'rogueOutpost', 15, 7, 'snare'],
    ['Boston Drowned', 'mutantHorde', 14, 8, 'poison'],
    ['Worcester Rust', 'mutantHorde', 16, 7, 'armor'],
    ['Providence Horde', 'mutantHorde', 15, 8, ''],
    ['Lynn Swarm', 'mutantHorde', 13, 8, 'speed'],
    ['Hartford Mass', 'mutantHorde', 17, 7, ''],
    ['Monadnock Hive', 'monsterNest', 15, 7, 'poison'],
    ['Berkshire Den', 'monsterNest', 16, 7, ''],
    ['Cape Ann Roost', 'monsterNest', 14, 8, 'agility'],
    ['Casco Deep', 'monsterNest', 15, 8, 'snare'],
    ['Kancamagus Tribe', 'ghoulTribe', 15, 7, 'agility'],
    ['Saco Crypt', 'ghoulTribe', 16, 7, 'poison'],
    ['Androscoggin Host', 'ghoulTribe', 14, 8, ''],
    ['Winnipesaukee Clan', 'ghoulTribe', 15, 7, 'speed'],
    ['Katahdin Dead', 'ghoulTribe', 17, 7, 'armor'],
  ],
  3: [
    ['Citadel Albany', 'rogueOutpost', 26, 10, 'armor speed'],
    ['Iron Harbor', 'rogueOutpost', 25, 10, 'snare'],
    ['Skyline Fortress', 'rogueOutpost', 27, 9, 'armor'],
    ['Great Sprawl', 'mutantHorde', 26, 10, 'poison'],
    ['Blight Metro', 'mutantHorde', 24, 11, 'speed'],
    ['Crater Host', 'mutantHorde', 27, 9, 'agility'],
    ['Mother Nest', 'monsterNest', 25, 10, 'poison snare'],
    ['Caldera Hive', 'monsterNest', 26, 10, 'speed'],
    ['Deepwood Brood', 'monsterNest', 24, 10, 'armor'],
    ['Necropolis Mount', 'ghoulTribe', 27, 10, 'agility'],
    ['Ghoulking Court', 'ghoulTribe', 25, 11, 'poison'],
    ['Ashen Throne', 'ghoulTribe', 26, 10, 'snare speed'],
  ],
};

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function build(deck: 'creatures' | 'raids', rows: Record<Tier, readonly Row[]>): EnemyCard[] {
  const out: EnemyCard[] = [];
  for (const tier of [1, 2, 3] as const) {
    for (const [name, type, hp, ap, fx] of rows[tier]) {
      const card: EnemyCard = {
        id: `${deck === 'creatures' ? 'cr' : 'rd'}-${slug(name)}`, name, deck, tier, type, hp, ap,
        effects: fx ? (fx.split(' ') as EnemyEffect[]) : [],
      };
      if (name === 'Hanover Yard') card.printed = true;
      out.push(card);
    }
  }
  return out;
}

export const CREATURE_CARDS: readonly EnemyCard[] = build('creatures', CREATURES);
export const RAID_CARDS: readonly EnemyCard[] = build('raids', RAIDS);
