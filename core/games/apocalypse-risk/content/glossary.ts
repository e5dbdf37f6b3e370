/** What a player can look up (InspectEntry) and the board legend, built from the content data, in our own words. */
import type { InspectEntry, LegendEntry } from '../../../engine/types';
import { BORDERS, CONTINENTS, TERRITORIES, neighboursOf, territoryName } from './board';
import { COMPONENTS } from './components';
import { SCENARIO_IDS } from './numbers';
import { SCENARIOS } from './scenarios';

const territoryEntries: InspectEntry[] = TERRITORIES.map((t) => ({
  id: `territory:${t.id}`, kind: 'Territory', name: t.name,
  stats: [
    { label: 'Continent', value: CONTINENTS.find((c) => c.id === t.continent)!.name },
    { label: 'Borders', value: String(neighboursOf(t.id).length) },
  ],
  text: [`Borders ${neighboursOf(t.id).map(territoryName).join(', ')}.`],
  related: [`continent:${t.continent}`, ...neighboursOf(t.id).map((n) => `territory:${n}`)],
  rule: 'territories',
}));

const continentEntries: InspectEntry[] = CONTINENTS.map((c) => {
  const members = TERRITORIES.filter((t) => t.continent === c.id);
  return {
    id: `continent:${c.id}`, kind: 'Continent', name: c.name,
    stats: [{ label: 'Territories', value: String(members.length) }],
    text: [`${members.map((t) => t.name).join(', ')}. Continents give no bonus in this variant; they only group the board.`],
    related: members.map((t) => `territory:${t.id}`),
  };
});

const scenarioEntries: InspectEntry[] = SCENARIO_IDS.map((id) => {
  const s = SCENARIOS[id];
  return {
    id: `scenario:${id}`, kind: 'Scenario', name: s.name,
    stats: [{ label: 'Scenario die', value: String(s.face) }, { label: 'Goal', value: s.goal }],
    text: [s.summary], related: [`apocalyte:${id}`], rule: id,
  };
});

const APOCALYTE_TEXT: Record<string, string> = {
  zombies: 'Grows by one in every fallen territory each turn and turns every army it kills into another zombie.',
  plague: 'Cannot be attacked without the cure and is never killed in its own attacks; turns the armies it beats, and spreads across open borders.',
  mutants: 'Breeds when outnumbered, strikes only when it matches or outnumbers the defenders, uses the supplies and headquarters it controls like a player (rerolls, opposing attacks, barricades) and defends with up to three dice.',
  aliens: 'Arrives by the mothership and is hard to kill while the mothership is with it.',
  demons: 'Moves and fights alone, rolls three dice and keeps the best, kills three armies per hit, and dies only to doubles after a hit while defending.',
  meteors: 'Never attacks, defends with an extra die, and turns armies in and next to its territory.',
};

const apocalyteEntries: InspectEntry[] = SCENARIO_IDS.map((id) => ({
  id: `apocalyte:${id}`, kind: 'Apocalyte', name: SCENARIOS[id].one === 'infected' ? 'Infected' : SCENARIOS[id].one.charAt(0).toUpperCase() + SCENARIOS[id].one.slice(1),
  text: [APOCALYTE_TEXT[id]!], related: [`scenario:${id}`], rule: id,
  aliases: [SCENARIOS[id].many],
}));

const pieceEntries: InspectEntry[] = [
  { id: 'piece:army', kind: 'Piece', name: 'Army', text: ['One troop of a player. Stacks show how many stand in a territory.'], rule: 'territories', aliases: ['troop', 'armies'] },
  { id: 'token:hq', kind: 'Token', name: 'Headquarters', text: ['Counts as a supply while no apocalytes are with it; never spent or moved. Prepare makes supplies here.'], rule: 'headquarters', aliases: ['HQ'] },
  { id: 'token:supply', kind: 'Token', name: 'Supply', text: ['Gives rerolls, lets a territory oppose attacks, buys barricades, slows apocalytes, and is gathered to seal portals or launch the missile. The owner of the territory controls it.'], rule: 'rerolls' },
  { id: 'token:weak-barricade', kind: 'Token', name: 'Weak barricade', text: ['Closes a border: one success breaks it.'], rule: 'closing-borders' },
  { id: 'token:strong-barricade', kind: 'Token', name: 'Strong barricade', text: ['Closes a border: two successes in one roll break it.'], rule: 'closing-borders' },
  { id: 'token:mothership', kind: 'Token', name: 'Mothership', text: ['Lands the aliens\' reinforcements and shields aliens with it. Strike it with one die against two once no aliens guard it.'], rule: 'mothership' },
  { id: 'token:portal', kind: 'Token', name: 'Portal', text: ['A demon comes through an open portal each round. Four supplies held here for a full turn seal it.'], rule: 'portals' },
  { id: 'token:ground-zero', kind: 'Token', name: 'Ground zero', text: ['Armies here or passing through mutate, half at a time; neighbours lose armies to fallout. Mutants never stay.'], rule: 'mutants' },
  { id: 'token:barren', kind: 'Token', name: 'Barren land', text: ['The plague burned out here. Only a player with the cure may enter.'], rule: 'plague' },
  { id: 'token:crater', kind: 'Token', name: 'Meteor crater', text: ['Annihilated by a meteorite: nothing can ever enter, and its borders are gone.'], rule: 'meteors', aliases: ['annihilated', 'meteorite'] },
  { id: 'token:missile', kind: 'Token', name: 'Missile site', text: ['Eight supplies held in a calm territory for a full turn launch the missile that destroys the meteor.'], rule: 'missile' },
  { id: 'token:cure', kind: 'Token', name: 'Cure part', text: ['Found in secret on doubles after a good study of the infected. Three make the cure.'], rule: 'cure' },
];

const keywordEntries: InspectEntry[] = [
  { id: 'keyword:contested', kind: 'Keyword', name: 'Contested territory', text: ['Holds both apocalytes and player armies. Apocalytes attack here.'], rule: 'territories' },
  { id: 'keyword:fallen', kind: 'Keyword', name: 'Fallen territory', text: ['Holds only apocalytes. Apocalytes move out of here.'], rule: 'territories' },
  { id: 'keyword:unowned', kind: 'Keyword', name: 'Unowned', text: ['No single side has the most armies. Anyone may move in and out and take supplies.'], rule: 'territories' },
  { id: 'keyword:opposing', kind: 'Keyword', name: 'Opposing', text: ['Trying to close a border as an attack or apocalyte move is declared.'], rule: 'opposing' },
  { id: 'keyword:standing-answer', kind: 'Keyword', name: 'Standing answer', text: ['An answer set once that the game then gives for you.'], rule: 'standing-answers' },
  { id: 'keyword:sea-lane', kind: 'Keyword', name: 'Sea lane', text: [`A border across water. The board has ${BORDERS.length} borders in all.`], rule: 'movement' },
];

/** The box (content/components.ts): how many of each the table has and what happens when none is left. */
const componentEntries: InspectEntry[] = Object.values(COMPONENTS).map((c) => ({
  id: `component:${c.id}`, kind: 'Component', name: c.name,
  stats: [{ label: 'In the box', value: c.count === null ? 'no limit' : typeof c.count === 'number' ? String(c.count) : `${c.count.join('/')} (2/3/4/5 players)` }],
  text: [c.whenOut], rule: 'setup',
}));

export const GLOSSARY: InspectEntry[] = [
  ...territoryEntries, ...continentEntries, ...scenarioEntries, ...apocalyteEntries, ...pieceEntries, ...keywordEntries, ...componentEntries,
];

export const LEGEND: LegendEntry[] = [
  ...CONTINENTS.map((c) => ({ symbol: '■', color: c.color, name: c.name, meaning: 'Continent tint on the board.', entry: `continent:${c.id}` })),
  { symbol: '■', color: '#222222', name: 'Apocalytes', meaning: 'The sixth colour: the apocalypse\'s own armies.' },
  { symbol: '⌂', name: 'Headquarters', meaning: 'A player\'s headquarters token.', entry: 'token:hq' },
  { symbol: '▣', name: 'Supply', meaning: 'A supply token.', entry: 'token:supply' },
  { symbol: '▭', name: 'Weak barricade', meaning: 'A wooden wall on a closed border.', entry: 'token:weak-barricade' },
  { symbol: '▬', name: 'Strong barricade', meaning: 'A steel wall on a closed border.', entry: 'token:strong-barricade' },
  { symbol: '◧', name: 'Contested', meaning: 'Split colouring: apocalytes and players share the territory.', entry: 'keyword:contested' },
  { symbol: '┄', name: 'Sea lane', meaning: 'A border across water.', entry: 'keyword:sea-lane' },
  { symbol: '⬭', name: 'Mothership', meaning: 'Aliens only.', entry: 'token:mothership' },
  { symbol: '◎', name: 'Portal', meaning: 'Demons only.', entry: 'token:portal' },
  { symbol: '☢', name: 'Ground zero', meaning: 'Mutants only.', entry: 'token:ground-zero' },
  { symbol: '✕', name: 'Barren', meaning: 'Plague only.', entry: 'token:barren' },
  { symbol: '●', name: 'Crater', meaning: 'Meteors only.', entry: 'token:crater' },
];
