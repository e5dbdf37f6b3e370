/**
 * A guided first game of Maximum Apocalypse: Out of Gas (the one-star
 * zombie mission) on Easy, the player alone as the Gunslinger, from a fixed
 * seed, so every roll and card the guide talks about is the one on the
 * table. It walks through the mulligan, the spawn roll, a first turn of four
 * actions (shoot and finish the Walker the Van drew, step into the Forest
 * past a stealth test, scavenge food), free actions, hunger at the end of
 * the turn and the mission's goal. The rules play the monsters, hunger and
 * the map; there is no program seat. tutorial.test.ts plays it through.
 */
import type { Tutorial } from '../../engine/types';
import type { MAOptions } from './state';

const OPTIONS: MAOptions = {
  survivors: 1, class1: 'gunslinger', class2: 'random', class3: 'random', class4: 'random', class5: 'random', class6: 'random',
  mission: 'out-of-gas', difficulty: 'easy', spawn: 'dice', solo: 'none', allies: 4, dayNight: false, firstDeathLoses: false,
  mapBuild: 'grid', tokenCap: true, pandemic: false, extraSet: 'none', stretchGoals: false,
};

export const maTutorial: Tutorial = {
  title: 'First run: Out of Gas with the Gunslinger',
  seed: 413,
  options: { ...OPTIONS },
  seats: { s1: { type: 'human' } },
  steps: [
    {
      point: 'table',
      text: 'Maximum Apocalypse is a survival game you win or lose together with the other survivors; today you go alone, as the Gunslinger. Nobody plays against you: the rules themselves bring the monsters, your hunger and the unknown map. You can leave this guide from the menu at any time and play on.',
    },
    {
      point: 'legend',
      text: 'The legend explains the map. You start at the Van, the only tile face up; the dark tiles are still unknown. Each tile has a spawn number, coloured scavenge icons saying which pile you can search there, and maybe red Monster tokens: noises of something you cannot see yet.',
    },
    {
      prompt: 'mulligan', point: 'sheet', suggest: 'bullets#1',
      text: 'Your mat: health 14, stealth 8, the hunger die at 1, your deck, and the Colt Pistol you start with, loaded with 4 bullets; under it, the four cards of your hand. Once, before play, you may trade cards of that hand for new ones. Bullets reloads a gun, but the Colt is full, so it is dead weight now: set it aside for a fresh card.',
    },
    {
      point: 'log',
      text: 'The log tells the story, newest line last. The Van was noisy: a Walker heard it and latched on to you. A monster on your mat follows you everywhere and strikes at the end of each of your turns, until you kill it.',
    },
    {
      point: 'dice',
      text: 'Each turn opens with the spawn roll of two dice. Every face-up tile showing that number gets a Monster token, and if you stand on it you draw a monster card instead. You rolled 9 and only the Van (6) is face up, so nothing came this time.',
    },
    {
      point: 'bar',
      text: 'The bar at the top says whose turn it is and what the table is doing. After the spawn roll you drew a card; now you take exactly four actions, no fewer, in any mix: move, draw, play a card, use a card in play, scavenge.',
    },
    {
      point: { kind: 'card', id: 'walker#2' },
      text: 'Point at anything on the table to inspect it. This Walker has 4 health and bites for 2. Kill it now: while a monster is attached to you, any tokens on a tile you enter become more monsters at once, with no chance to sneak past.',
    },
    {
      prompt: 'action', point: { kind: 'card', id: 'colt-pistol#2' }, suggest: 'use:gear:colt-pistol#2:0',
      text: 'Using a card already in play costs an action. Fire the Colt Pistol: it spends a bullet and deals 3 damage. There is no roll in a fight: the damage is the number on the card, so you always know what a shot will do.',
    },
    {
      prompt: 'action', point: 'prompt', suggest: 'play:quick-draw#2',
      text: 'The Walker has 1 health left. Playing a card from your hand is also an action: Quick Draw deals 3 more and then goes to your discard pile. That kills it before it ever bites.',
    },
    {
      prompt: 'action', point: { kind: 'space', id: '1,1' }, suggest: 'move:1,1',
      text: 'Now explore. Moving one tile north costs an action, and stepping onto a face-down tile turns it over and sets off whatever it does. The fuel you need is out there, not at the Van.',
    },
    {
      point: 'dice',
      text: 'It is a Forest: whoever enters must sneak through. A stealth test rolls two dice and passes when the total is at most your stealth, 1 less for each Monster token there. You needed 8 or less and rolled 8. A failed test would have cost you a monster card.',
    },
    {
      prompt: 'action', point: 'prompt', suggest: 'scavenge',
      text: 'The Forest shows the green icon, the food pile. Scavenging draws a card from a pile the tile offers, at most once per tile each turn. Spend your last action on it: food is what keeps you alive on the road.',
    },
    {
      prompt: 'action', point: 'prompt', suggest: 'end',
      text: 'Four actions taken. Free actions cost none: once a turn you may throw away two cards to draw one (you hold two Dusters, and only one can be worn), trade scavenge cards with someone on your tile, or unload fuel at the Van. End the turn now.',
    },
    {
      point: 'sheet',
      text: 'At the end of every turn your hunger die goes up by 1: it now shows 2. At 6 your mat flips to starving, and from then on each turn end hurts more until you eat; the last step kills. The Fresh Meat you found brings it down, so keep it for later. Attached monsters would attack now too, but yours is dead.',
    },
    {
      prompt: 'action', point: 'sheet', suggest: 'draw',
      text: 'Your goal, in the mission box above your mat: bring 3 fuel cards to the Van, found in the red pile of the Gas Stations and the Junkyard, and be at the Van yourself. Drawing a card costs an action, and mind your deck: a survivor whose deck runs dry is out. The guide ends here; good luck.',
    },
  ],
};
