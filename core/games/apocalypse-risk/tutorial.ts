/**
 * A guided first game of Apocalypse: Zombies for two, the player as Red and
 * the rival AI (a normal Cooperator) as Blue, from a fixed seed, so the
 * outbreaks and every roll the guide talks about are the ones the player
 * sees. It walks through setup (armies, headquarters, supplies), the
 * zombies' first turn, a whole building phase and a main turn: reinforce,
 * attack a horde with the odds in view, move, and close a border with a
 * barricade, pointing at each part of the screen. The two setup questions
 * that take several cards highlight the first and name the rest in the
 * text. The player may answer otherwise or leave at any time.
 * tutorial.test.ts plays it through with its suggestions.
 */
import type { Tutorial } from '../../engine/types';
import type { RiskOptions } from './state';

const OPTIONS: RiskOptions = { players: 2, scenario: 'zombies', endMode: 'prevented', selection: 'deal', roundLimit: 40 };

export const apocalypseRiskTutorial: Tutorial = {
  title: 'First outbreak: Zombies, with Blue at your side',
  seed: 197,
  options: { ...OPTIONS },
  seats: { p1: { type: 'human' }, p2: { type: 'ai', bot: 'cooperator-normal' } },
  steps: [
    {
      point: 'menu',
      text: 'You are Red on the world map; the program plays Blue. Nobody plays the apocalypse: the rules move it, and this time the dead are rising. Blue is your rival, but while the zombies walk you can only win together, by stopping them. You can leave this guide from the menu at any time.',
    },
    {
      prompt: 'placeArmies', point: 'log', suggest: 'spread',
      text: 'The territories were dealt between you and Blue, one army on each; the log lists yours, newest line last. You have 19 armies left to place. Nobody knows yet where the dead will rise, so choose Spread the 19 left evenly rather than betting on one spot.',
    },
    {
      prompt: 'placeHeadquarters', point: 'legend', suggest: 'ontario',
      text: 'Five of your territories were drawn for tokens; three of them get a headquarters. A headquarters lets you make new supplies later and counts as a supply while no zombie stands on it. The legend shows how headquarters, supplies and barricades look on the map. Pick Ontario, Middle East and China.',
    },
    {
      prompt: 'placeSupplies', point: 'prompt', suggest: 'ontario',
      text: 'Four of the same cards get a supply. Supplies let you reroll your lowest die in a fight there, try to shut a border when something crosses it, or be spent on a barricade. Take Ontario, Middle East, China and Southern Europe: Ontario then holds both tokens.',
    },
    {
      prompt: 'defendDice', point: 'bar', suggest: 'always-most',
      text: 'Six hordes of five zombies rose at once (see the log). The zombies move first every round, as the turn bar shows: lone hordes shamble towards living armies, then every horde sharing a territory with armies attacks. Now they attack you in Irkutsk. More dice almost always defend better: choose Always defend with the most dice and you will not be asked again.',
    },
    {
      point: { kind: 'area', id: 'quebec' },
      text: 'Hover over any territory to inspect it: owner, every side\'s armies, supplies, headquarters, barricades. Quebec has fallen: six zombies and no one else. A horde that nobody contests grows by one every round, and every army the zombies kill rises as one of them, so thin the hordes early.',
    },
    {
      prompt: 'build', point: 'prompt', suggest: 'reinforce',
      text: 'Your turn starts with the building phase: one of three. Reinforce gives an army for every three territories you hold free of zombies; Prepare makes a supply at one of your headquarters; Rebuild, offered once you have lost a headquarters, turns a supply into a new one. Armies matter most now: take the six.',
    },
    {
      prompt: 'placeArmies', point: { kind: 'area', id: 'eastern-us' }, suggest: 'eastern-us',
      text: 'New armies go only where no zombie stands. Put them beside the horde you mean to hit: Eastern United States borders Quebec.',
    },
    {
      prompt: 'placeCount', point: 'prompt', suggest: '6',
      text: 'Place all six there. Eight armies let you roll the full three dice and still leave spare armies behind if the fight goes badly.',
    },
    {
      prompt: 'turnAction', point: 'prompt', suggest: 'atk:eastern-us',
      text: 'Now your main turn: attack, make up to three moves and close borders, in any order, then end the turn. Attack from Eastern United States.',
    },
    {
      prompt: 'attackTarget', point: { kind: 'area', id: 'quebec' }, suggest: 'to:quebec:apoc',
      text: 'Each territory may attack zombies at most three times a turn: they are hard to pin down. Pick the zombies in Quebec.',
    },
    {
      prompt: 'attackDice', point: 'prompt', suggest: '3',
      text: 'Before you roll, every choice shows its odds: with three dice against their two you kill two without loss 37% of the time and lose two 29% of the time. Weigh it well: each army you lose rises as a zombie where it stood. Roll all three.',
    },
    {
      prompt: 'turnAction', point: 'dice', suggest: 'mv:northwest-territory',
      text: 'The dice tray shows the throw: your best dice meet theirs highest to highest, and a tie goes to the defender. Three sixes beat 3 and 1, so two zombies fall and Quebec is down to four. Now a move: Northwest Territory faces no zombies and can spare an army.',
    },
    {
      prompt: 'moveTo', point: { kind: 'area', id: 'ontario' }, suggest: 'ontario',
      text: 'Move it to Ontario, your headquarters next to Quebec. You may never leave a territory you hold empty, so one army stays behind, and with one to spare the game does not ask how many.',
    },
    {
      prompt: 'turnAction', point: 'prompt', suggest: 'close:ontario',
      text: 'Next round the Quebec horde will stagger towards one of its living neighbours, picked at random. Ontario guards your headquarters with only three armies, while Eastern United States has eight. Spend Ontario\'s supply to close one of its borders; a territory that does so cannot attack this turn.',
    },
    {
      prompt: 'closeBorder', point: { kind: 'area', id: 'quebec' }, suggest: 'quebec',
      text: 'Close the border to Quebec: one supply makes a weak barricade, which the zombies must break before they cross. Then end your turn; Blue plays, and the zombies come again. You both win when the last zombie falls; if half the world falls or the round limit passes first, everyone loses. The table is yours.',
    },
  ],
};
