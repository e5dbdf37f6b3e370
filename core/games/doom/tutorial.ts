/**
 * A guided first DOOM game: Landing Zone with one marine (you) against the
 * invader AI on easy, from a fixed seed, so the opening always goes the same
 * way: choose a class, play a card, move, shoot with the odds in view, end
 * the activation, watch the invader's turn and defend against an Imp. Each
 * step points at a part of the screen or at the decision in front of you,
 * and suggests an answer; you may answer otherwise or leave at any time.
 * tutorial.test.ts plays it through with its suggestions.
 */
import type { Tutorial } from '../../engine/types';

export const doomTutorial: Tutorial = {
  title: 'First mission: Landing Zone',
  seed: 39,
  options: { marines: 1, mode: 'mission', mission: 'landing-zone', difficulty: 'easy' },
  seats: { m1: { type: 'human' }, invader: { type: 'ai', bot: 'invader' } },
  steps: [
    {
      point: 'menu',
      text: 'You are Alpha, a marine sent into a demon-infested base. The program plays the invader, who summons and commands the demons. This guide points out each part of the screen; you can leave it from the menu at any time and play on.',
    },
    {
      prompt: 'chooseClass', point: 'prompt', suggest: 'sharpshooter',
      text: 'First pick a class card. It gives you an ability and two starting weapons. The Sharpshooter adds a die when shooting demons 4 or more spaces away and starts with two rifles: a good class to learn with.',
    },
    {
      point: 'sheet',
      text: 'Your marine sheet: health (10), the action cards in your hand, your class card and your squad card. Playing alone you hold Solo Operative, so you act twice each round.',
    },
    {
      point: 'log',
      text: 'The log tells what happens, newest line last: the mission\'s briefing, the demons already here, and the invader\'s first summoning at a blue portal.',
    },
    {
      point: 'legend',
      text: 'The legend explains the board: walls and doors, teleporters, portals in blue, yellow and red, the dotted blue line of difficult terrain, the red lines of blocking and impassable terrain.',
    },
    {
      prompt: 'marineAction', point: 'prompt', suggest: 'main:heavy-assault-rifle-2',
      text: 'Your activation. You play one main action card: it gives movement points and an attack. Play Controlled Burst, a rifle shot with 2 movement points.',
    },
    {
      prompt: 'marineAction', point: { kind: 'space', id: '2,3' }, suggest: 'move:2,3',
      text: 'Moves are listed by what they cost, and you can pick the space on the board, which draws the path. Move 2 east and 2 south to the corner of the dock: from there you can see through the open passage into the hall.',
    },
    {
      prompt: 'marineAction', point: { kind: 'figure', id: 'possessed-2' }, suggest: 'attack:possessed-2',
      text: 'Every attack shows its odds before you roll: the chance to frag the demon and to deal each amount of damage, from the dice, its shields and the defence cards it might reveal. At range 4 your Long Shot adds a yellow die: shoot this Possessed.',
    },
    {
      point: 'dice',
      text: 'The dice tray shows your roll. The demon revealed an event card from the invader\'s deck to defend: its shields cancel damage one for one.',
    },
    {
      point: 'inspect',
      text: 'Point at any figure, token, card or space to inspect it: a demon\'s health, stagger value, attack and abilities, a card\'s full text, what a space holds.',
    },
    {
      prompt: 'marineAction', point: 'prompt', suggest: 'end-turn',
      text: 'You have shot and spent your movement. End your activation: the cards you played are discarded and you draw back up to your hand size.',
    },
    {
      point: 'bar',
      text: 'Now the invader acts. The turn bar names each step, which demon acts and whom it attacks, and the table lights up the demons involved.',
    },
    {
      prompt: 'attackModifier', point: 'prompt', suggest: 'card:uac-5',
      text: 'An Imp attacks you. The numbers above the choices show its roll, your shields and the damage as things stand. Brace for Impact is a reaction card: play it to add a shield.',
    },
    {
      prompt: 'coverRedraw', point: 'prompt', suggest: 'keep',
      text: 'A second Imp shoots, but you stand in cover, so you may throw back your defence card and reveal another. Yours already stops the whole roll: keep it.',
    },
    {
      prompt: 'marineAction', point: 'sheet', suggest: 'main:heavy-assault-rifle-1',
      text: 'You activate again this round. Your goal is on the objective card: destroy the three generators before the invader collects 4 frag tokens. The guide ends here. Good hunting.',
    },
  ],
};
