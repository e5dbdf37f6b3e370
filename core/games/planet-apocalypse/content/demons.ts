/**
 * The four common minions, one per circle. Facts from the rulebook: every
 * circle rolls as many dice as its number (fiends roll 2d10 each), a
 * cacodemon's toughness is 4+4, box counts 10/6/4/2. Larva toughness 1 and
 * attack 1d6 are the publisher's; the other values are ours (ASSUMPTIONS.md).
 */
import type { MinionDef, MinionKind } from './types';

export const MINIONS: Record<MinionKind, MinionDef> = {
  larva: {
    kind: 'larva', name: 'Larva', plural: 'larvae', circle: 0,
    text: 'A damned soul crawling out of the ground. Not a true demon: legions pass larvae by unless the card names them. Any die above 1 kills one.',
    toughness: [1], attack: ['d6'], stock: 10,
  },
  gryllus: {
    kind: 'gryllus', name: 'Gryllus', plural: 'grylluses', circle: 1,
    text: 'A First Circle demon, a head on legs. A pair of I on the despair dice brings one.',
    toughness: [2], attack: ['d8'], stock: 6,
  },
  fiend: {
    kind: 'fiend', name: 'Fiend', plural: 'fiends', circle: 2,
    text: 'A Second Circle brute that rolls two dice. A pair of II on the despair dice brings one.',
    toughness: [4], attack: ['d10', 'd10'], stock: 4,
  },
  cacodemon: {
    kind: 'cacodemon', name: 'Cacodemon', plural: 'cacodemons', circle: 3,
    text: 'A Third Circle horror with double toughness: it takes two dice, each beating its number. A pair of III brings one.',
    toughness: [4, 4], attack: ['d10', 'd10', 'd10'], stock: 2,
  },
};

/** Circle order, lowest first: the order groups attack in. */
export const MINION_KINDS: MinionKind[] = ['larva', 'gryllus', 'fiend', 'cacodemon'];

/** Despair-die circle (1..3) -> the demon a pair of that circle brings. */
export const CIRCLE_DEMON: Record<1 | 2 | 3, MinionKind> = { 1: 'gryllus', 2: 'fiend', 3: 'cacodemon' };
