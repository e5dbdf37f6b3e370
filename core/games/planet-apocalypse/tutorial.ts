/**
 * A guided first game of Planet Apocalypse: the player is Hannah Hazard,
 * the hero bot plays Moose Kowalski, and the seed is fixed, so every roll
 * the guide talks about is the roll the player sees. It walks through one
 * whole round (team phase, hero phase, enemy phase) and the first question
 * of the next, pointing at each part of the screen and each decision.
 * tests/tutorial.test.ts plays it with its suggestions to the end.
 */
import type { Prompt, Tutorial } from '../../engine/types';
import { MINIONS } from './content/demons';
import { DOOM_LOSS } from './content/tracks';
import { TROOPER_BY_ID } from './content/troopers';
import type { MinionKind } from './content/types';
import type { PAOptions } from './state';
import type { PAView } from './view';

// Claims the steps make, checked against the table they are shown over
// (engine/tutorialRun.ts): each returns what is false, in words.
const claim = (ok: boolean, what: string): string[] => (ok ? [] : [what]);
const hannah = (g: PAView) => g.heroes.find((h) => h.seat === 'h1')!;
const inMainStreet = (g: PAView, kind: MinionKind) => g.minions.filter((m) => m.area === 'mainStreet' && m.kind === kind).length;
/** The guide names these answers by the words the buttons show. */
const labelled = (p: Prompt | null, id: string, words: string): string[] =>
  claim(!!p?.options.find((o) => o.id === id)?.label.includes(words), `the answer "${id}" is not labelled "${words}"`);
const toughness = (kind: MinionKind) => MINIONS[kind].toughness[0];

const OPTIONS: PAOptions = {
  heroes: 2, lateJoiners: 0, hero1: 'hannah', hero2: 'moose', hero3: 'random', hero4: 'random', hero5: 'random',
  map: 'invasion', lord: 'baphomet', divineIntervention: false, secretLord: false, enragedLord: false,
  startDespairDice: 4, lordCloser: 0, miniboss: false, expansionLegions: false, expansionDemons: false,
};

export const TUTORIAL: Tutorial = {
  title: 'Your first night: Hannah Hazard and Moose against Baphomet',
  seed: 7,
  options: { ...OPTIONS },
  seats: { h1: { type: 'human' }, h2: { type: 'ai', bot: 'hero' } },
  steps: [
    { point: 'table', text: 'Welcome to Planet Apocalypse. You are Hannah Hazard, a sniper; Moose Kowalski, played by the computer, fights beside you. Hell plays itself.' },
    { point: { kind: 'area', id: 'hellgate' }, text: 'Baphomet, the demon Lord, waits at the Hellgate under his Shadow. Each enemy phase his minions walk the arrows toward the Crossroads, and every one that leaves the world there adds doom.' },
    { point: { kind: 'track', id: 'doom' }, text: 'At 13 doom Hell wins. You win by banishing the Lord in a battle on his sheet: Hell Time.', check: () => claim(DOOM_LOSS === 13, `Hell wins at ${DOOM_LOSS} doom`) },
    { point: 'legend', text: 'The legend says what every marker means. The purple "?" hexes are invasion tokens: hordes not yet revealed.' },
    { point: 'inspect', text: 'Point at anything on the table, or at a name in a question or the log, to see what it is and its numbers.' },
    { prompt: 'teamAction', point: 'prompt', suggest: 'recruit', text: 'The team phase. You stand on the start, so you may recruit: roll a d4 and buy troopers with the points. Troopers take hits for you.',
      check: (g: PAView, p) => [...claim(hannah(g).area === 'crossroads', 'Hannah is not on the start'), ...labelled(p, 'recruit', 'roll 1d4')] },
    { prompt: 'recruit', point: 'dice', suggest: 'take:police:1', text: 'You rolled 3. A Police trooper costs 3 and absorbs up to 3. Hannah works alone: her weakness, Lone Wolf, allows her a single trooper.',
      check: (g: PAView, p) => [
        ...claim(hannah(g).courage === 0 && !!p?.text.includes('has 3 recruit points'), `the roll is not 3: ${p?.text}`),
        ...claim(TROOPER_BY_ID.police!.cost === 3 && TROOPER_BY_ID.police!.absorb === 3, 'Police does not cost 3 and absorb 3'),
        ...labelled(p, 'take:police:1', 'Police for 3'),
      ] },
    { prompt: 'teamAction', point: 'sheet', suggest: 'done', text: 'Your patrol is on your sheet. Nothing else is worth buying yet, so say Done: one Done ends your team actions.',
      check: (g: PAView) => claim(hannah(g).patrol.type === 'police' && hannah(g).patrol.count === 1, 'Hannah\'s patrol is not one Police trooper') },
    { prompt: 'heroAction', point: { kind: 'area', id: 'mainStreet' }, suggest: 'move:mainStreet', text: 'Your turn: move, attack and set an ambush, each once, in any order. Step into Main Street: its invasion token is revealed the moment you arrive.' },
    { prompt: 'moveOn', point: 'prompt', suggest: 'pass', text: 'The despair dice brought two larvae, a gryllus and a fiend. A move goes one area at a time, up to two: you may go on one more area, but the fight is here. Stop in Main Street.',
      check: (g: PAView, p) => [
        ...claim(inMainStreet(g, 'larva') === 2 && inMainStreet(g, 'gryllus') === 1 && inMainStreet(g, 'fiend') === 1, 'Main Street does not hold two larvae, a gryllus and a fiend'),
        ...claim(!!p?.text.includes('1 area of the move left'), 'the move has not one area left'),
        ...labelled(p, 'pass', 'Stop in Main Street'),
      ] },
    { prompt: 'heroAction', point: 'prompt', suggest: 'attack', text: 'Attack shows its odds: with your one d6, 5 chances in 6 to kill something.',
      check: (g: PAView, p) => {
        const kill = p?.options.find((o) => o.id === 'attack')?.odds?.find((o) => o.label === 'Kill at least one')?.p ?? 0;
        return [...claim(hannah(g).attack.join() === 'd6', 'Hannah does not attack with one d6'), ...claim(Math.abs(kill - 5 / 6) < 1e-9, `the odds to kill are ${kill}, not 5 in 6`)];
      } },
    { prompt: 'assignDice', point: 'dice', suggest: 'kill:mainStreet:gryllus', text: 'You rolled 4. A die kills a minion when it rolls higher than its toughness: 4 beats the larva (1) and the gryllus (2) but not the fiend (4). Take the gryllus, it hits harder.',
      check: (_g: PAView, p) => [
        ...claim(!!p?.text.endsWith('the dice 4.'), `the roll is not 4: ${p?.text}`),
        ...claim(toughness('larva') === 1 && toughness('gryllus') === 2 && toughness('fiend') === 4, 'the toughnesses are not 1, 2 and 4'),
        ...claim(!p?.options.some((o) => o.id.includes('fiend')), 'the fiend can be killed with a 4'),
      ] },
    { prompt: 'heroAction', point: 'log', suggest: 'end-turn', text: 'Each kill earns 1 courage for gifts later. The log lists everything that happened. End your turn and watch Moose take his.',
      check: (g: PAView) => claim(hannah(g).courage === 1, `Hannah has ${hannah(g).courage} courage after one kill`) },
    { prompt: 'chooseVictim', point: 'bar', suggest: 'h1', text: 'The enemy phase: the bar names what Hell is doing. As captain you choose whom each group attacks; the star marks the hero who can stand it best. Take the larva yourself.' },
    { prompt: 'absorb', point: 'prompt', suggest: 'ambush', text: 'One hit. Moose\'s ambush shares Main Street with you, and an ambush trooper may absorb for any hero in his area: let a Citizen Militia take it and keep your Police trooper.',
      check: (g: PAView, p) => [
        ...claim(!!p?.text.includes('hit 1 time'), `not one hit: ${p?.text}`),
        ...claim(g.ambushes.some((a) => a.area === 'mainStreet'), 'no ambush in Main Street'),
        ...labelled(p, 'ambush', 'Citizen Militia'),
      ] },
    { prompt: 'chooseVictim', point: { kind: 'figure', id: 'h1' }, suggest: 'h1', text: 'The fiend rolls two d10; every die above a hero\'s toughness (2 for both of you) is a hit. Take it yourself: your Police trooper is ready.',
      check: (g: PAView, p) => [
        ...claim(MINIONS.fiend.attack.join() === 'd10,d10' && !!p?.text.includes('the fiend'), 'the fiend does not attack with two d10'),
        ...claim(g.heroes.every((h) => h.toughness === 2), 'the heroes\' toughness is not 2'),
        ...claim(hannah(g).patrol.type === 'police' && hannah(g).patrol.count === 1, 'the Police trooper is gone'),
      ] },
    { prompt: 'absorb', point: 'prompt', suggest: 'patrol', text: 'Two hits. Send your Police trooper in: he absorbs up to 3 and is lost. Under the Phlegethon legion any damage you take would also set you on fire.',
      check: (_g: PAView, p) => [
        ...claim(!!p?.text.includes('hit 2 times'), `not two hits: ${p?.text}`),
        ...labelled(p, 'patrol', 'absorbs up to 3'),
        ...claim(!!p?.facts?.some((f) => f.value === 'fire'), 'damage does not bring fire'),
      ] },
    { prompt: 'ambushFire', point: 'prompt', suggest: 'fire', text: 'The minions and tokens marched one area, and a new token rose at the Hellgate. Last, ambushes may fire: as captain you spend their dice as a hero would.' },
    { prompt: 'teamAction', point: 'menu', suggest: 'done', text: 'That was a whole round, and Moose is captain now. The menu saves the game and opens the rules. From here the table is yours: good hunting.' },
  ],
};
