/**
 * The rival's personalities and difficulty levels, as data. A persona says
 * whom the rival fights and whom it lets through; a level says how well it
 * reads the odds and the board.
 */
export type PersonaId = 'cooperator' | 'opportunist' | 'betrayer';
export type LevelId = 'easy' | 'normal' | 'hard';

export interface Persona {
  id: PersonaId;
  name: string;
  /** Worth of hitting apocalytes, and rival players, while the apocalypse rages. */
  apocWeight: number;
  rivalWeight: number;
  /** Rival weight once the apocalypse is prevented. */
  rivalWeightAfter: number;
  /** Leaves rival players alone while the apocalypse rages, whatever its level. */
  sparesRivals: boolean;
  /** Lets other players through: 'always', 'weaker' (only players smaller than itself) or 'never'. */
  permits: 'always' | 'weaker' | 'never';
  /** Shows cure parts to the table. */
  sharesCure: boolean;
  /** How it explains itself in the log. */
  voice: { apoc: string; rival: string; goal: string };
}

export const PERSONAS: Readonly<Record<PersonaId, Persona>> = {
  cooperator: {
    id: 'cooperator', name: 'Cooperator', apocWeight: 1.6, rivalWeight: 0.15, rivalWeightAfter: 1, sparesRivals: true, permits: 'always', sharesCure: true,
    voice: { apoc: 'fights the apocalypse first', rival: 'clears a rival out of the way', goal: 'works for the common goal' },
  },
  opportunist: {
    id: 'opportunist', name: 'Opportunist', apocWeight: 1.1, rivalWeight: 0.8, rivalWeightAfter: 1.2, sparesRivals: false, permits: 'weaker', sharesCure: false,
    voice: { apoc: 'takes an easy win against the apocalypse', rival: 'grabs a weak spot from a rival', goal: 'keeps an eye on the goal' },
  },
  betrayer: {
    // Betrays only once the threat is down (issue 28): before that a stab in the back only helps the apocalypse
    // beat everyone, the betrayer too; it still lets the others bleed, never lets anyone through and hides its cure parts.
    id: 'betrayer', name: 'Betrayer', apocWeight: 0.7, rivalWeight: 1.4, rivalWeightAfter: 1.5, sparesRivals: true, permits: 'never', sharesCure: false,
    voice: { apoc: 'lets the others bleed and picks off apocalytes only when cheap', rival: 'stabs a rival in the back', goal: 'plays along with the goal for now' },
  },
};

export interface Level {
  id: LevelId;
  name: string;
  /** Least chance of winning a whole battle before attacking. */
  minWinChance: number;
  /** Least expected gain (armies and territory worth, less expected losses) before attacking. */
  minGain: number;
  /** Least chance of winning before attacking another player. */
  minRivalWin: number;
  /** After a conquest: move in as few as allowed, or as many as possible (holding back half, tried for Hard, lost it ground to Easy). */
  advance: 'fewest' | 'most';
  /** "Attack until" stops once half the attackers are gone (else fights to the end). */
  blitzHalf: boolean;
  /** Plans with exact odds (easy counts armies instead). */
  usesOdds: boolean;
  /** Works on the scenario's goal (cure, portals, missile, mothership, barricades). */
  pursuesGoals: boolean;
  /** Moves armies from quiet territories to the fronts. */
  consolidates: boolean;
  /**
   * How much harder than its persona says it presses rival players (a persona that spares them still does).
   * In a two-player game the apocalypse usually wins and the survivor who outlasts the other is ahead, so
   * weakening the rival early is what pays: 4 took betrayer-hard from 53 to 27 games behind the random bot
   * of 300 (README "Strength").
   */
  rivalFactor: number;
  /**
   * In the plague: pulls its armies out of territories it shares with the infected (who can only be fought
   * with the cure) and spends spare movements on empty land next door. Tried in every scenario, it cost the
   * hard opportunist ground against demons and mutants, so the plague alone uses it (README "Strength").
   */
  settles: boolean;
}

export const LEVELS: Readonly<Record<LevelId, Level>> = {
  easy: { id: 'easy', name: 'Easy', minWinChance: 0.5, minGain: -99, minRivalWin: 0.5, advance: 'fewest', blitzHalf: false, usesOdds: false, pursuesGoals: false, consolidates: false, rivalFactor: 1, settles: false },
  normal: { id: 'normal', name: 'Normal', minWinChance: 0.55, minGain: 0, minRivalWin: 0.6, advance: 'most', blitzHalf: true, usesOdds: true, pursuesGoals: true, consolidates: true, rivalFactor: 1, settles: false },
  hard: { id: 'hard', name: 'Hard', minWinChance: 0.5, minGain: -99, minRivalWin: 0.5, advance: 'most', blitzHalf: true, usesOdds: true, pursuesGoals: true, consolidates: true, rivalFactor: 8, settles: true },
};
