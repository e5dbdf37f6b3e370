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
import type { Prompt, Tutorial } from '../../engine/types';
import { COLOUR_OF, enemyCard, FINAL_RAIDS, START_PADS, supportCard, TILE_BY_ID, TILES } from './content';
import type { PRFOptions } from './state';
import type { PlayerView, PRFView } from './view';

const OPTIONS: PRFOptions = { gaia: 1, xanadu: 1 };

// What each step's words claim, checked against the table it is shown over (engine/tutorialRun.ts): from the view
// and the question alone, never the rules code (the renderer loads this file).
type Check = (g: PRFView, p: Prompt | null) => string[];

/** A step's check, typed for this game's view (the engine's step type takes any game's). */
const claims = (f: Check) => f as (game: never, prompt: Prompt | null) => string[];

/** The claims that do not hold, each in words. */
function untrue(...claims: [boolean, string][]): string[] {
  return claims.filter(([ok]) => !ok).map(([, what]) => what);
}

const you = (g: PRFView): PlayerView => g.players.find((p) => p.seat === 'g1')!;
const rival = (g: PRFView): PlayerView => g.players.find((p) => p.seat === 'x1')!;
const option = (p: Prompt | null, id: string) => p?.options.find((o) => o.id === id);
const labelled = (p: Prompt | null, id: string, label: string): [boolean, string] => [option(p, id)?.label === label, `the option ${id} reads "${label}"`];
const tileOf = (g: PRFView, id: string) => g.tiles.find((t) => t.id === id)!;
const dice = (g: PRFView) => g.check?.dice ?? g.combat?.roll?.dice ?? [];
const sum = (ds: readonly number[]) => ds.reduce((a, b) => a + b, 0);
const foe = (g: PRFView) => (g.combat?.enemy ? enemyCard(g.combat.enemy.card) : null);
const BATON = 'su-shock-baton';
const NAILS = 'su-nail-driver';

export const TUTORIAL: Tutorial = {
  title: 'First landing: Gaia 1 against Xanadu',
  seed: 3,
  options: OPTIONS as never,
  seats: { g1: { type: 'human' }, x1: { type: 'ai', bot: 'easy' } },
  steps: [
    {
      point: 'menu',
      text: 'You play Gaia 1. The program plays the other faction, Xanadu. Both factions drop onto a 10 by 10 world and claim its tiles; the game ends when all four Tier 3 Raids in the middle are taken, and the faction with more tokens on the board, less its unspent safety tokens, wins.',
      check: claims((g) => untrue([you(g).name === 'Gaia 1' && you(g).faction === 'gaia', 'you play Gaia 1'], [rival(g).faction === 'xanadu', 'the other faction is Xanadu'], [g.tiles.length === 100, 'the board is 10 by 10'], [FINAL_RAIDS.length === 4 && FINAL_RAIDS.every((i) => TILES[i]!.tier === 3 && TILES[i]!.deck === 'raids'), 'four Tier 3 Raids'], [g.score.gaia === g.tiles.reduce((n, t) => n + (t.owner === 'gaia' ? t.tokens : 0), 0) - you(g).tokens, 'the score is tokens on the board less unspent safety tokens'])),
    },
    {
      prompt: 'build', point: 'prompt', suggest: 'build:1:1:1',
      text: 'First build your character: everyone starts at 10 HP, 0 AP and 0 IP and spends three points. HP is how much damage you take, AP adds to every attack, IP lets your cards use their special abilities. A balanced start is one point in each.',
      check: claims((g, p) => untrue([you(g).stats.hp === 10 && you(g).stats.ap === 0 && you(g).stats.ip === 0, 'you start at 10 HP, 0 AP, 0 IP'], [p!.options.every((o) => { const [, a, b, c] = o.id.split(':').map(Number); return a! + b! + c! === 3; }), 'every build spends three points'], labelled(p, 'build:1:1:1', '11 HP, 1 AP, 1 IP'))),
    },
    {
      prompt: 'choosePad', point: { kind: 'space', id: 'gaia-1' }, suggest: 'gaia-1',
      text: 'Gaia lands on one of the four Start Zones along its edge of the board (the hexagons). Coming back to a Start Zone later heals you and lets you store cards. Take Drop Zone 1, next to tile B1.',
      check: claims((g, p) => untrue([START_PADS.filter((d) => d.faction === 'gaia').length === 4 && p!.options.length === 4, 'Gaia has four Start Zones'], labelled(p, 'gaia-1', 'Gaia Drop Zone 1 (next to B1)'))),
    },
    {
      point: 'sheet',
      text: 'Below the board each faction has its players: HP bar, AP, IP, lives (hearts), safety tokens and cards. You see your own cards by name; the other faction\'s only as a count.',
      check: claims((g) => untrue([you(g).hand !== null, 'you see your own cards'], [rival(g).hand === null, 'the other faction\'s cards are only a count'])),
    },
    {
      prompt: 'declare', point: { kind: 'space', id: 'B1' }, suggest: 'move:B1',
      text: 'Your faction\'s turn starts with every Gaia player declaring a move at once, in secret. The colour of a tile says what waits there: green Supplies and blue Settlements are Support checks, yellow Creatures and red Raids are fights. Move to B1, a Tier 1 Supplies tile.',
      check: claims((g, p) => untrue([COLOUR_OF.supplies === 'green' && COLOUR_OF.settlements === 'blue' && COLOUR_OF.creatures === 'yellow' && COLOUR_OF.raids === 'red', 'the tile colours'], labelled(p, 'move:B1', 'Move to B1 (Tier 1 Supplies)'))),
    },
    {
      prompt: 'checkRoll', point: 'prompt', suggest: 'roll',
      text: 'A Support check: roll up to four dice, one at a time, and reach the total shown (15 on Tier 1). You may stop early, but two 1s among your dice fail the check at once. Roll the first die.',
      check: claims((g, p) => untrue([g.check !== null && TILES[g.check.tile]!.tier === 1, 'a Tier 1 check'], [/\b15\b/.test(p!.text), 'the total shown is 15'], [dice(g).length === 0, 'no die rolled yet'], labelled(p, 'roll', 'Roll die 1'))),
    },
    {
      prompt: 'checkRoll', point: 'dice', suggest: 'roll',
      text: 'The dice land on the table beside the board. The running total is in the question. One die cannot reach 15, so roll again.',
      check: claims((g, p) => untrue([dice(g).length === 1 && sum(dice(g)) < 15, 'one die, short of 15'], [p!.text.includes(`(${sum(dice(g))})`), 'the running total is in the question'], [!!option(p, 'roll'), 'you may roll again'])),
    },
    {
      prompt: 'checkRoll', point: 'prompt', suggest: 'roll',
      text: 'Still short. Each die you add is a new chance, and the risk of a second 1 grows with it. Keep rolling.',
      check: claims((g, p) => untrue([dice(g).length === 2 && sum(dice(g)) < 15, 'two dice, still short'], [!!option(p, 'roll'), 'you may keep rolling'])),
    },
    {
      prompt: 'checkRoll', point: 'prompt', suggest: 'roll',
      text: 'Three dice in and two points short: the last die needs a 2 or better. Roll it.',
      check: claims((g, p) => untrue([dice(g).length === 3, 'three dice in'], [15 - sum(dice(g)) === 2, 'two points short: a 2 or better passes'], labelled(p, 'roll', 'Roll die 4'))),
    },
    {
      prompt: 'supportReward', point: 'prompt', suggest: 'card',
      text: 'Passed: the tile is yours and a Gaia token goes on it. Pick a reward: a card from the tile\'s pile, a stat point or a safety token (a safety token buys a reroll or heals 5 HP, but unspent ones cost points at the end). Take the card.',
      check: claims((g, p) => untrue([tileOf(g, 'B1').owner === 'gaia' && tileOf(g, 'B1').tokens === 1, 'B1 is Gaia\'s with one token'], labelled(p, 'card', 'A Tier 1 Supplies card'), labelled(p, 'stats', '1 stat point'), labelled(p, 'tokens', '1 safety token'))),
    },
    {
      prompt: 'freeAction', point: 'sheet', suggest: 'done',
      text: 'The card joins your hand (hover it to read it). Any time on your turn you may sell a card for a stat point or a safety token (on the other questions of your turn behind "Free actions…"; here, at its end, they are listed). Keep this one, a fight is coming. End your turn; then Xanadu declares and plays its turn.',
      check: claims((g, p) => untrue([you(g).handCount === 1, 'the card is in your hand'], [p!.options.some((o) => o.id.startsWith('sell:')), 'you may sell it'], labelled(p, 'done', 'End my turn'))),
    },
    {
      point: 'log',
      text: 'The log tells what Xanadu did, newest line last: where it went, what it rolled and what it won. Its cards stay hidden from you, as yours do from it.',
      check: claims((g) => untrue([rival(g).hand === null, 'Xanadu\'s cards are hidden from you'])),
    },
    {
      prompt: 'declare', point: { kind: 'space', id: 'A1' }, suggest: 'move:A1',
      text: 'Your second turn. A1 is a yellow Creature tile: a fight that pays a Supplies card and a stat point. Hover a tile to see what it is. Move to A1.',
      check: claims((g, p) => untrue([g.round === 2, 'the second turn'], [COLOUR_OF[TILE_BY_ID.A1!.deck] === 'yellow', 'A1 is yellow'], labelled(p, 'move:A1', 'Move to A1 (Tier 1 Creature)'))),
    },
    {
      prompt: 'loadout', point: 'prompt', suggest: 'su-shock-baton',
      text: 'A Scav Runner. Before a fight you lock in your loadout: one card of each type from your hand. Bring the Shock Baton: it adds 1 to your attack.',
      check: claims((g, p) => untrue([foe(g)?.name === 'Scav Runner', 'the enemy is a Scav Runner'], [supportCard(BATON).name === 'Shock Baton' && supportCard(BATON).attack === 1 && supportCard(BATON).slot === 'weapon', 'the Shock Baton adds 1 to attack'], [option(p, BATON)?.label.startsWith('Shock Baton (+1 attack') ?? false, 'the Shock Baton is offered'])),
    },
    {
      prompt: 'defenseDice', point: 'prompt', suggest: 'dice:4',
      text: 'The Scav Runner has Speed, so it strikes first. Defend by rolling up to four dice: only the best combo counts. On defence a pair blocks nothing; two pairs, straights and three of a kind block a little, four of a kind makes the blow miss, and two 1s let the full blow land. More dice, more chances: roll all four.',
      check: claims((g, p) => untrue([foe(g)?.effects.includes('speed') ?? false, 'the Scav Runner has Speed'], [you(g).hp === you(g).stats.hp, 'it strikes first: no blow yet'], [!!option(p, 'dice:4'), 'up to four dice'])),
    },
    {
      prompt: 'attackDice', point: 'prompt', suggest: 'dice:4',
      text: 'Your strike: your AP, your cards and your dice combo add up to the damage. The fight panel under the board lists every blow with its dice and combo. Roll four.',
      check: claims((g, p) => untrue([p!.text.includes(`${you(g).stats.ap} AP + ${supportCard(BATON).attack} from Support`), 'your AP and your card count'], [!!option(p, 'dice:4'), 'you may roll four'])),
    },
    {
      prompt: 'defenseDice', point: 'dice', suggest: 'dice:4',
      text: 'Two 1s: snake eyes, a clean miss (your AP and cards count for nothing on it). The one comfort is a safety token, which cannot reroll the roll that earned it. The Scav Runner strikes again: roll four.',
      check: claims((g) => untrue([you(g).tokens === 1, 'the snake eyes earned a safety token'], [g.combat?.enemy?.hp === foe(g)?.hp, 'the attack missed: the Scav Runner is unhurt'])),
    },
    {
      prompt: 'reroll', point: 'prompt', suggest: 'keep',
      text: 'Now the token can buy a reroll of any of these dice. A single 1 does no harm, and no die you could change blocks much: keep the roll and the token (it also heals 5 HP later).',
      check: claims((g, p) => untrue([you(g).tokens === 1, 'you hold the token'], [dice(g).filter((d) => d === 1).length === 1, 'a single 1'], [dice(g).every((_, i) => !!option(p, `d${i}`)), 'any of the dice may be rerolled'], [!!option(p, 'keep'), 'you may keep the roll'])),
    },
    {
      prompt: 'attackDice', point: 'prompt', suggest: 'dice:4',
      text: 'Your attack again: the Scav Runner still has 4 HP. Roll four.',
      check: claims((g) => untrue([g.combat?.enemy?.hp === 4, 'the Scav Runner has 4 HP'])),
    },
    {
      prompt: 'reroll', point: 'dice', suggest: 'd3',
      text: '3, 4, 4 and a 1 make only a pair. Here the token pays: reroll the 1 (die 4). A 2 or a 5 makes a straight, a 3 or a 4 three of a kind, either one enough to finish the Scav Runner.',
      check: claims((g, p) => untrue([dice(g).join() === '3,4,4,1', 'the dice are 3, 4, 4, 1'], labelled(p, 'd3', 'Reroll die 4 (1)'), [you(g).stats.ap + supportCard(BATON).attack + 2 >= (g.combat?.enemy?.hp ?? 99), 'a straight (+2) finishes it'])),
    },
    {
      prompt: 'statPoint', point: 'prompt', suggest: 'ap',
      text: 'The Scav Runner is beaten: the tile is Gaia\'s and a Creature pays a stat point. More AP hits harder in every fight to come.',
      check: claims((g, p) => untrue([g.combat?.enemy?.hp === 0, 'the Scav Runner is beaten'], [tileOf(g, 'A1').owner === 'gaia', 'A1 is Gaia\'s'], [p!.text.includes('1 point to place'), 'one stat point'], [!!option(p, 'ap'), 'AP is offered'])),
    },
    {
      prompt: 'keepCard', point: 'prompt', suggest: 'su-nail-driver',
      text: 'And a card: keep one of the three drawn. The Nail Driver gives 2 attack. Higher tiers pay more, cutting a region off claims it whole, and Xanadu\'s tiles can be besieged. The guide ends here: the world is yours to claim.',
      check: claims((g, p) => untrue([p!.options.filter((o) => o.id !== 'free').length === 3, 'three cards drawn'], labelled(p, NAILS, 'Nail Driver'), [supportCard(NAILS).attack === 2, 'the Nail Driver gives 2 attack'])),
    },
  ],
};
