/** The rules reference for "Last Light", in our own words. */
import type { RuleEntry } from '../../engine/module';

export const referenceRules: RuleEntry[] = [
  { id: 'goal', title: 'Goal', text: 'Be the first survivor to reach space 15, where the helicopter waits. If the horde catches every survivor, the horde wins.' },
  { id: 'turn', title: 'Your turn', text: 'Each round every survivor still free takes one action in seat order: run (roll a d6 and move that many spaces), scavenge (draw a supply card), or play a supply card from your hand.' },
  { id: 'hand-limit', title: 'Hand limit', text: 'You may hold at most 3 supply cards. After scavenging a fourth, discard down to 3. Discards are shuffled back when the supply deck runs out.' },
  { id: 'cards', title: 'Supply cards', text: 'Sprint: move 4 spaces. Decoy: the horde goes back 2 spaces. Barricade: the horde does not advance at the end of this round. The deck holds 6 Sprints, 4 Decoys and 2 Barricades.' },
  { id: 'horde', title: 'The horde', text: 'At the end of each round the horde die is rolled: Shamble 1, Lurch 2, Surge 3, Howl 0. The horde starts 3 spaces behind the start. Every survivor on or behind the horde\'s space is caught and out of the game.' },
];
