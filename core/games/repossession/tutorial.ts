/**
 * A guided first game of Planet Repossession Force: the player is Gaia 1,
 * alone against an easy AI Xanadu, from a fixed seed, so every roll the
 * guide talks about is the roll the player sees. It walks through building
 * the character, the secret declaration, a Support check rolled die by die,
 * a reward, and a first fight (loadout, defence and attack combos, snake
 * eyes, a safety token kept and then spent on a reroll, the rewards),
 * pointing at each part of the screen. The player may answer
 * otherwise or leave the guide at any time. tests/tutorial.test.ts plays it
 * through with its suggestions.
 */
import type { Tutorial } from '../../engine/types';
import type { PRFOptions } from './state';

const OPTIONS: PRFOptions = { gaia: 1, xanadu: 1 };

export const TUTORIAL: Tutorial = {
  title: 'First landing: Gaia 1 against Xanadu',
  seed: 3,
  options: OPTIONS as never,
  seats: { g1: { type: 'human' }, x1: { type: 'ai', bot: 'easy' } },
  steps: [
    {
      point: 'menu',
      text: 'You play Gaia 1. The program plays the other faction, Xanadu. Both factions drop onto a 10 by 10 world and claim its tiles; the game ends when all four Tier 3 Raids in the middle are taken, and the faction with more tokens on the board wins.',
    },
    {
      prompt: 'build', point: 'prompt', suggest: 'build:1:1:1',
      text: 'First build your character: everyone starts at 10 HP, 0 AP and 0 IP and spends three points. HP is how much damage you take, AP adds to every attack, IP lets your cards use their special abilities. A balanced start is one point in each.',
    },
    {
      prompt: 'choosePad', point: { kind: 'space', id: 'gaia-1' }, suggest: 'gaia-1',
      text: 'Gaia lands on one of the four Start Zones along its edge of the board (the hexagons). Coming back to a Start Zone later heals you and lets you store cards. Take Drop Zone 1, next to tile B1.',
    },
    {
      point: 'sheet',
      text: 'Below the board each faction has its players: HP bar, AP, IP, lives (hearts), safety tokens and cards. You see your own cards by name; the other faction\'s only as a count.',
    },
    {
      prompt: 'declare', point: { kind: 'space', id: 'B1' }, suggest: 'move:B1',
      text: 'Your faction\'s turn starts with every Gaia player declaring a move at once, in secret. The colour of a tile says what waits there: green Supplies and blue Settlements are Support checks, yellow Creatures and red Raids are fights. Move to B1, a Tier 1 Supplies tile.',
    },
    {
      prompt: 'checkRoll', point: 'prompt', suggest: 'roll',
      text: 'A Support check: roll up to four dice, one at a time, and reach the total shown (15 on Tier 1). You may stop early, but two 1s among your dice fail the check at once. Roll the first die.',
    },
    {
      prompt: 'checkRoll', point: 'dice', suggest: 'roll',
      text: 'The dice land on the table beside the board. The running total is in the question. One die cannot reach 15, so roll again.',
    },
    {
      prompt: 'checkRoll', point: 'prompt', suggest: 'roll',
      text: 'Still short. Each die you add is a new chance, and the risk of a second 1 grows with it. Keep rolling.',
    },
    {
      prompt: 'checkRoll', point: 'prompt', suggest: 'roll',
      text: 'Three dice in and two points short: the last die needs a 2 or better. Roll it.',
    },
    {
      prompt: 'supportReward', point: 'prompt', suggest: 'card',
      text: 'Passed: the tile is yours and a Gaia token goes on it. Pick a reward: a card from the tile\'s pile, a stat point or a safety token (a safety token buys a reroll or heals 5 HP, but unspent ones cost points at the end). Take the card.',
    },
    {
      prompt: 'freeAction', point: 'sheet', suggest: 'done',
      text: 'The card joins your hand (hover it to read it). Before your turn ends you may sell a card for a stat point or a safety token; keep this one, a fight is coming. End your turn; then Xanadu declares and plays its turn.',
    },
    {
      point: 'log',
      text: 'The log tells what Xanadu did, newest line last: where it went, what it rolled and what it won. Its cards stay hidden from you, as yours do from it.',
    },
    {
      prompt: 'declare', point: { kind: 'space', id: 'A1' }, suggest: 'move:A1',
      text: 'Your second turn. A1 is a yellow Creature tile: a fight that pays a Supplies card and a stat point. Hover a tile to see what it is. Move to A1.',
    },
    {
      prompt: 'loadout', point: 'prompt', suggest: 'su-shock-baton',
      text: 'A Scav Runner. Before a fight you lock in your loadout: one card of each type from your hand. Bring the Shock Baton: it adds 1 to your attack.',
    },
    {
      prompt: 'defenseDice', point: 'prompt', suggest: 'dice:4',
      text: 'The Scav Runner has Speed, so it strikes first. Defend by rolling up to four dice: only the best combo counts (a pair, two pairs, a straight, three or four of a kind), and two 1s let the full blow land. More dice, more chances: roll all four.',
    },
    {
      prompt: 'attackDice', point: 'prompt', suggest: 'dice:4',
      text: 'Your strike: your AP, your cards and your dice combo add up to the damage. The fight panel under the board lists every blow with its dice and combo. Roll four.',
    },
    {
      prompt: 'defenseDice', point: 'dice', suggest: 'dice:4',
      text: 'Two 1s: snake eyes, a clean miss (your AP and cards count for nothing on it). The one comfort is a safety token, which cannot reroll the roll that earned it. The Scav Runner strikes again: roll four.',
    },
    {
      prompt: 'reroll', point: 'prompt', suggest: 'keep',
      text: 'Now the token can buy a reroll of any of these dice. A single 1 does no harm, and no die you could change blocks much: keep the roll and the token (it also heals 5 HP later).',
    },
    {
      prompt: 'attackDice', point: 'prompt', suggest: 'dice:4',
      text: 'Your attack again: the Scav Runner still has 4 HP. Roll four.',
    },
    {
      prompt: 'reroll', point: 'dice', suggest: 'd3',
      text: '3, 4, 4 and a 1 make only a pair. Here the token pays: reroll the 1 (die 4). A 2 or a 5 makes a straight, a 3 or a 4 three of a kind, either one enough to finish the Scav Runner.',
    },
    {
      prompt: 'statPoint', point: 'prompt', suggest: 'ap',
      text: 'The Scav Runner is beaten: the tile is Gaia\'s and a Creature pays a stat point. More AP hits harder in every fight to come.',
    },
    {
      prompt: 'keepCard', point: 'prompt', suggest: 'su-nail-driver',
      text: 'And a card: keep one of the three drawn. The Nail Driver gives 2 attack. Higher tiers pay more, cutting a region off claims it whole, and Xanadu\'s tiles can be besieged. The guide ends here: the world is yours to claim.',
    },
  ],
};
