/**
 * A guided first game of Maximum Apocalypse: Out of Gas (the one-star
 * zombie mission) on Easy, the player alone as the Gunslinger, from a fixed
 * seed, so every roll and card the guide talks about is the one on the
 * table. It walks through the mulligan, the spawn roll, a first turn of four
 * actions (shoot and finish the Walker the Van drew, step into the Forest
 * past a stealth test, scavenge food), free actions, hunger at the end of
 * the turn and the mission's goal. The rules play the monsters, hunger and
 * the map; there is no program seat. tutorial.test.ts plays it through.
 *
 * The screen shows a step at the first prompt of its kind after the step
 * before it, and every action of the turn is an "action" prompt: a player
 * who answers ahead of the guide meets a step at a later one. So what a
 * step says of the moment is put as "when ..." or tied to the thing it
 * points at. Each step's `check` tests every claim of its text against the
 * view and the prompt it is shown with on the guide's own line of play
 * (content only, no rules: the board imports this file); the rolls, which
 * the view does not keep, are checked from the events by the test.
 */
import type { Prompt, Tutorial } from '../../engine/types';
import { CARD_BY_ID, CHARACTER_BY_ID, defOf, MISSION_BY_ID, MONSTER_BY_ID, TILE_BY_ID, TILE_TYPE_BY_ID } from './content';
import type { MAOptions } from './state';
import type { MAView } from './view';

const OPTIONS: MAOptions = {
  survivors: 1, class1: 'gunslinger', class2: 'random', class3: 'random', class4: 'random', class5: 'random', class6: 'random',
  mission: 'out-of-gas', difficulty: 'easy', spawn: 'dice', solo: 'none', allies: 4, dayNight: false, firstDeathLoses: false,
  mapBuild: 'grid', tokenCap: true, pandemic: false, extraSet: 'none', stretchGoals: false,
};

/** The claims that do not hold, by the words of the text each stands for. */
const untrue = (...claims: [holds: boolean, words: string][]): string[] => claims.filter(([ok]) => !ok).map(([, words]) => `not so: "${words}"`);
const offers = (p: Prompt | null, id: string, label?: string) => p?.options.some((o) => o.id === id && (label === undefined || o.label === label)) === true;
const me = (g: MAView) => g.survivors[0]!;
const hand = (g: MAView) => g.pools.find((p) => p.id === me(g).pool)?.hand ?? [];
const walker = (g: MAView) => g.monsters.find((m) => m.card === 'walker#2');
/** The damage a card's action or play deals (its first damage ability). */
const damageOf = (card: string) => CARD_BY_ID[card]?.abilities.find((a) => a.effect === 'damage')?.params?.amount;
const typeOf = (def: string) => TILE_BY_ID[def]?.type ?? '';
const here = (g: MAView) => g.tiles.find((t) => t.key === me(g).tile);

export const maTutorial: Tutorial = {
  title: 'First run: Out of Gas with the Gunslinger',
  seed: 413,
  options: { ...OPTIONS },
  seats: { s1: { type: 'human' } },
  steps: [
    {
      point: 'table',
      text: 'Maximum Apocalypse is a survival game you win or lose together with the other survivors; today you go alone, as the Gunslinger. Nobody plays against you: the rules themselves bring the monsters, your hunger and the unknown map. You can leave this guide from the menu at any time and play on.',
      check: (g: MAView) => untrue([g.survivors.length === 1 && me(g).name === 'Gunslinger', 'today you go alone, as the Gunslinger']),
    },
    {
      point: 'legend',
      text: 'The legend explains the map. You start at the Van, the only tile face up; the dark tiles are still unknown. Each tile has a spawn number, coloured scavenge icons saying which pile you can search there, and maybe red Monster tokens: noises of something you cannot see yet.',
      check: (g: MAView) => untrue(
        [here(g)?.def === 'van', 'You start at the Van'],
        [g.tiles.filter((t) => t.faceUp).length === 1 && g.tiles.some((t) => !t.faceUp), 'the only tile face up; the dark tiles are still unknown'],
      ),
    },
    {
      prompt: 'mulligan', point: 'sheet', suggest: 'bullets#1',
      text: 'Your mat: health 14, stealth 8, the hunger die at 1, your deck, and the Colt Pistol you start with, loaded with 4 bullets; under it, the four cards of your hand. Once, before play, you may trade cards of that hand for new ones. Bullets reloads a gun, but the Colt is full, so it is dead weight now: set it aside for a fresh card.',
      check: (g: MAView, p) => {
        const s = me(g);
        const colt = s.gear.find((x) => defOf(x.card) === 'colt-pistol');
        return untrue(
          [s.bodies[0]?.health === 14, 'health 14'],
          [CHARACTER_BY_ID[s.classId]?.stealth === 8, 'stealth 8'],
          [s.hunger === 1, 'the hunger die at 1'],
          [colt?.ammo === 4, 'the Colt Pistol you start with, loaded with 4 bullets'],
          [hand(g).length === 4, 'the four cards of your hand'],
          [!!p && p.max === 4 && p.min === 0, 'you may trade cards of that hand for new ones'],
          [offers(p, 'bullets#1', 'Bullets') && CARD_BY_ID['bullets']?.abilities[0]?.effect === 'reload' && colt?.ammo === CARD_BY_ID['colt-pistol']?.ammo, 'Bullets reloads a gun, but the Colt is full'],
        );
      },
    },
    {
      point: 'log',
      text: 'The log tells the story, newest line last. The Van was noisy: a Walker heard it and latched on to you. A monster on your mat follows you everywhere and strikes at the end of each of your turns, until you kill it.',
      check: (g: MAView) => untrue([g.monsters.length === 1 && walker(g)?.owner === me(g).id, 'a Walker heard it and latched on to you']),
    },
    {
      point: 'dice',
      text: 'Each turn opens with the spawn roll of two dice. Every face-up tile showing that number gets a Monster token, and if you stand on it you draw a monster card instead. You rolled 9 and only the Van (6) is face up, so nothing came this time.',
      // The roll itself (9) is checked from the events by tutorial.test.ts.
      check: (g: MAView) => untrue(
        [g.tiles.filter((t) => t.faceUp).map((t) => `${t.def}:${TILE_BY_ID[t.def]?.spawn}`).join() === 'van:6', 'only the Van (6) is face up'],
        [g.tiles.every((t) => t.tokens === 0) && g.monsters.length === 1, 'nothing came this time'],
      ),
    },
    {
      point: 'bar',
      text: 'The bar at the top says whose turn it is and what the table is doing. After the spawn roll you drew a card; now you take exactly four actions, no fewer, in any mix: move, draw, play a card, use a card in play, scavenge.',
      check: (g: MAView) => untrue(
        [hand(g).length === 5, 'After the spawn roll you drew a card'],
        [g.turnState?.actionsLeft === 4, 'now you take exactly four actions'],
      ),
    },
    {
      point: { kind: 'card', id: 'walker#2' },
      text: 'Point at anything on the table to inspect it. This Walker has 4 health and bites for 2. Kill it now: while a monster is attached to you, any tokens on a tile you enter become more monsters at once, with no chance to sneak past.',
      check: (g: MAView) => untrue([MONSTER_BY_ID['walker']?.health === 4 && walker(g)?.damage === 0, 'This Walker has 4 health'], [MONSTER_BY_ID['walker']?.attack === 2, 'bites for 2']),
    },
    {
      prompt: 'action', point: { kind: 'card', id: 'colt-pistol#2' }, suggest: 'use:gear:colt-pistol#2:0',
      text: 'Using a card already in play costs an action. Fire the Colt Pistol: it spends a bullet and deals 3 damage. There is no roll in a fight: the damage is the number on the card, so you always know what a shot will do.',
      check: (_g: MAView, p) => untrue(
        [offers(p, 'use:gear:colt-pistol#2:0', 'Use Colt Pistol (4 ammo)'), 'Fire the Colt Pistol: it spends a bullet'],
        [damageOf('colt-pistol') === 3, 'deals 3 damage'],
      ),
    },
    {
      prompt: 'action', point: 'prompt', suggest: 'play:quick-draw#2',
      text: 'Playing a card from your hand is also an action: Quick Draw deals 3 damage and then goes to your discard pile. After the Colt\'s 3, that is more than the Walker\'s 4 health: it dies before it ever bites.',
      check: (g: MAView, p) => untrue(
        [offers(p, 'play:quick-draw#2', 'Play Quick Draw') && damageOf('quick-draw') === 3 && CARD_BY_ID['quick-draw']?.kind === 'instant', 'Quick Draw deals 3 damage and then goes to your discard pile'],
        [walker(g)?.damage === damageOf('colt-pistol') && 3 + 3 > (MONSTER_BY_ID['walker']?.health ?? 99), 'After the Colt\'s 3, that is more than the Walker\'s 4 health'],
      ),
    },
    {
      prompt: 'action', point: { kind: 'space', id: '1,1' }, suggest: 'move:1,1',
      text: 'Then explore. Moving one tile north costs an action, and stepping onto a face-down tile turns it over and sets off whatever it does. The fuel you need is out there, not at the Van.',
      check: (g: MAView, p) => untrue(
        [offers(p, 'move:1,1', 'Move north to a face-down tile'), 'Moving one tile north ... onto a face-down tile'],
        [g.monsters.length === 0, 'Then explore (the Walker is dead)'],
        [g.mission.fuel === 0 && g.scavenge.red.some((c) => defOf(c) === 'fuel'), 'The fuel you need is out there'],
      ),
    },
    {
      point: 'dice',
      text: 'Entering a Forest means sneaking through: a stealth test rolls two dice and passes when the total is at most your stealth, 1 less for each Monster token there, and a failed test costs you a monster card. The dice tray shows the roll; this one needed 8 or less.',
      // Shown as the Forest is entered and its test passed (the roll, 8, is checked from the events).
      check: (g: MAView) => untrue(
        [here(g)?.faceUp === true && typeOf(here(g)!.def) === 'forest', 'Entering a Forest'],
        [CHARACTER_BY_ID['gunslinger']?.stealth === 8 && here(g)?.tokens === 0 && me(g).starving === 0, 'this one needed 8 or less'],
        [g.monsters.length === 0, 'a failed test costs you a monster card (this one passed)'],
      ),
    },
    {
      prompt: 'action', point: 'prompt', suggest: 'scavenge',
      text: 'The Forest shows the green icon, the food pile. Scavenging draws a card from a pile the tile offers, at most once per tile each turn. Spend an action on it: food is what keeps you alive on the road.',
      check: (g: MAView, p) => untrue(
        [TILE_TYPE_BY_ID['forest']?.scavenge.join() === 'green' && typeOf(here(g)?.def ?? '') === 'forest', 'The Forest shows the green icon'],
        [g.scavenge.green.some((c) => CARD_BY_ID[defOf(c)]?.tags?.includes('food')), 'the food pile'],
        [offers(p, 'scavenge', 'Scavenge the Forest'), 'Spend an action on it'],
      ),
    },
    {
      prompt: 'action', point: 'prompt', suggest: 'end',
      text: 'Free actions cost none, even once your four actions are spent: once a turn you may throw away two cards to draw one (you hold two Dusters, and only one can be worn), trade scavenge cards with someone on your tile, or unload fuel at the Van. End the turn now.',
      check: (g: MAView, p) => untrue(
        [offers(p, 'swap', 'Free: discard 2 cards to draw 1'), 'throw away two cards to draw one'],
        [hand(g).filter((c) => defOf(c) === 'duster').length === 2 && CARD_BY_ID['duster']?.kind === 'gear', 'you hold two Dusters, and only one can be worn'],
        [offers(p, 'end', 'End the turn'), 'End the turn now'],
      ),
    },
    {
      point: 'sheet',
      text: 'At the end of every turn your hunger die goes up by 1: after your first it shows 2. At 6 your mat flips to starving, and from then on each turn end hurts more until you eat; the last step kills. The Fresh Meat you found brings it down, so keep it for later. Attached monsters strike at the end of your turn too, but the Walker is dead.',
      check: (g: MAView) => untrue(
        [me(g).hunger === 2 && g.mission.roundsDone === 1, 'after your first it shows 2'],
        [hand(g).some((c) => defOf(c) === 'fresh-meat') && CARD_BY_ID['fresh-meat']?.tags?.includes('food') === true, 'The Fresh Meat you found'],
        [g.monsters.length === 0, 'the Walker is dead'],
      ),
    },
    {
      prompt: 'action', point: 'sheet', suggest: 'draw',
      text: 'Your goal is on the line over the map ("Fuel in the Van", a box for each fuel) and in full on the Mission tab beside Survivors: bring 3 fuel cards to the Van, found in the red pile of the Gas Stations and the Junkyard, and be at the Van yourself. Drawing a card costs an action, and mind your deck: a survivor whose deck runs dry is out. The guide ends here; good luck.',
      check: (g: MAView, p) => {
        // The red-icon places of this map, face up or not (the tiles not yet revealed are listed by the view).
        const defs = [...g.tiles.filter((t) => t.faceUp).map((t) => t.def), ...g.unrevealed];
        const red = [...new Set(defs.map(typeOf).filter((t) => TILE_TYPE_BY_ID[t]?.scavenge.includes('red')))].sort();
        return untrue(
          [MISSION_BY_ID[g.missionId]?.objective.fuel === 3, 'bring 3 fuel cards to the Van'],
          [g.scavenge.red.some((c) => defOf(c) === 'fuel') && red.join() === 'gas-station,junkyard', 'found in the red pile of the Gas Stations and the Junkyard'],
          [defs.filter((d) => typeOf(d) === 'gas-station').length >= 2, 'the Gas Stations'],
          [offers(p, 'draw'), 'Drawing a card costs an action'],
        );
      },
    },
  ],
};
