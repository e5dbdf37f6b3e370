/**
 * The Supplies and Settlements decks: 54 cards each, 24 / 18 / 12 over
 * Tiers 1 to 3. The rulebook names three of them (Azkel, Kahl-Dwell,
 * Bloodlust Blade) and what they do; the rest are ours (ASSUMPTIONS.md
 * "Support cards"). Abilities are effect ids the rules interpret
 * (rules/effects.ts), written here as `effect[:amount][@scope][/ipN][&pairCardId]`,
 * several joined by `;`.
 * Row: name, slot, attack (AP), defence, HP, abilities, flags ("single" = single use).
 */
import type { Ability, Scope, SupplyType, SupportCard, Tier } from './types';

type Row = readonly [string, SupplyType | 'settlement', number, number, number, string, string?];

const SUPPLIES: Record<Tier, readonly Row[]> = {
  1: [
    ['Pipe Rifle', 'weapon', 1, 0, 1, 'attackBonus:1@humanoid/ip1'],
    ['Machete', 'weapon', 1, 0, 1, 'attackBonus:1@flora'],
    ['Compound Bow', 'weapon', 1, 0, 1, 'ignoreSpeed@beast/ip1'],
    ['Flare Pistol', 'weapon', 1, 0, 1, 'attackBonus:1@anthropoid/ip1'],
    ['Nail Driver', 'weapon', 2, 0, 1, ''],
    ['Shock Baton', 'weapon', 1, 0, 1, 'ignoreArmor@creature/ip2'],
    ['Reflex Chip', 'upgrade', 0, 1, 1, 'ignoreSpeed@creature/ip2'],
    ['Ocular Lens', 'upgrade', 1, 0, 1, 'ignoreAgility@creature/ip2'],
    ['Grip Servo', 'upgrade', 1, 0, 1, 'attackBonus:1@any/ip3'],
    ['Adrenal Pump', 'upgrade', 1, 1, 1, 'attackBonus:2@any', 'single'],
    ['Scope Mount', 'upgrade', 1, 0, 1, 'attackBonus:1@any&su-pipe-rifle'],
    ['Weighted Stock', 'upgrade', 0, 1, 1, 'ignoreSnare@creature/ip2'],
    ['Field Medkit', 'equipment', 0, 1, 3, ''],
    ['Grapple Line', 'equipment', 0, 1, 1, 'ignoreSnare@any/ip1'],
    ['Smoke Canister', 'equipment', 0, 1, 1, 'ignoreSpeed@any/ip2'],
    ['Motion Tracker', 'equipment', 1, 0, 1, 'ignoreAgility@beast/ip1'],
    ['Bear Trap', 'equipment', 1, 0, 1, 'attackBonus:2@beast', 'single'],
    ['Weed Killer', 'equipment', 1, 0, 1, 'attackBonus:2@flora/ip1'],
    ['Kevlar Vest', 'armor', 0, 1, 2, ''],
    ['Riot Shield', 'armor', 0, 2, 1, ''],
    ['Scrap Plating', 'armor', 0, 1, 2, 'defenseBonus:1@humanoid'],
    ['Hazmat Suit', 'armor', 0, 1, 2, 'ignorePoison@any/ip1'],
    ['Padded Jacket', 'armor', 0, 1, 2, 'defenseBonus:1@beast'],
    ['Combat Helmet', 'armor', 0, 1, 2, 'defenseBonus:1@raid/ip2'],
  ],
  2: [
    ['Bloodlust Blade', 'weapon', 2, 0, 0, 'lifeSteal:5'],
    ['Rail Carbine', 'weapon', 3, 0, 1, ''],
    ['Plasma Torch', 'weapon', 2, 0, 1, 'ignoreArmor@any/ip2'],
    ['Auto-Shotgun', 'weapon', 2, 0, 1, 'attackBonus:2@beast/ip2'],
    ['Thermite Lance', 'weapon', 2, 0, 1, 'attackBonus:2@raid/ip3'],
    ['Neural Link', 'upgrade', 1, 1, 1, 'attackBonus:1@any/ip4'],
    ['Overclock Core', 'upgrade', 2, 0, 1, 'attackBonus:2@any', 'single'],
    ['Target Painter', 'upgrade', 1, 0, 1, 'ignoreAgility@any/ip3'],
    ['Muscle Weave', 'upgrade', 2, 1, 1, ''],
    ['Flamethrower Pack', 'equipment', 2, 0, 1, 'attackBonus:2@flora'],
    ['Sonic Lure', 'equipment', 0, 2, 1, 'ignoreSpeed@any/ip3'],
    ['Stim Injector', 'equipment', 0, 1, 5, ''],
    ['Net Launcher', 'equipment', 1, 1, 1, 'ignoreAgility@beast/ip2;ignoreSpeed@beast/ip2'],
    ['Gas Mask', 'equipment', 0, 1, 2, 'ignorePoison@any'],
    ['Ceramic Plate', 'armor', 0, 3, 3, ''],
    ['Exo Frame', 'armor', 1, 2, 3, ''],
    ['Reactive Mesh', 'armor', 0, 2, 3, 'ignoreSnare@any/ip2'],
    ['Chitin Mail', 'armor', 0, 2, 3, 'defenseBonus:2@anthropoid'],
  ],
  3: [
    ['Ion Cannon', 'weapon', 4, 0, 1, 'ignoreArmor@any/ip3'],
    ['Monomolecular Saber', 'weapon', 4, 0, 2, ''],
    ['Singularity Rifle', 'weapon', 5, 0, 1, ''],
    ['Nanite Bloodstream', 'upgrade', 0, 2, 6, 'ignorePoison@any'],
    ['Phase Coil', 'upgrade', 2, 2, 2, 'ignoreSpeed@any/ip4'],
    ['Combat AI', 'upgrade', 2, 1, 1, 'attackBonus:2@any/ip5'],
    ['Orbital Beacon', 'equipment', 3, 0, 1, 'attackBonus:3@raid/ip4', 'single'],
    ['Drone Swarm', 'equipment', 3, 1, 1, ''],
    ['Stasis Field', 'equipment', 0, 3, 2, 'ignoreAgility@any/ip4;ignoreSnare@any/ip4'],
    ['Aegis Shell', 'armor', 0, 4, 5, ''],
    ['Titan Exosuit', 'armor', 1, 3, 5, ''],
    ['Bastion Plate', 'armor', 0, 3, 4, 'defenseBonus:2@raid'],
  ],
};

const SETTLEMENTS: Record<Tier, readonly Row[]> = {
  1: [
    ['Azkel', 'settlement', 2, 0, 3, 'attackBonus:1@ghoulTribe/ip2'],
    ['Kahl-Dwell', 'settlement', 2, 0, 3, 'ignoreAgility@any/ip2'],
    ['Brannock', 'settlement', 2, 0, 4, ''],
    ['Tessary', 'settlement', 1, 0, 5, ''],
    ['Oldwick', 'settlement', 2, 0, 3, 'attackBonus:1@mutantHorde/ip2'],
    ['Marrow Ford', 'settlement', 1, 0, 4, 'ignoreSpeed@raid/ip2'],
    ['Cobble Hill', 'settlement', 3, 0, 2, ''],
    ['Venn', 'settlement', 2, 0, 3, 'attackBonus:1@monsterNest/ip1'],
    ['Hatterby', 'settlement', 1, 0, 4, 'ignoreSnare@raid/ip2'],
    ['Sallow Creek', 'settlement', 2, 0, 4, ''],
    ['Mirren', 'settlement', 2, 0, 3, 'attackBonus:1@rogueOutpost/ip2'],
    ['Durnhold', 'settlement', 1, 0, 5, 'defenseBonus:1@raid/ip1'],
    ['Quell', 'settlement', 2, 0, 3, 'ignorePoison@raid/ip1'],
    ['Ashby Rise', 'settlement', 2, 0, 3, 'attackBonus:2@any&st-fenwick'],
    ['Fenwick', 'settlement', 1, 0, 4, 'attackBonus:1@any&st-ashby-rise'],
    ['Gallows End', 'settlement', 3, 0, 3, ''],
    ['Orrin', 'settlement', 1, 0, 4, 'ignoreArmor@raid/ip3'],
    ['Pell', 'settlement', 2, 0, 3, ''],
    ['Rook Hollow', 'settlement', 2, 0, 2, 'attackBonus:1@raid/ip3'],
    ['Stillwater', 'settlement', 1, 0, 5, ''],
    ['Tamsin', 'settlement', 2, 0, 3, 'defenseBonus:1@ghoulTribe'],
    ['Ulver', 'settlement', 2, 0, 4, 'ignoreSpeed@rogueOutpost/ip1'],
    ['Wexley', 'settlement', 1, 0, 4, 'defenseBonus:1@raid&su-kevlar-vest'],
    ['Yarrow', 'settlement', 2, 0, 3, ''],
  ],
  2: [
    ['Ironvale', 'settlement', 3, 0, 6, ''],
    ['Kestrel Deep', 'settlement', 3, 0, 5, 'attackBonus:1@mutantHorde/ip3'],
    ['Larkspur', 'settlement', 2, 0, 7, ''],
    ['Morrowgate', 'settlement', 3, 0, 5, 'ignoreArmor@raid/ip3'],
    ['Norhaven', 'settlement', 2, 0, 6, 'ignoreSpeed@raid/ip2'],
    ['Ostery', 'settlement', 3, 0, 5, 'attackBonus:2@ghoulTribe/ip3'],
    ['Pinecrest', 'settlement', 4, 0, 4, ''],
    ['Redmarch', 'settlement', 3, 0, 5, 'attackBonus:1@rogueOutpost/ip2'],
    ['Silverbrook', 'settlement', 2, 0, 6, 'ignorePoison@raid/ip2'],
    ['Thistledown', 'settlement', 3, 0, 5, 'ignoreSnare@raid/ip3'],
    ['Umber Falls', 'settlement', 3, 0, 6, ''],
    ['Valewind', 'settlement', 2, 0, 6, 'ignoreAgility@raid/ip3'],
    ['Westerly', 'settlement', 3, 0, 5, 'attackBonus:2@monsterNest/ip3'],
    ['Amberholt', 'settlement', 3, 0, 5, 'attackBonus:2@any&st-blackthorn'],
    ['Blackthorn', 'settlement', 3, 0, 5, 'defenseBonus:2@raid&st-amberholt'],
    ['Coldharbor', 'settlement', 2, 0, 7, 'defenseBonus:1@raid/ip2'],
    ['Dunmere', 'settlement', 4, 0, 4, ''],
    ['Elmstead', 'settlement', 3, 0, 5, ''],
  ],
  3: [
    ['Aurora Keep', 'settlement', 5, 0, 8, ''],
    ['Bastion of Kahl', 'settlement', 4, 0, 10, 'defenseBonus:2@raid/ip4'],
    ['Crown Hollow', 'settlement', 5, 0, 8, 'ignoreArmor@raid/ip4'],
    ['Dawnspire', 'settlement', 5, 0, 9, ''],
    ['Everhaven', 'settlement', 4, 0, 10, 'ignorePoison@raid/ip3'],
    ['High Azkel', 'settlement', 5, 0, 8, 'attackBonus:2@ghoulTribe/ip4'],
    ['Lantern City', 'settlement', 6, 0, 7, ''],
    ['Starfall', 'settlement', 5, 0, 8, 'ignoreSpeed@raid/ip4'],
    ['Summit Hold', 'settlement', 4, 0, 10, 'ignoreSnare@raid/ip4'],
    ['Thunderhold', 'settlement', 6, 0, 8, 'attackBonus:1@raid/ip5'],
    ['Zenith Ward', 'settlement', 5, 0, 9, 'ignoreAgility@raid/ip4'],
    ['Ember Reach', 'settlement', 5, 0, 9, 'attackBonus:2@mutantHorde/ip4'],
  ],
};

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Parses one ability written as `effect[:amount][@scope][/ipN][&pairCardId]`. */
export function parseAbility(text: string): Ability {
  const m = /^([a-zA-Z]+)(?::(\d+))?(?:@([a-zA-Z]+))?(?:\/ip(\d+))?(?:&([a-z0-9-]+))?$/.exec(text.trim());
  if (!m) throw new Error(`Cannot read the ability "${text}".`);
  const a: Ability = { effect: m[1]! };
  if (m[2] !== undefined) a.amount = Number(m[2]);
  if (m[3] !== undefined) a.vs = m[3] as Scope;
  if (m[4] !== undefined) a.minIP = Number(m[4]);
  if (m[5] !== undefined) a.pairsWith = m[5];
  return a;
}

const PRINTED = new Set(['Azkel', 'Kahl-Dwell', 'Bloodlust Blade']);

function build(deck: 'supplies' | 'settlements', rows: Record<Tier, readonly Row[]>): SupportCard[] {
  const out: SupportCard[] = [];
  for (const tier of [1, 2, 3] as const) {
    for (const [name, slot, attack, defense, hp, abilities, flags] of rows[tier]) {
      const card: SupportCard = {
        id: `${deck === 'supplies' ? 'su' : 'st'}-${slug(name)}`, name, deck, tier, slot, attack, defense, hp,
        abilities: abilities ? abilities.split(';').map(parseAbility) : [],
      };
      if (flags === 'single') card.singleUse = true;
      if (PRINTED.has(name)) card.printed = true;
      out.push(card);
    }
  }
  return out;
}

export const SUPPLY_CARDS: readonly SupportCard[] = build('supplies', SUPPLIES);
export const SETTLEMENT_CARDS: readonly SupportCard[] = build('settlements', SETTLEMENTS);
