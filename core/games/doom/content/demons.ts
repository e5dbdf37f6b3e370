/**
 * Demon cards: one per demon type. The reference names the Possessed Soldier
 * and the three large figures (Mancubus, Baron of Hell, Cyberdemon); the other
 * types come from the DOOM bestiary so invasion cards can vary. All numbers
 * are ours, tuned against the dice in dice.ts and marine health 10
 * (ASSUMPTIONS.md "Demons").
 *
 * Rough ladder: fodder (health 2-3, staggered by 1-2) dies to one shot and
 * feeds Glory Kills; mid demons (health 6-8) take two attacks; the large
 * figures need a team.
 */
import { ability, attack, G, K, R, Y } from './build';
import type { DemonDef } from './types';

export const DEMONS: DemonDef[] = [
  {
    id: 'possessed', name: 'Possessed', plural: 'Possessed', size: 'small', flying: false, figures: 8,
    speed: 2, attack: attack(1, R, R), health: 2, toughness: false, stagger: 1, specialDefense: { kind: 'shields', amount: 1 },
    abilities: [ability({ id: 'possessed-lurch', name: 'Lurch', timing: 'activationStart', effect: 'gainMovement', params: { amount: 2 },
      argent: 1, target: 'self', text: 'Argent 1: this Possessed gains 2 movement points.' })],
    text: 'Slow, numerous bodies that crowd the marines.',
  },
  {
    id: 'imp', name: 'Imp', plural: 'Imps', size: 'small', flying: false, figures: 6,
    speed: 4, attack: attack(4, R, R), health: 3, toughness: false, stagger: 2, specialDefense: { kind: 'dodge' },
    abilities: [
      ability({ id: 'imp-fireball', name: 'Charged Fireball', timing: 'beforeRoll', effect: 'addDice', params: { die: R, count: 1 },
        argent: 1, text: 'Argent 1: add a red die to this attack.' }),
      ability({ id: 'imp-skulk', name: 'Skulk', timing: 'activationEnd', effect: 'blink', params: { range: 2 }, argent: 1,
        text: 'Argent 1: as its activation ends, place it in an empty space within 2 spaces.' }),
    ],
    text: 'Agile fireball throwers.',
  },
  {
    id: 'possessed-soldier', name: 'Possessed Soldier', plural: 'Possessed Soldiers', size: 'small', flying: false, figures: 6,
    speed: 3, attack: attack(5, Y, R), health: 3, toughness: false, stagger: 2, specialDefense: { kind: 'shields', amount: 1 },
    abilities: [ability({ id: 'soldier-shield', name: 'Energy Shield', timing: 'whileDefending', effect: 'addShields', params: { amount: 2 },
      argent: 1, text: 'Argent 1: while defending, add 2 shields.' })],
    text: 'Armed and shielded.',
  },
  {
    id: 'lost-soul', name: 'Lost Soul', plural: 'Lost Souls', size: 'small', flying: true, figures: 6,
    speed: 5, attack: attack(1, R, R), health: 2, toughness: false, stagger: 1, specialDefense: { kind: 'dodge' },
    abilities: [
      ability({ id: 'lost-soul-burn', name: 'Burning Dive', timing: 'whileAttacking', effect: 'addDamage', params: { amount: 1 },
        argent: 1, text: 'Argent 1: while attacking, add 1 damage.' }),
      ability({ id: 'lost-soul-burst', name: 'Death Burst', timing: 'onFragged', effect: 'damageAround',
        params: { amount: 1, radius: 1, center: 'self', enemiesOnly: true }, text: 'When it is fragged, each marine adjacent to it suffers 1 damage.' }),
    ],
    text: 'Flying skulls that dive at marines.',
  },
  {
    id: 'pinky', name: 'Pinky', plural: 'Pinkies', size: 'small', flying: false, figures: 4,
    speed: 5, attack: attack(1, K, R), health: 6, toughness: true, stagger: 4, specialDefense: { kind: 'shields', amount: 1 },
    abilities: [ability({ id: 'pinky-charge', name: 'Charge', timing: 'whileAttacking', effect: 'addDamage', params: { amount: 1 },
      when: { id: 'movedAtLeast', params: { spaces: 3 } }, text: 'If it moved 3 or more spaces this activation, add 1 damage.' })],
    text: 'Armoured chargers.',
  },
  {
    id: 'spectre', name: 'Spectre', plural: 'Spectres', size: 'small', flying: false, figures: 2,
    speed: 5, attack: attack(1, K, R), health: 6, toughness: false, stagger: 4, specialDefense: { kind: 'dodge' },
    abilities: [ability({ id: 'spectre-shimmer', name: 'Shimmer', timing: 'passive', effect: 'alwaysCover', params: { minRange: 3 },
      text: 'Against attacks from 3 or more spaces away it always has cover.' })],
    text: 'A half-seen charger.',
  },
  {
    id: 'cacodemon', name: 'Cacodemon', plural: 'Cacodemons', size: 'small', flying: true, figures: 3,
    speed: 3, attack: attack(3, G, R), health: 6, toughness: false, stagger: 4, specialDefense: { kind: 'shields', amount: 1 },
    abilities: [ability({ id: 'cacodemon-bite', name: 'Devour', timing: 'beforeRoll', effect: 'addDice', params: { die: K, count: 1 },
      argent: 1, when: { id: 'defenderWithin', params: { range: 1 } }, text: 'Argent 1: against an adjacent marine, add a black die.' })],
    text: 'A floating maw that spits plasma.',
  },
  {
    id: 'hell-knight', name: 'Hell Knight', plural: 'Hell Knights', size: 'small', flying: false, figures: 3,
    speed: 4, attack: attack(1, K, K), health: 8, toughness: true, stagger: 5, specialDefense: { kind: 'shields', amount: 1 },
    abilities: [
      ability({ id: 'hell-knight-slam', name: 'Ground Slam', timing: 'afterAttack', effect: 'damageAround',
        params: { amount: 1, radius: 1, center: 'self', enemiesOnly: true }, argent: 2,
        text: 'Argent 2: after attacking, each other marine adjacent to it (not the one it attacked) suffers 1 damage.' }),
      ability({ id: 'hell-knight-landing', name: 'Crashing Arrival', timing: 'onSummon', effect: 'stun', params: { range: 2 },
        text: 'When it is summoned, one marine within 2 spaces that it can see is stunned.' }),
    ],
    text: 'A brute that leaps into melee.',
  },
  {
    id: 'revenant', name: 'Revenant', plural: 'Revenants', size: 'small', flying: false, figures: 2,
    speed: 4, attack: attack(6, G, Y), health: 7, toughness: false, stagger: 4, specialDefense: { kind: 'dodge' },
    abilities: [ability({ id: 'revenant-rockets', name: 'Shoulder Rockets', timing: 'beforeRoll', effect: 'addDice', params: { die: G, count: 1 },
      argent: 1, text: 'Argent 1: add a green die to this attack.' })],
    text: 'A skeletal rocket platform.',
  },
  {
    id: 'summoner', name: 'Summoner', plural: 'Summoners', size: 'small', flying: false, figures: 1,
    speed: 3, attack: attack(4, G), health: 6, toughness: false, stagger: 4, specialDefense: { kind: 'dodge' },
    abilities: [
      ability({ id: 'summoner-call', name: 'Call the Horde', timing: 'activationStart', effect: 'summonDemon',
        params: { demon: 'imp', count: 1, range: 2 }, argent: 2,
        text: 'Argent 2: place an Imp from the supply within 2 spaces of it.' }),
      ability({ id: 'summoner-phase', name: 'Phase', timing: 'anyActivation', effect: 'blink', params: { range: 3 }, argent: 1,
        text: 'Argent 1: place it in an empty space within 3 spaces.' }),
    ],
    text: 'Brings more demons through.',
  },
  {
    id: 'mancubus', name: 'Mancubus', plural: 'Mancubi', size: 'large2', flying: false, figures: 1,
    speed: 2, attack: attack(5, G, G, R), health: 12, toughness: true, stagger: 8, specialDefense: { kind: 'shields', amount: 2 },
    abilities: [ability({ id: 'mancubus-flames', name: 'Flame Wash', timing: 'afterAttack', effect: 'damageAround',
      params: { amount: 2, radius: 1, center: 'defender', enemiesOnly: true }, argent: 2,
      text: 'Argent 2: after attacking, each other marine adjacent to the defender suffers 2 damage.' })],
    text: 'A slow, bloated flamethrower (two spaces).',
  },
  {
    id: 'baron-of-hell', name: 'Baron of Hell', plural: 'Barons of Hell', size: 'large2', flying: false, figures: 1,
    speed: 3, attack: attack(3, K, K, R), health: 14, toughness: true, stagger: 9, specialDefense: { kind: 'shields', amount: 1 },
    abilities: [ability({ id: 'baron-regenerate', name: 'Infernal Vigor', timing: 'activationStart', effect: 'recover', params: { amount: 3 },
      argent: 1, target: 'self', text: 'Argent 1: it recovers 3 damage.' })],
    text: 'A towering brawler (two spaces).',
  },
  {
    id: 'cyberdemon', name: 'Cyberdemon', plural: 'Cyberdemons', size: 'large6', flying: false, figures: 1,
    speed: 3, attack: attack(7, K, K, G, G), health: 24, toughness: true, stagger: 16, specialDefense: { kind: 'shields', amount: 2 },
    abilities: [
      ability({ id: 'cyberdemon-salvo', name: 'Rocket Salvo', timing: 'afterAttack', effect: 'damageAround',
        params: { amount: 2, radius: 1, center: 'defender', enemiesOnly: false }, argent: 2,
        text: 'Argent 2: after attacking, every other figure adjacent to the defender suffers 2 damage.' }),
      ability({ id: 'cyberdemon-stomp', name: 'Stomp', timing: 'activationStart', effect: 'gainMovement', params: { amount: 2 }, argent: 1,
        target: 'self', text: 'Argent 1: it gains 2 movement points.' }),
    ],
    text: 'The walking siege engine (six spaces).',
  },
];

export function demon(id: string): DemonDef {
  const d = DEMONS.find((x) => x.id === id);
  if (!d) throw new Error(`No DOOM demon "${id}".`);
  return d;
}
