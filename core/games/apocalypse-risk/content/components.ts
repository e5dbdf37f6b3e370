/**
 * The box: how many of each component the table has, and what happens when
 * one runs out. The rulebook asks for "RISK Set" and "4 types of counters
 * (Headquarters, Supplies, Closed Borders, Special)" without counting the
 * counters, so the counts marked `ours` are explained in ASSUMPTIONS.md
 * ("Components"). `count: null` means the component never runs out.
 */
import { NUMBERS, type ByPlayers } from './numbers';

export type ComponentId = 'armies' | 'apocalytes' | 'headquarters' | 'supplies' | 'barricades' | 'special' | 'dice';

export interface Component {
  id: ComponentId;
  name: string;
  /** How many the table has: one number, one per player count (2/3/4/5), or null for no limit. */
  count: number | ByPlayers | null;
  /** Where the count comes from: the rulebook, the RISK set it names, or our reading. */
  from: 'rulebook' | 'risk-set' | 'ours';
  /** What the rules do when none is left (shown in the glossary). */
  whenOut: string;
}

export const COMPONENTS: Readonly<Record<ComponentId, Component>> = {
  armies: {
    id: 'armies', name: 'Armies (one colour per player)', count: null, from: 'risk-set',
    whenOut: 'Never runs out: RISK pieces stand for one, five or ten armies and are exchanged as stacks grow.',
  },
  apocalytes: {
    id: 'apocalytes', name: 'Apocalytes (the sixth colour)', count: null, from: 'risk-set',
    whenOut: 'Never runs out, like the armies: every zombie, infected, mutant, alien, demon or rioter the rules add is placed.',
  },
  headquarters: {
    id: 'headquarters', name: 'Headquarters counters', count: NUMBERS.mapHeadquarters, from: 'rulebook',
    whenOut: 'With every headquarters counter on the map, no player may rebuild one; a razed headquarters goes back to the box.',
  },
  supplies: {
    id: 'supplies', name: 'Supply counters', count: 40, from: 'ours',
    whenOut: 'With every supply counter on the map, no player may prepare a new one; spent, burnt or captured supplies go back to the box.',
  },
  barricades: {
    id: 'barricades', name: 'Closed-border counters', count: 24, from: 'ours',
    whenOut: 'With every closed-border counter on the map, no border can be closed: neither by spending supplies nor by opposing. A broken or removed barricade goes back to the box.',
  },
  special: {
    id: 'special', name: 'Special counters', count: null, from: 'ours',
    whenOut: 'Never runs out: the rules must be able to mark every ground zero, portal, mothership, barren land and crater they call for.',
  },
  dice: {
    id: 'dice', name: 'Dice', count: null, from: 'ours',
    whenOut: 'The rules already cap each roll (3 attack dice, 2 defence dice unless a scenario gives more); a roll needing more dice than the set holds is simply rolled in parts.',
  },
};
