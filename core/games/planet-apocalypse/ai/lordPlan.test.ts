// The Lord plan the rules-of-thumb bots share: the old bot waits for dice
// that can hurt the Lord (or for doom 10); the policy (the default AI, and
// what the lookahead plays forward) goes as soon as a wound would stick, and
// buys the dice that beat his toughness.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import type { BotRng, Prompt } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import { HERO_BY_ID } from '../content';
import { planetApocalypse as M } from '../index';
import type { PAView } from '../view';
import { createHeroBot } from './heroBot';
import { netPunch, OLD_HERO_TUNING, readyForLord, teamPunch } from './lordPlan';
import { POLICY_TUNING } from './policy';

type V = GameView<PAView>;
const rng: BotRng = { int: (lo) => lo, pick: (items) => items[0]! };

/** Hero 1's view of a fresh two-hero table against Jabootu (toughness 6). */
function jabootuView(): V {
  const controllers = { h1: { type: 'ai' as const, bot: 'hero' }, h2: { type: 'ai' as const, bot: 'hero' } };
  const m = Match.start(M, { gameId: M.id, options: { heroes: 2, lord: 'jabootu', hero1: 'hannah', hero2: 'moose' }, controllers, seed: 7 }, { keepEvents: false });
  return structuredClone(m.view<PAView>('h1')) as V;
}

describe('when to take on the Lord', () => {
  it('while no die can beat Jabootu\'s 6 the old bot waits for doom 10, the policy for doom 8; one d8 sends the policy at once', () => {
    const v = jabootuView();
    for (const h of v.game.heroes) h.attack = ['d6', 'd6'];
    expect(teamPunch(v, v.game.heroes)).toBe(0);
    expect([readyForLord(v, OLD_HERO_TUNING), readyForLord(v, POLICY_TUNING)]).toEqual([false, false]);
    v.game.doom = 8;
    expect([readyForLord(v, OLD_HERO_TUNING), readyForLord(v, POLICY_TUNING)]).toEqual([false, true]);
    v.game.doom = 10;
    expect(readyForLord(v, OLD_HERO_TUNING)).toBe(true);
    v.game.doom = 0;
    v.game.heroes[0]!.attack = ['d6', 'd8'];
    expect([readyForLord(v, OLD_HERO_TUNING), readyForLord(v, POLICY_TUNING)]).toEqual([false, true]);
  });

  it('a d8 beats 6 one time in four: two heroes with a d8 each make half a wound a round', () => {
    const v = jabootuView();
    for (const h of v.game.heroes) h.attack = ['d6', 'd8'];
    expect(teamPunch(v, v.game.heroes)).toBeCloseTo(0.5);
  });
});

describe('buying gifts against the Lord', () => {
  it('against Jabootu the policy buys the Heavy Revolver (d8) over the cheaper Combat Knife (d4); the old bot takes the knife', () => {
    const v = jabootuView();
    v.game.panel = ['combatKnife#1', 'heavyRevolver#1'];
    const me = v.game.heroes.find((h) => h.seat === 'h1')!;
    const slot = HERO_BY_ID[me.heroId!]!.slots.find((s) => !s.start)!.slot;
    const prompt: Prompt = {
      id: 'p1', seat: 'h1', kind: 'teamAction', text: 'Team action', min: 1, max: 1,
      options: [
        { id: `gift:0:${slot}`, label: `Combat Knife, slot ${slot}` },
        { id: `gift:1:${slot}`, label: `Heavy Revolver, slot ${slot}` },
        { id: 'done', label: 'Done' },
      ],
    } as Prompt;
    const view = { ...v, prompt };
    expect(createHeroBot(OLD_HERO_TUNING).decide(view, prompt, rng).optionIds).toEqual([`gift:0:${slot}`]);
    expect(createHeroBot(POLICY_TUNING, 'policy-base').decide(view, prompt, rng).optionIds).toEqual([`gift:1:${slot}`]);
  });
});

describe('wounds that stick', () => {
  it('against Procrustes (4+4, mends 1 a round) the policy counts pairs and his mending: two d6s each make too little to go', () => {
    const v = jabootuView();
    v.game.lords[0]!.defId = 'procrustes';
    for (const h of v.game.heroes) h.attack = ['d6', 'd6'];
    // A pair of d6s above 4: 1 chance in 9 per hero, 2 heroes, less the 1 he mends.
    expect(netPunch(v, v.game.heroes, POLICY_TUNING)).toBeCloseTo(2 / 9 - 1);
    expect(readyForLord(v, POLICY_TUNING)).toBe(false);
    // The old bot counts single dice above 4 (1 in 3 each) and ignores the mending.
    expect(netPunch(v, v.game.heroes, OLD_HERO_TUNING)).toBeCloseTo(4 / 3);
    v.game.doom = 8;
    expect(readyForLord(v, POLICY_TUNING)).toBe(true);
  });
});
