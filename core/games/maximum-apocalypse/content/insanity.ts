/** The 15 insanity cards: status effects with a storage cost (rulebook "Insanity Deck"). */
import type { InsanityDef } from './types';

const I = (id: string, name: string, storage: number, effect: string, text: string, params?: InsanityDef['params']): InsanityDef =>
  (params ? { id, name, storage, effect, params, text } : { id, name, storage, effect, text });

export const INSANITY: InsanityDef[] = [
  { ...I('monophobia', 'Monophobia', 1, 'aloneDamage', 'At the start of your turn, take 2 damage if no other survivor is in mid range.', { amount: 2 }), printed: 'Priest example turn (name only)' },
  I('agoraphobia', 'Agoraphobia', 1, 'openGroundDamage', 'End your turn on a tile with no scavenge icon and take 2 damage.', { amount: 2 }),
  I('claustrophobia', 'Claustrophobia', 1, 'crowdDamage', 'End your turn on a tile with another survivor and take 1 damage.', { amount: 1 }),
  I('nyctophobia', 'Nyctophobia', 1, 'nightStealth', 'Your stealth is 1 lower, 3 lower while the night side shows.', { amount: 1, night: 3 }),
  I('hemophobia', 'Hemophobia', 1, 'healPenalty', 'Every heal you receive restores 1 less health.', { amount: 1 }),
  I('paranoia', 'Paranoia', 1, 'noTrade', 'You may not trade.'),
  I('insomnia', 'Insomnia', 1, 'extraHunger', 'Your hunger rises by 2 instead of 1.', { amount: 1 }),
  I('tremors', 'Tremors', 1, 'weakAttacks', 'Your attacks deal 1 less damage.', { amount: 1 }),
  I('catatonia', 'Catatonia', 2, 'fewerActions', 'You take 3 actions a turn instead of 4.', { count: 1 }),
  I('hallucinations', 'Hallucinations', 1, 'stealthPenalty', 'Your stealth is 1 lower.', { amount: 1 }),
  I('amnesia', 'Amnesia', 1, 'smallHand', 'Your hand limit is 6.', { limit: 6 }),
  I('dementia', 'Dementia', 2, 'startBurn', 'At the start of your turn, burn a card.', { count: 1 }),
  I('xenophobia', 'Xenophobia', 1, 'noOutsideHealing', 'Other survivors cannot heal you.'),
  I('necrophobia', 'Necrophobia', 1, 'deathNearby', 'Take 1 damage whenever a monster on your tile dies.', { amount: 1 }),
  I('pyrophobia', 'Pyrophobia', 1, 'noFuelGear', 'You cannot refill or use gear that burns fuel.'),
];
