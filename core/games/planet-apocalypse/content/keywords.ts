/**
 * The words, tokens, markers and tracks of Planet Apocalypse a player meets
 * at the table, each explained once, in our own words. The glossary, the
 * inspect panel and the legend read these; `rule` names the rules entry
 * (rulesText.ts) that tells the whole rule.
 */
export interface KeywordDef {
  /** Glossary id: "keyword:fire", "token:invasion", "track:doom" ... */
  id: string;
  kind: 'Keyword' | 'Token' | 'Track';
  name: string;
  text: string;
  rule: string;
  aliases?: string[];
}

export const KEYWORDS: KeywordDef[] = [
  // Tokens and markers on the map and the control panel.
  { id: 'token:invasion', kind: 'Token', name: 'Invasion token', rule: 'invasion-tokens', aliases: ['token'],
    text: 'A threat still face down. It walks one area toward the start each enemy phase and is revealed when it shares an area with a hero or an ambush: every despair die is rolled and each pair brings demons. One that slips out of a start scores as much doom as there are despair dice.' },
  { id: 'token:shadow', kind: 'Token', name: 'The Lord\'s Shadow', rule: 'lord-cycle', aliases: ['Shadow'],
    text: 'Covers the Lord\'s area and every area he has walked through. A hero who steps into it starts Hell Time and ends his turn; ambushes under it die when it spreads; if it reaches a start, Hell wins.' },
  { id: 'token:gate', kind: 'Token', name: 'Gate', rule: 'hell-time',
    text: 'Placed when Hell Time begins: the Lord and his minions come back to this area when the battle ends.' },
  { id: 'token:ambush', kind: 'Token', name: 'Ambush', rule: 'set-ambush',
    text: 'Troopers a hero left in an area, up to 4 of one type. They reveal invasion tokens there, may fire in the ambush segment (the captain spends their dice) and can absorb hits for any hero in their area.' },
  { id: 'token:divine', kind: 'Token', name: 'Divine Intervention', rule: 'divine-intervention',
    text: 'A single miracle for the whole game, held by the first captain\'s player: set the despair dice of a newly revealed token, swap the legion, or send back a Fourth Circle demon as it appears.' },
  { id: 'token:captain', kind: 'Token', name: 'Captain', rule: 'captain',
    text: 'Passes to the next player each round. The captain acts first, picks whom each demon group attacks, spends ambush dice and approves spending from the courage pool.' },
  // The control panel's tracks.
  { id: 'track:doom', kind: 'Track', name: 'Doom track', rule: 'losing',
    text: 'Doom rises when demons and tokens leave the world and when heroes die. At 13 Hell wins; reaching 3 and 7 brings a new legion.' },
  { id: 'track:despair', kind: 'Track', name: 'Despair track', rule: 'despair-cycle',
    text: 'Moves one step per hero in every enemy phase around six steps. Each time it reaches or passes 1 the despair cycle turns: pestilence hurts, a despair die joins the pool, 4 courage go to the pool and the Lord track moves.' },
  { id: 'track:lord', kind: 'Track', name: 'Lord track', rule: 'lord-cycle',
    text: 'Moves one step each despair cycle. When it comes back to 1 the Lord cycle follows: new gifts, the Lord advances with his Shadow and a Fourth Circle demon rises.' },
  { id: 'track:despairDice', kind: 'Track', name: 'Despair dice', rule: 'invasion-tokens', aliases: ['despair die'],
    text: 'How many despair dice reveal a token. One more joins at every despair cycle, up to 12: the longer the game, the bigger the hordes.' },
  { id: 'track:pool', kind: 'Track', name: 'Courage pool', rule: 'captain', aliases: ['pool'],
    text: 'Courage the whole team may spend. It fills by 4 at every despair cycle and with some gifts; a hero dipping into it needs the captain\'s approval.' },
  // Words on sheets, cards and prompts.
  { id: 'keyword:toughness', kind: 'Keyword', name: 'Toughness', rule: 'attack',
    text: 'A die hits a figure only when it rolls higher than the figure\'s toughness. Heroes have toughness too: each enemy die above it is a hit.' },
  { id: 'keyword:double-toughness', kind: 'Keyword', name: 'Double toughness', rule: 'double-toughness',
    text: 'Two numbers, such as the cacodemon\'s 4+4: it takes two separate dice, each beating its number, to make one hit.' },
  { id: 'keyword:hit', kind: 'Keyword', name: 'Hit', rule: 'attack',
    text: 'A die (or a pair, for double toughness) that beats a figure\'s toughness. A hit kills a minion, wounds a Fourth Circle demon or a Lord, or costs a hero 1 health unless a trooper absorbs it. The odds shown before an attack count hits as the dice could best be spent.' },
  { id: 'keyword:health', kind: 'Keyword', name: 'Health', rule: 'hero-death',
    text: 'A hero at 0 health falls: 2 doom, and his player brings a new hero next round. Fourth Circle demons and Lords have health as well; each hit on them is a wound.' },
  { id: 'keyword:courage', kind: 'Keyword', name: 'Courage', rule: 'earn-gift',
    text: 'Earned for kills (4 for a Fourth Circle demon) and spent on gifts, recruits, first aid, help and renew. A hero\'s own courage goes first, then the pool.' },
  { id: 'keyword:luck', kind: 'Keyword', name: 'Luck', rule: 'team-phase',
    text: 'Paid by gifts that use luck. A hero may trade 1 luck for 1 courage at any time, never the other way.' },
  { id: 'keyword:fire', kind: 'Keyword', name: 'Fire', rule: 'fire', aliases: ['burning'],
    text: 'A burning hero takes 1 damage as each of his turns starts. Any hero in his area may give up his attack to put it out.' },
  { id: 'keyword:stun', kind: 'Keyword', name: 'Stun', rule: 'stun', aliases: ['stunned'],
    text: 'A stunned hero gives up his attack or his move to stand up, then acts normally.' },
  { id: 'keyword:pestilence', kind: 'Keyword', name: 'Pestilence', rule: 'pestilence',
    text: 'Markers that pile up; at each despair cycle the hero takes 1 damage per marker. First aid can remove one instead of healing.' },
  { id: 'keyword:patrol', kind: 'Keyword', name: 'Patrol', rule: 'recruit',
    text: 'The troopers walking with a hero: one type, at most 4. They absorb hits for him and can be left behind as an ambush.' },
  { id: 'keyword:absorb', kind: 'Keyword', name: 'Absorb', rule: 'absorb',
    text: 'A trooper sent into the way of hits takes up to his absorb rating and is lost, however little he took. Hits fully absorbed bring no fire or pestilence.' },
  { id: 'keyword:step', kind: 'Keyword', name: 'A step larger', rule: 'help', aliases: ['step', 'raise a die'],
    text: 'Attack dice go d4, d6, d8, d10, d12: a step larger is the next one. No hero die ever goes past d12.' },
  { id: 'keyword:help', kind: 'Keyword', name: 'Help', rule: 'help',
    text: 'Before rolling, a hero may ask heroes in his area for help: each who pays 1 courage raises one of his dice a step.' },
  { id: 'keyword:hell-time', kind: 'Keyword', name: 'Hell Time', rule: 'hell-time', aliases: ['Lord Battle'],
    text: 'The battle on the Lord\'s sheet. Heroes take turns to attack or retreat, then the Lord and his minions strike back, until no hero is left or the Lord is banished.' },
  { id: 'keyword:menace', kind: 'Keyword', name: 'Menace', rule: 'lords',
    text: 'What a Lord does at the start of every battle against him, before any hero acts.' },
  { id: 'keyword:circle', kind: 'Keyword', name: 'Circle', rule: 'invasion-tokens',
    text: 'How deep in Hell a demon comes from: larvae are of no circle, grylluses the First, fiends the Second, cacodemons the Third; Fourth Circle demons are spawned by the Lord. Each circle rolls as many dice as its number.' },
  { id: 'keyword:start', kind: 'Keyword', name: 'Start area', rule: 'minions-move', aliases: ['start'],
    text: 'Where heroes enter and recruit, and where minions leave the world, each one scoring doom.' },
  { id: 'keyword:legion', kind: 'Keyword', name: 'Legion', rule: 'legions',
    text: 'The legion card in force boosts every demon of the First to Fourth Circle (larvae only if it says so, never the Lord or tokens).' },
  { id: 'keyword:gift-slot', kind: 'Keyword', name: 'Gift slot', rule: 'earn-gift', aliases: ['slot'],
    text: 'A place on a hero\'s sheet for a gift. The start slot is always open; an arrow from a filled slot opens the next. Filling a slot gives its printed bonus at once.' },
  { id: 'keyword:uses-luck', kind: 'Keyword', name: 'Uses luck', rule: 'earn-gift',
    text: 'A gift that costs luck each time it is used. Heart of Platinum pays luck whenever a hero earns one.' },
  { id: 'keyword:round', kind: 'Keyword', name: 'Round', rule: 'overview', aliases: ['team phase', 'hero phase', 'enemy phase'],
    text: 'A round is the team phase (new captain, team actions), the hero phase (each hero\'s turn, captain first) and the enemy phase (despair, minions attack, minions move, a token spawns, ambushes fire).' },
];

export const KEYWORD_BY_ID: Record<string, KeywordDef> = Object.fromEntries(KEYWORDS.map((k) => [k.id, k]));
