/**
 * The in-game help for the table itself (not any one game's rules). Shown as
 * a book of the Rules screen; README.md "Playing at the table" says
 * the same, so keep the two in step when a control changes.
 */
import type { RuleEntry } from '../../core/engine/types';

export const TABLE_HELP_TITLE = 'Playing at the table';

export const tableHelp: RuleEntry[] = [
  {
    id: 'table-keys',
    title: 'Keys',
    text:
      'Keys 1 to 9 pick the matching option of the question on the right. When a question takes several answers, pick them, then press Enter. ' +
      'Space skips the animation that is playing. Esc opens the menu (save and quit, settings, rules).',
  },
  {
    id: 'table-camera',
    title: 'Camera',
    text:
      'Drag with the left mouse button to turn around the table, with the right button to slide it, and use the wheel to zoom. ' +
      'The camera buttons jump to an overview or follow the action as it happens.',
  },
  {
    id: 'table-timeline',
    title: 'Watching events',
    text:
      'Everything the rules do is played out on the table in order: moves, rolls, damage, cards. The log fills in step with it. ' +
      'Choose the speed (1x, 2x, 4x or instant) beside the step counter. After the enemy side has moved, "Replay enemy turn" plays its last turn again.',
  },
  {
    id: 'table-dice',
    title: 'Dice',
    text:
      'The program decides every roll with a seeded random generator; the dice tray then throws real physical dice that land on those results. ' +
      'The results are also written out under the tray and in the log. The Dice tray screen in the main menu throws any die and shows, per die, ' +
      'how often each face came up against what a fair die would give, with a chi-square p-value (a very small p-value would mean the faces are not coming up evenly).',
  },
  {
    id: 'table-hotseat',
    title: 'Sharing one screen',
    text:
      'Any seat can be a person or the program. When the next decision belongs to another person and the screen shows something private ' +
      '(cards in hand), a cover asks the next player to take the seat first. A match with no person at all is watched: the program plays a round at a time, with Pause and Next round.',
  },
  {
    id: 'table-undo',
    title: 'Undo',
    text: 'Undo takes back your last decision as long as no die was rolled and nothing hidden was revealed since.',
  },
];
