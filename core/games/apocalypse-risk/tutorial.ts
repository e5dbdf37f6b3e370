/**
 * A guided first game of Apocalypse: Zombies for two, the player as Red and
 * the rival AI (a normal Cooperator) as Blue, from a fixed seed, so the
 * outbreaks and every roll the guide talks about are the ones the player
 * sees. It walks through setup (armies, headquarters, supplies), the
 * zombies' first turn, a whole building phase and a main turn: reinforce,
 * attack a horde with the odds in view, move, and close a border with a
 * barricade, pointing at each part of the screen. The two setup questions
 * that take several cards highlight the first and name the rest in the
 * text. The player may answer otherwise or leave at any time.
 * tutorial.test.ts plays it through with its suggestions.
 */
import type { Prompt, Tutorial } from '../../engine/types';
import { neighboursOf, TERRITORY_IDS } from './content/board';
import { NUMBERS, SCENARIO_NUMBERS } from './content/numbers';
import type { RiskOptions } from './state';
import type { RiskView } from './view';

const OPTIONS: RiskOptions = { players: 2, scenario: 'zombies', endMode: 'prevented', selection: 'deal', roundLimit: 40 };

// The numbers the text quotes, each checked against the table when its step is shown (issue 30 item 18).
const HELD = 21; // territories dealt to each of two players
const LEFT = 19; // armies left to place: 40 less one on each of them
const REINFORCE = 6; // reinforcements in the first building phase
const WIN_TWO = 37; // three dice against two: two zombies killed, no loss (%)
const LOSE_TWO = 29; // ... two armies lost, no kill (%)
const QUEBEC = 6; // zombies in Quebec before the attack
const QUEBEC_AFTER = 4; // ... and after it
const EAST = 8; // Red's armies in Eastern United States once reinforced
const ONTARIO = 3; // Red's armies in Ontario after the move
const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const word = (n: number): string => WORDS[n] ?? String(n);
const Word = (n: number): string => word(n).charAt(0).toUpperCase() + word(n).slice(1);

const claim = (ok: boolean, what: string): string[] => (ok ? [] : [what]);
/** The answer the text names is offered, with the label the text quotes (when it quotes one). */
const offered = (p: Prompt | null, id: string, label?: string): string[] => {
  const o = p?.options.find((x) => x.id === id);
  if (!o) return [`the answer "${id}" is not offered`];
  return label === undefined || o.label === label ? [] : [`the answer "${id}" reads "${o.label}", not "${label}"`];
};
const mine = (g: RiskView, id: string): number => g.territories[id]?.troops.p1 ?? 0;
const zombies = (g: RiskView, id: string): number => g.territories[id]?.apoc ?? 0;
const heldBy = (g: RiskView, seat: string): string[] => TERRITORY_IDS.filter((id) => g.territories[id]!.owner === seat);

export const apocalypseRiskTutorial: Tutorial = {
  title: 'First outbreak: Zombies, with Blue at your side',
  seed: 197,
  options: { ...OPTIONS },
  seats: { p1: { type: 'human' }, p2: { type: 'ai', bot: 'cooperator-normal' } },
  steps: [
    {
      point: 'menu',
      text: 'You are Red on the world map; the program plays Blue. Nobody plays the apocalypse: the rules move it, and this time the dead are rising. Blue is your rival, but while the zombies walk you can only win together, by stopping them. You can leave this guide from the menu at any time.',
      check: (g: RiskView) => [
        ...claim(g.players.map((p) => p.name).join() === 'Red,Blue', `the seats are ${g.players.map((p) => p.name).join(', ')}`),
        ...claim(g.options.scenario === 'zombies', `the scenario is ${String(g.options.scenario)}`),
      ],
    },
    {
      prompt: 'placeArmies', point: 'log', suggest: 'spread',
      text: `The territories were dealt between you and Blue, one army on each; the log lists yours, newest line last. You hold ${HELD} of them and have ${LEFT} armies left to place. Nobody knows yet where the dead will rise, so choose Spread the ${LEFT} left evenly rather than betting on one spot.`,
      check: (g: RiskView, p) => [
        ...claim(TERRITORY_IDS.every((id) => Object.values(g.territories[id]!.troops).reduce((a, b) => a + b, 0) === 1), 'not every territory holds one army'),
        ...claim(heldBy(g, 'p1').length === HELD && heldBy(g, 'p2').length === HELD, `Red holds ${heldBy(g, 'p1').length}, Blue ${heldBy(g, 'p2').length}`),
        // The list holds one answer per territory held, plus the spread (21 places, not 22).
        ...claim(p?.options.filter((o) => o.id !== 'spread').length === HELD, `the prompt offers ${(p?.options.length ?? 1) - 1} places`),
        ...claim(NUMBERS.startingArmies[0] - heldBy(g, 'p1').length === LEFT, `Red has ${NUMBERS.startingArmies[0] - heldBy(g, 'p1').length} armies left`),
        ...claim(!!p?.text.includes(`Place ${LEFT} armies`), `the prompt says "${p?.text}"`),
        ...offered(p, 'spread', `Spread the ${LEFT} left evenly`),
      ],
    },
    {
      prompt: 'placeHeadquarters', point: 'legend', suggest: 'ontario',
      text: 'Five of your territories were drawn for tokens; three of them get a headquarters. A headquarters lets you make new supplies later and counts as a supply while no zombie stands on it. The legend shows how headquarters, supplies and barricades look on the map. Pick Ontario, Middle East and China.',
      check: (g: RiskView, p) => [
        ...claim(g.players[0]!.cards.length === NUMBERS.placementCards && NUMBERS.placementCards === 5, `Red drew ${g.players[0]!.cards.length} cards`),
        ...claim(p?.min === 3 && NUMBERS.headquarters[0] === 3, `${p?.min} headquarters are placed`),
        ...offered(p, 'ontario', 'Ontario'), ...offered(p, 'middle-east', 'Middle East'), ...offered(p, 'china', 'China'),
      ],
    },
    {
      prompt: 'placeSupplies', point: 'prompt', suggest: 'ontario',
      text: 'Four of the same cards get a supply. Supplies let you reroll your lowest die in a fight there, try to shut a border when something crosses it, or be spent on a barricade. Take Ontario, Middle East, China and Southern Europe: Ontario then holds both tokens.',
      check: (g: RiskView, p) => [
        ...claim(p?.min === 4 && NUMBERS.supplies[0] === 4, `${p?.min} supplies are placed`),
        ...claim(!!p && p.options.every((o) => g.players[0]!.cards.includes(o.id)), 'the supplies go elsewhere than the same cards'),
        ...claim(g.territories.ontario!.hq, 'Ontario holds no headquarters'),
        ...offered(p, 'ontario'), ...offered(p, 'middle-east'), ...offered(p, 'china'), ...offered(p, 'southern-europe', 'Southern Europe'),
      ],
    },
    {
      prompt: 'defendDice', point: 'bar', suggest: 'always-most',
      text: 'Six hordes of five zombies rose at once (see the log). The zombies move first every round, as the turn bar shows: lone hordes shamble towards living armies, then every horde sharing a territory with armies attacks. Now they attack you in Irkutsk. More dice almost always defend better: choose Always defend with the most dice and you will not be asked again.',
      check: (g: RiskView, p) => [
        ...claim(SCENARIO_NUMBERS.zombies.startTerritories === 6 && SCENARIO_NUMBERS.zombies.zombiesEach === 5, 'the outbreak is not six hordes of five'),
        ...claim(!!p?.text.includes('in Irkutsk') && mine(g, 'irkutsk') > 0 && zombies(g, 'irkutsk') > 0, 'the zombies are not attacking Red in Irkutsk'),
        ...offered(p, 'always-most', 'Always defend with the most dice'),
      ],
    },
    {
      point: { kind: 'area', id: 'quebec' },
      text: `Hover over any territory to inspect it: owner, every side's armies, supplies, headquarters, barricades. Quebec has fallen: ${word(QUEBEC)} zombies and no one else. A horde that nobody contests grows by one every round, and every army the zombies kill rises as one of them, so thin the hordes early.`,
      check: (g: RiskView) => [
        ...claim(zombies(g, 'quebec') === QUEBEC && Object.keys(g.territories.quebec!.troops).length === 0, `Quebec holds ${zombies(g, 'quebec')} zombies and ${Object.keys(g.territories.quebec!.troops).length} players`),
        ...claim(SCENARIO_NUMBERS.zombies.reinforcementPerFallen === 1, 'a lone horde does not grow by one'),
      ],
    },
    {
      prompt: 'build', point: 'prompt', suggest: 'reinforce',
      text: `Your turn starts with the building phase: one of three. Reinforce gives an army for every three territories you hold free of zombies; Prepare makes a supply at one of your headquarters; Rebuild, offered once you have lost a headquarters, turns a supply into a new one. Armies matter most now: take the ${word(REINFORCE)}.`,
      check: (g: RiskView, p) => [
        ...offered(p, 'reinforce', `Reinforce: ${REINFORCE} armies`),
        ...claim(Math.floor(heldBy(g, 'p1').filter((id) => zombies(g, id) === 0).length / NUMBERS.territoriesPerReinforcement) === REINFORCE, 'the reinforcement is not one per three zombie-free territories'),
        ...claim(!p?.options.some((o) => o.id === 'rebuild'), 'Rebuild is offered, though no headquarters was lost'),
      ],
    },
    {
      prompt: 'placeArmies', point: { kind: 'area', id: 'eastern-us' }, suggest: 'eastern-us',
      text: 'New armies go only where no zombie stands. Put them beside the horde you mean to hit: Eastern United States borders Quebec.',
      check: (g: RiskView, p) => [
        ...offered(p, 'eastern-us'),
        ...claim(neighboursOf('eastern-us').includes('quebec'), 'Eastern United States does not border Quebec'),
        ...claim(!!p && p.options.every((o) => zombies(g, o.id) === 0), 'armies may go where zombies stand'),
      ],
    },
    {
      prompt: 'placeCount', point: 'prompt', suggest: '6',
      text: `Place all ${word(REINFORCE)} there. ${Word(EAST)} armies let you roll the full three dice and still leave spare armies behind if the fight goes badly.`,
      check: (g: RiskView, p) => [
        ...offered(p, String(REINFORCE), `${REINFORCE} armies`),
        ...claim(mine(g, 'eastern-us') + REINFORCE === EAST, `Eastern United States would hold ${mine(g, 'eastern-us') + REINFORCE}`),
      ],
    },
    {
      prompt: 'turnAction', point: 'prompt', suggest: 'atk:eastern-us',
      text: 'Now your main turn: attack, make up to three moves and close borders, in any order, then end the turn. Attack from Eastern United States.',
      check: (_g: RiskView, p) => offered(p, 'atk:eastern-us', 'Attack from Eastern United States'),
    },
    {
      prompt: 'attackTarget', point: { kind: 'area', id: 'quebec' }, suggest: 'to:quebec:apoc',
      text: 'Each territory may attack zombies at most three times a turn: they are hard to pin down. Pick the zombies in Quebec.',
      check: (_g: RiskView, p) => [
        ...claim(NUMBERS.apocalyteAttacksPerTerritory === 3, 'the limit is not three attacks'),
        ...offered(p, 'to:quebec:apoc', 'the zombies in Quebec'),
      ],
    },
    {
      prompt: 'attackDice', point: 'prompt', suggest: '3',
      text: `Before you roll, every choice shows its odds: with three dice against their two you kill two without loss ${WIN_TWO}% of the time and lose two ${LOSE_TWO}% of the time. Weigh it well: each army you lose rises as a zombie where it stood. Roll all three.`,
      check: (_g: RiskView, p) => {
        const hint = p?.options.find((o) => o.id === '3')?.hint ?? '';
        return [
          ...offered(p, '3', 'Attack with 3 dice'),
          ...claim(hint.startsWith('Against 2 dice:'), `the defenders roll otherwise: ${hint}`),
          ...claim(hint.includes(`you lose 0, they lose 2: ${WIN_TWO}%`), `the odds of two kills without loss read: ${hint}`),
          ...claim(hint.includes(`you lose 2, they lose 0: ${LOSE_TWO}%`), `the odds of two losses read: ${hint}`),
        ];
      },
    },
    {
      prompt: 'turnAction', point: 'dice', suggest: 'mv:northwest-territory',
      text: `The dice tray shows the throw: your best dice meet theirs highest to highest, and a tie goes to the defender. Three sixes beat 3 and 1, so two zombies fall and Quebec is down to ${word(QUEBEC_AFTER)}. Now a move: Northwest Territory faces no zombies and can spare an army.`,
      // The dice themselves are in the log, not the view; what they did is: two zombies gone, no army lost.
      check: (g: RiskView, p) => [
        ...claim(zombies(g, 'quebec') === QUEBEC_AFTER && QUEBEC - 2 === QUEBEC_AFTER, `Quebec holds ${zombies(g, 'quebec')} zombies`),
        ...claim(mine(g, 'eastern-us') === EAST, `Eastern United States holds ${mine(g, 'eastern-us')}`),
        ...claim(neighboursOf('northwest-territory').every((n) => zombies(g, n) === 0) && zombies(g, 'northwest-territory') === 0, 'Northwest Territory faces zombies'),
        ...claim(mine(g, 'northwest-territory') >= 2, 'Northwest Territory has no army to spare'),
        ...offered(p, 'mv:northwest-territory'),
      ],
    },
    {
      prompt: 'moveTo', point: { kind: 'area', id: 'ontario' }, suggest: 'ontario',
      text: 'Move it to Ontario, your headquarters next to Quebec. You may never leave a territory you hold empty, so one army stays behind, and with one to spare the game does not ask how many.',
      check: (g: RiskView, p) => [
        ...offered(p, 'ontario', 'Ontario'),
        ...claim(g.territories.ontario!.hq && g.territories.ontario!.owner === 'p1' && neighboursOf('ontario').includes('quebec'), 'Ontario is not Red\'s headquarters next to Quebec'),
        ...claim(mine(g, 'northwest-territory') === 2, `Northwest Territory holds ${mine(g, 'northwest-territory')}, not one to move and one to stay`),
      ],
    },
    {
      prompt: 'turnAction', point: 'prompt', suggest: 'close:ontario',
      text: `Next round the Quebec horde will stagger towards one of its living neighbours, picked at random. Ontario guards your headquarters with only ${word(ONTARIO)} armies, while Eastern United States has ${word(EAST)}. Spend Ontario's supply to close one of its borders; a territory that does so cannot attack this turn.`,
      check: (g: RiskView, p) => [
        ...claim(mine(g, 'ontario') === ONTARIO && mine(g, 'eastern-us') === EAST, `Ontario holds ${mine(g, 'ontario')} and Eastern United States ${mine(g, 'eastern-us')}`),
        ...claim(g.territories.ontario!.supplies === 1, `Ontario holds ${g.territories.ontario!.supplies} supplies`),
        ...offered(p, 'close:ontario', 'Close a border of Ontario'),
      ],
    },
    {
      prompt: 'closeBorder', point: { kind: 'area', id: 'quebec' }, suggest: 'quebec',
      text: 'Close the border to Quebec: one supply makes a weak barricade, which the zombies must break before they cross. Then end your turn; Blue plays, and the zombies come again. You both win when the last zombie falls; if half the world falls or the round limit passes first, everyone loses. The table is yours.',
      // One supply: a weak barricade, with no question of strength.
      check: (g: RiskView, p) => [...offered(p, 'quebec', 'Quebec'), ...claim(g.territories.ontario!.supplies === 1, 'Ontario can buy more than a weak barricade')],
    },
  ],
};
