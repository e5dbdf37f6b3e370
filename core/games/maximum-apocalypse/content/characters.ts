/**
 * The character cards: health, stealth (and the starving side's), the innate
 * action and the hunger track. The rulebook names the classes but prints no
 * character numbers except the Gunslinger's Colt; every value is ours
 * (ASSUMPTIONS.md, "Characters").
 */
import { ab } from './builders';
import type { CharacterDef } from './types';

/** Damage on each step of the starving side; the step after the last is the skull. */
const TRACK = [2, 3, 4];

export const CHARACTERS: CharacterDef[] = [
  {
    id: 'veteran', name: 'Veteran', health: 14, stealth: 8, starvingStealth: 6, storage: 4, hungerTrack: TRACK,
    innate: { name: 'Attack!', ability: ab('action', 'damage', 'short', { amount: 2, companion: true }), text: 'Action: the Dog deals 2 damage to a monster on your tile.' },
    companion: { name: 'Dog', health: 6, stealth: 9, starvingStealth: 7, storage: 0 },
    text: 'An old soldier and his Dog: two bodies, one hunger die, one turn.',
    printed: 'Veteran + Dog notes: storage 4 and 0, shared hunger, lower stealth',
  },
  {
    id: 'mechanic', name: 'Mechanic', health: 15, stealth: 7, starvingStealth: 5, storage: 4, hungerTrack: TRACK,
    innate: { name: 'Repair', ability: ab('action', 'salvage', 'self'), text: 'Action: take a gear card from any discard pile and equip it.' },
    text: 'Builds and fixes what others throw away.',
    printed: 'FAQ: Repair takes gear from any discard pile',
  },
  {
    id: 'ronin', name: 'Ronin', health: 15, stealth: 9, starvingStealth: 7, storage: 4, hungerTrack: TRACK,
    innate: { name: 'Iaido', ability: ab('action', 'damage', 'short', { amount: 2 }), text: 'Action: deal 2 damage to a monster on your tile.' },
    text: 'A masterless swordsman whose Honor gear answers only once Bushido is played.',
  },
  {
    id: 'priest', name: 'Priest', health: 14, stealth: 8, starvingStealth: 6, storage: 4, hungerTrack: TRACK,
    innate: { name: 'Exorcise', ability: ab('action', 'damage', 'short', { amount: 1, each: true }), text: 'Action: deal 1 damage to every monster on your tile.' },
    text: 'Faith, relics and a steady hand against the things of the night.',
  },
  {
    id: 'surgeon', name: 'Surgeon', health: 13, stealth: 8, starvingStealth: 6, storage: 4, hungerTrack: TRACK,
    innate: { name: 'Patch Up', ability: ab('action', 'heal', 'mid', { amount: 1 }), text: 'Action: restore 1 health (plus your heal bonus) to a survivor in mid range.' },
    text: 'Keeps everyone standing; heals more with Scrubs and Scalpel.',
    printed: 'FAQ: heals 1, or 3 with Scrubs and Scalpel',
  },
  {
    id: 'ranger', name: 'Ranger', health: 14, stealth: 10, starvingStealth: 8, storage: 4, hungerTrack: TRACK,
    innate: { name: 'Scout Ahead', ability: ab('action', 'scout', 'long'), text: 'Action: reveal a face-down tile 1 or 2 tiles away without entering it.' },
    text: 'Quiet, quick and at home in the wild.',
  },
  {
    id: 'fireman', name: 'Fireman', health: 17, stealth: 6, starvingStealth: 4, storage: 4, hungerTrack: TRACK,
    innate: { name: "Fireman's Stamina", ability: ab('action', 'move', 'self', { tiles: 2 }), text: 'Action: move up to 2 tiles, revealing each.' },
    text: 'Big, loud and hard to put down.',
    printed: "FAQ: Fireman's Stamina reveals every tile moved through",
  },
  {
    id: 'gunslinger', name: 'Gunslinger', health: 14, stealth: 8, starvingStealth: 6, storage: 4, hungerTrack: TRACK,
    innate: { name: 'Quick Iron', ability: ab('passive', 'startGear', 'self', { card: 'colt-pistol' }), text: 'Starts the game with a Colt Pistol from the deck equipped, loaded with 4 bullets.' },
    text: 'Never far from a loaded six-gun.',
    printed: 'Character card example: starts with the Colt Pistol equipped with 4 bullets',
  },
];

export const CHARACTER_BY_ID: Record<string, CharacterDef> = Object.fromEntries(CHARACTERS.map((c) => [c.id, c]));
