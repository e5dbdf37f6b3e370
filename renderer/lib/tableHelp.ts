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
      'Each answer of the question on the right shows its key: 1 to 9, then 0, in list order; Done, End turn and Pass always answer to D, E and P. ' +
      'The arrow keys walk through every answer (also past the tenth) and Enter picks the one outlined; when a question takes several answers, pick them, then press Enter. ' +
      'A key or click counts only for the question you saw when you made it: pressed while the table is still playing out, it is kept for that question (the top bar shows it) and used when the table is done, or, if another question is up by then, set aside with a note that nothing was chosen. It never answers a question you have not read. ' +
      'Space skips the animation that is playing, L opens and closes the legend, Esc opens the menu (or closes what is open).',
  },
  {
    id: 'table-inspect',
    title: 'Looking things up',
    text:
      'Point at anything on the table (a figure, a card, an area or space) or at any underlined name in a question or in the log to see what it is and its rules: ' +
      'its numbers, its abilities in full, its current state. The details open beside the pointer, never over the thing or the question, and close when the pointer leaves it, when you press a key or when the question changes. ' +
      'Click (or right-click on the table) to keep them open until you close them (the ✕, or Esc). ' +
      'The legend (L, or the Legend button) says what each token, colour and marking on the board means, and the rules search finds every ability, card, keyword, enemy and token by name.',
  },
  {
    id: 'table-questions',
    title: 'Reading a question',
    text:
      'Long lists of answers come grouped under headings, with a short line of detail (a cost, a slot\'s bonus). ' +
      'What is at stake comes first: an attack shows the exact chance of each outcome, a defence shows the incoming roll, the shields and the damage as it stands. ' +
      'Many places to move to are picked on the table, where the path is drawn as you point; the list is one click away. Counts of dice are set with counters.',
  },
  {
    id: 'table-camera',
    title: 'Camera',
    text:
      'Drag with the left mouse button to turn around the table, with the right button to slide it, and use the wheel to zoom. ' +
      'The camera buttons jump to an overview or follow the action as it happens: Follow frames each part of a turn once (a horde moving, a demon activating) instead of chasing every figure.',
  },
  {
    id: 'table-timeline',
    title: 'Watching events',
    text:
      'Everything the rules do is played out on the table in order: moves, rolls, damage, cards. The log fills in step with it and stays on the newest line unless you scroll up. ' +
      'During the enemy\'s turn the bar names what is happening and the table lights the pieces involved. ' +
      'Choose the speed (1x, 2x, 4x, Fast or instant) beside the step counter: Fast pauses only for your decisions and for dice you roll. "Skip to my decision" skips everything until you are asked something. "Replay since my move" plays again everything since your last decision: what came of it and every other side\'s turn (AI rivals, AI factions and allies, the enemy), at any speed, with Skip, also after loading a game. When several people share the screen, each sees it as their own seat does.',
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
    id: 'table-sound',
    title: 'Sound',
    text:
      'Dice clatter as they land, as loud as they hit; blows, deaths, arrivals, doors, portals and the start of the enemy\'s turn each have their sound, buttons click, and each game has a quiet background of its own. ' +
      'Settings has a master volume, separate volumes for effects and for the background, and Mute. Every sound is made by the program as it plays: nothing is downloaded.',
  },
  {
    id: 'table-hotseat',
    title: 'Sharing one screen',
    text:
      'Any seat can be a person or the program (each seat is offered only the programs that can play it, and the table marks them AI). When the next decision belongs to another person and the screen shows something private ' +
      '(cards in hand), a cover asks the next player to take the seat first. A match with no person at all is watched: the program plays a round at a time, with Pause and Next round.',
  },
  {
    id: 'table-saves',
    title: 'Saving',
    text:
      'The game saves itself after every move; the last few games rotate through the autosaves. "Save…" in the menu keeps a save under a name of your choosing, which nothing ever deletes but you. ' +
      'If a save fails (a full disk), a red bar says so and the game goes on.',
  },
  {
    id: 'table-learning',
    title: 'Learning a game',
    text:
      'New game offers each game\'s guided first game, and so does the main menu the first time you start: a fixed opening where a guide points at each part of the screen and each decision, and suggests an answer. ' +
      'Its card stands where it hides nothing it talks about; Back rereads a step, Next and Finish go on, and "Leave the guide" (on the card or in the menu) ends it at any time. ' +
      'At the end of a match you see who won, the numbers per seat and the turning point, with Play again. ' +
      'Campaign in the main menu lists Planet Apocalypse\'s maps from the easiest: win one to open the next; each keeps its attempts, wins, best result and heroes.',
  },
  {
    id: 'table-undo',
    title: 'Undo',
    text: 'Undo takes back your last decision as long as no die was rolled and nothing hidden was revealed since.',
  },
];
