/**
 * A guided first game of "Last Light": the player is Ash, the steady bot
 * plays Brook, the seed is fixed so the rolls the guide mentions are the
 * rolls the player sees. Three turns: run, scavenge, and a card kept for
 * later. reference.test.ts plays it to its end with its suggestions.
 */
import type { Tutorial } from '../../engine/types';

export const TUTORIAL: Tutorial = {
  title: 'Last Light: a race against the horde',
  seed: 3,
  options: { players: 2 },
  seats: { s1: { type: 'human' }, s2: { type: 'ai', bot: 'steady' } },
  steps: [
    { point: 'table', text: 'Welcome to Last Light. You are Ash; Brook, played by the computer, races you to the helicopter on space 15, and the horde comes behind you both.' },
    { point: { kind: 'track', id: 'horde' }, text: 'The horde starts on space -3. At the end of every round it rolls the horde die (Shamble 1, Lurch 2, Surge 3, Howl 0), and anyone on or behind its space is caught.' },
    { point: 'legend', text: 'The legend explains the track: dark red spaces are the ones the horde has overrun.' },
    { point: 'inspect', text: 'Point at a survivor, a card or a space to see what it is and its numbers.' },
    { prompt: 'chooseAction', point: 'prompt', suggest: 'run', text: 'Your turn: run, scavenge, or play a card from your hand. Each action shows its odds of reaching the helicopter and of being caught this round. Run: roll a d6 and move that far.' },
    { prompt: 'chooseAction', point: 'dice', suggest: 'scavenge', text: 'You rolled a 6. With the horde 8 spaces behind you, you can spare a turn to scavenge a supply card.' },
    { point: 'log', text: 'The log tells every step: Brook ran 3, then the horde shambled one space.' },
    { point: 'bar', text: 'While the horde moves, the bar names its turn and the horde lights up on the table.' },
    { prompt: 'chooseAction', point: 'sheet', suggest: 'run', text: 'You drew a Decoy: it lures the horde 2 spaces back. Only you see your hand. The horde is far off, so keep it and run on.' },
    { point: { kind: 'card', id: 'decoy-4' }, text: 'Point at the card to read it. Play it when the odds say the horde could catch you.' },
    { point: 'menu', text: 'That is the whole game. The menu saves it and opens the rules. Reach space 15 first!' },
  ],
};
