// Position tests for issue 28 item 3: the rival works for its scenario's goal before it turns on other players.
import { describe, expect, it } from 'vitest';
import type { GameView } from '../../../engine/view';
import { clearBoard, put, runSteps, start } from '../tests/helpers';
import type { RiskView } from '../view';
import { RIVAL_BOTS } from './rival';

const rng = { int: (lo: number) => lo, pick: <T>(xs: readonly T[]) => xs[0]! };
type D = ReturnType<typeof start>;
const ask = (d: D, bot: string, seat = 'p1') => RIVAL_BOTS[bot]!.decide(d.view<RiskView>(seat) as GameView<RiskView>, d.prompt, rng);

/** Zombies, round 2: twelve idle armies in Alaska, a lone Blue army in Alberta, the horde two steps away in Greenland. */
function zombiePosition(): D {
  const d = start({ players: 3, scenario: 'zombies' });
  clearBoard(d);
  put(d, 'alaska', { p1: 12 });
  put(d, 'northwest-territory', { p1: 1 });
  put(d, 'alberta', { p2: 1 });
  put(d, 'greenland', { apoc: 4 });
  put(d, 'peru', { p3: 3 });
  runSteps(d, []);
  return d;
}

/** Plays p1's turn out with the bot answering every question; returns the attacks it declared. */
function playTurn(d: D, bot: string): { to: string; defender: string }[] {
  const attacks: { to: string; defender: string }[] = [];
  for (let i = 0; i < 60 && d.prompt.seat === 'p1' && d.prompt.kind !== 'test'; i++) {
    const before = d.events.length;
    d.answer(ask(d, bot).optionIds);
    for (const e of d.events.slice(before)) if (e.type === 'attackDeclared') attacks.push({ to: String(e.to), defender: String(e.defender) });
    if (d.g.turn.seat !== 'p1') break;
  }
  return attacks;
}

describe('scenario goals before rivals', () => {
  // Old code: the cooperator ended its turn with the twelve armies idle in Alaska while the horde grew.
  it('zombies (position above): a cooperator marches its idle stack towards the horde instead of idling', () => {
    const d = zombiePosition();
    const pick = ask(d, 'rival');
    expect(pick.optionIds).toEqual(['mv:alaska']);
    expect(pick.reason).toMatch(/^Cooperator: .*towards the hordes/);
  });

  // Old code: the betrayer's first act was to attack the lone Blue army in Alberta (issue 28: rivals fought each
  // other from round 1 while the apocalypse spread).
  it('zombies (position above): a betrayer does not attack another player while the zombies are not yet down', () => {
    const d = zombiePosition();
    const first = ask(d, 'betrayer-normal');
    expect(first.optionIds).toEqual(['mv:alaska']);
    expect(playTurn(d, 'betrayer-normal').filter((a) => a.defender !== 'apoc')).toEqual([]);
  });

  it('zombies (position above, the apocalypse prevented): the betrayer still betrays once the threat is down', () => {
    const d = zombiePosition();
    d.g.prevented = 1;
    const pick = ask(d, 'betrayer-normal');
    expect(pick.optionIds).toEqual(['atk:alaska']);
    expect(pick.reason).toMatch(/^Betrayer: stabs a rival in the back/);
  });

  // Demons, round 2: nine Red armies in Brazil with a supply, the portal in North Africa next door and empty (its
  // demon walked out). Old code: nobody ever worked toward closing a portal; the cooperator ended its turn.
  it('demons (Brazil next to the empty portal in North Africa): a cooperator works toward closing the portal', () => {
    const d = start({ players: 3, scenario: 'demons' });
    clearBoard(d);
    d.g.portals = [{ terr: 'north-africa', open: true }, { terr: 'japan', open: true }];
    put(d, 'brazil', { p1: 9, supplies: 1 });
    put(d, 'venezuela', { p1: 2 });
    put(d, 'peru', { p2: 3 });
    put(d, 'ural', { p3: 3 });
    put(d, 'japan', { apoc: 1 });
    runSteps(d, []);
    const pick = ask(d, 'rival');
    expect(pick.optionIds).toEqual(['mv:brazil']);
    expect(pick.reason).toMatch(/^Cooperator: works for the common goal: takes the portal in North Africa/);
    d.answer(pick.optionIds);
    expect(ask(d, 'rival').optionIds).toEqual(['north-africa']);
    d.answer('north-africa');
    d.answer(ask(d, 'rival').optionIds);
    if (d.prompt.kind === 'carrySupply') d.answer(ask(d, 'rival').optionIds);
    expect(d.g.territories['north-africa']!.owner).toBe('p1');
    expect(d.g.territories['north-africa']!.supplies).toBe(1);
  });

  // Plague, round 2: Red holds the cure next to three infected. Old code weighed the fight with ordinary odds and
  // losses; a cure holder loses nothing and the infected join it, so it attacks at once.
  it('plague (a cure holder in Alaska beside three infected in Kamchatka): it cures them rather than waiting', () => {
    const d = start({ players: 3, scenario: 'plague' });
    clearBoard(d);
    d.g.players[0]!.cured = true;
    put(d, 'alaska', { p1: 3 });
    put(d, 'kamchatka', { apoc: 3 });
    put(d, 'peru', { p2: 3 });
    put(d, 'ural', { p3: 3 });
    runSteps(d, []);
    const pick = ask(d, 'rival');
    expect(pick.optionIds).toEqual(['atk:alaska']);
    expect(pick.reason).toMatch(/Kamchatka \(100% to win\)/);
  });
});
