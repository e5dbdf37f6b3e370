/** The six apocalypse scenarios as data: names, what their apocalytes are called, and a summary in our own words. */
import type { ScenarioId } from './numbers';

export interface ScenarioDef {
  id: ScenarioId;
  name: string;
  /** Die face that picks it at setup. */
  face: number;
  /** One apocalyte army, several, and the group ("the zombies"). */
  one: string;
  many: string;
  summary: string;
  /** What "prevented" means here (ASSUMPTIONS.md "Winning and losing"). */
  goal: string;
}

export const SCENARIOS: Readonly<Record<ScenarioId, ScenarioDef>> = {
  zombies: {
    id: 'zombies', name: 'Zombies', face: 1, one: 'zombie', many: 'zombies',
    summary: 'The dead rise in six places at once. Zombie hordes grow in every territory they hold alone, spread to even out, and swarm into neighbouring armies picked at random; every army they kill joins them.',
    goal: 'Destroy every zombie on the board.',
  },
  plague: {
    id: 'plague', name: 'Plague', face: 2, one: 'infected', many: 'infected',
    summary: 'A lethal virus starts in one territory. It cannot be fought, only held back with supplies and closed borders, until someone pieces together a cure from three secret parts.',
    goal: 'No infected left anywhere on the board.',
  },
  mutants: {
    id: 'mutants', name: 'Mutants', face: 3, one: 'mutant', many: 'mutants',
    summary: 'Four blast sites poison everything around them. Armies near ground zero twist into mutants, who breed, grab supplies and headquarters, and strike only when they match or outnumber the defenders.',
    goal: 'Destroy every mutant on the board.',
  },
  aliens: {
    id: 'aliens', name: 'Aliens', face: 4, one: 'alien', many: 'aliens',
    summary: 'A mothership lands with fifteen aliens and keeps dropping more, feeding on the supplies and headquarters it captures. Only an army standing in the same territory as the lone mothership can bring it down.',
    goal: 'Destroy the mothership and every alien.',
  },
  demons: {
    id: 'demons', name: 'Demons', face: 5, one: 'demon', many: 'demons',
    summary: 'Four portals to Hell open. Demons come through one at a time, hunt alone, kill three armies when they hit and can only be slain when they defend. Four supplies held at a portal for a full turn seal it.',
    goal: 'Close all four portals and destroy every demon.',
  },
  meteors: {
    id: 'meteors', name: 'Meteors', face: 6, one: 'rioter', many: 'rioters',
    summary: 'Fragments of a giant meteor wipe out one territory each round and riots spread from the craters. Eight supplies held in a calm territory for a full turn launch the missile that destroys the meteor.',
    goal: 'Launch the missile before the meteor arrives.',
  },
};

/** "1 zombie", "3 zombies", "2 infected". */
export function apocCount(scenario: ScenarioId, n: number): string {
  const s = SCENARIOS[scenario];
  return `${n} ${n === 1 ? s.one : s.many}`;
}
