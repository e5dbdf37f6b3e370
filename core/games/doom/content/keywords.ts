/**
 * Words the cards and the screen use, explained in our own words, and the
 * player's words for each ability timing. The glossary turns them into
 * entries the rules search finds and the inspect panel links to.
 */
import type { Timing } from './types';

export interface KeywordDef {
  id: string;
  name: string;
  text: string;
  /** Rules reference entry (rulesText.ts). */
  rule: string;
  aliases?: string[];
}

export const KEYWORDS: KeywordDef[] = [
  { id: 'shields', name: 'Shields', rule: 'attack', text: 'Each shield cancels one damage of an attack. Shields come from the revealed defence card, toughness and some abilities.', aliases: ['shield'] },
  { id: 'dodge', name: 'Dodge', rule: 'attack', text: 'A dodge cancels all the damage of an attack, however much was rolled. Some marine cards show a dodge as their defence; demons whose special defence is a dodge get it from a special defence icon.' },
  { id: 'special-defence', name: 'Special defence', rule: 'attack', text: 'An event card revealed to defend a demon may show the special defence icon: the demon then gets the special defence printed on its own card (extra shields, or a dodge).' },
  { id: 'toughness', name: 'Toughness', rule: 'attack', text: 'A tough demon adds one shield to every defence, whatever card is revealed.' },
  { id: 'pierce', name: 'Ignore shields', rule: 'attack-whileAttacking', text: 'Some attacks ignore shields: each such effect cancels one shield of the defence before damage is counted.', aliases: ['pierce'] },
  { id: 'cover', name: 'Cover', rule: 'cover', text: 'A defender whose line of sight from the attacker crosses a wall, blocking or difficult terrain or another figure has cover: it may throw back its first defence card and reveal a second, which it must keep. Large and stunned figures never have cover.' },
  { id: 'range', name: 'Range', rule: 'attack', text: 'How far an attack reaches: the fewest spaces from the attacker to the defender, counted around walls. The attacker also needs line of sight.' },
  { id: 'line-of-sight', name: 'Line of sight', rule: 'cover', text: 'An attacker sees a defender if a straight line from a corner of its space reaches a corner of the defender\'s without crossing a wall, a closed door or blocking terrain.', aliases: ['sight'] },
  { id: 'movement-points', name: 'Movement points', rule: 'movement', text: 'Cards and abilities give movement points; a marine spends them any time in his activation outside an attack. A step costs 1, entering difficult terrain or an enemy\'s space 1 more; opening a door costs 1.', aliases: ['speed', 'movement'] },
  { id: 'main-action', name: 'Main action', rule: 'marine-activation', text: 'A marine plays one main action in his activation: a main action card (it gives movement points and an attack), Sprint, or a main action ability.' },
  { id: 'bonus-action', name: 'Bonus action', rule: 'marine-activation', text: 'A marine may play any number of bonus actions in his activation, before or after his main action.' },
  { id: 'reaction', name: 'Reaction', rule: 'attack-whileDefending', text: 'A reaction card is played outside the marine\'s own turn, when its text says: most while he is defending against an attack.' },
  { id: 'exhaust', name: 'Exhaust', rule: 'class-cards', text: 'An ability that exhausts its card can be used once; the card readies again when the marine\'s next activation starts (demon cards ready in the Status Phase).', aliases: ['ready', 'readied'] },
  { id: 'keep-in-play', name: 'Keep in play', rule: 'marine-activation', text: 'A card that stays faceup after the activation ends instead of being discarded, so its effect lasts.' },
  { id: 'argent-ability', name: 'Argent ability', rule: 'argent-power', text: 'An ability marked "Argent N" costs the invader N Argent Power tokens from that demon\'s card each time it is used.' },
  { id: 'staggered', name: 'Stagger value', rule: 'glory-kill', text: 'The damage at which a demon is staggered (printed on its card; some cards lower it for a while). A staggered demon can be Glory Killed.', aliases: ['stagger'] },
  { id: 'glory-kill', name: 'Glory Kill', rule: 'glory-kill', text: 'Moving into a staggered demon\'s space (or teleporting onto it) frags it at once. The marine draws a Glory Kill card, recovers 2 damage and keeps the card facedown to use later.', aliases: ['glory kill card'] },
  { id: 'frag', name: 'Fragged', rule: 'fragged', text: 'A figure whose damage reaches its health is fragged and leaves the map. A fragged marine gives the invader a frag token and respawns at a teleporter when he next activates.', aliases: ['frag', 'killed'] },
  { id: 'telefrag', name: 'Telefrag', rule: 'respawn', text: 'A marine who arrives on a demon\'s space by teleporting or respawning destroys it, even a large one.' },
  { id: 'flying', name: 'Flying', rule: 'movement', text: 'A flying demon ignores difficult terrain and may cross and stop on blocking and impassable terrain; walls and closed doors still stop it.' },
  { id: 'large', name: 'Large figure', rule: 'large-figures', text: 'A demon on a base of two or six spaces. It moves straight, may turn its base for a point, ignores terrain, pushes small figures aside where it stops, never has cover, and is summoned without pushing anyone.', aliases: ['large'] },
  { id: 'initiative', name: 'Initiative', rule: 'round', text: 'Each round a deck holds one card per marine (two for a lone marine) and one invader card per demon type on the map; the cards are shuffled and turned one at a time to say who acts next.' },
  { id: 'invasion-group', name: 'Invasion group', rule: 'summoning', text: 'The demons one portal brings at a time. The invader\'s hidden invasion card lists two groups for each portal colour; he picks one when he summons.' },
  { id: 'respawn', name: 'Respawn', rule: 'respawn', text: 'A fragged marine returns at the start of his next activation on an active teleporter of his choice, with no damage and a fresh hand.' },
];

/** The player's words for when an ability is used. */
export const TIMING_WORDS: Record<Timing, string> = {
  passive: 'Always on',
  main: 'Main action',
  bonus: 'Bonus action',
  reaction: 'Reaction, when its text says',
  whileAttacking: 'While attacking',
  whileDefending: 'While defending',
  afterAttack: 'After the attack',
  beforeRoll: 'Before the attack roll',
  activationStart: 'When its activation starts',
  activationEnd: 'When its activation ends',
  anyActivation: 'Any time in its activation',
  statusPhase: 'In the Status Phase',
  onFragged: 'When fragged',
  onSummon: 'When summoned',
  instant: 'When the invader plays it',
};
