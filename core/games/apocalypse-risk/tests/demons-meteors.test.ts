// Rulebook "Demons" and "Meteors", through the test driver.
import { describe, expect, it } from 'vitest';
import { byPlayers, NUMBERS } from '../content/numbers';
import { conversionTarget } from '../rules/scenarios/meteors';
import { apoc, apocTurn, clearBoard, put, runSteps, start, troops } from './helpers';

function board(scenario: 'demons' | 'meteors', players = 3) {
  const d = start({ players, scenario });
  clearBoard(d);
  d.g.players.forEach((p) => { p.standing.defendMost = true; p.standing.autoReroll = true; });
  return d;
}

describe('Demons', () => {
  // "Choose four territories at random. At each territory, place a special counter marking a demon portal and a single demon."
  it('four portals open with a demon each', () => {
    const d = start({ players: 4, scenario: 'demons' }, 3);
    expect(d.match.events.flat().filter((e) => e.type === 'portalOpened')).toHaveLength(4);
  });

  // "Select an open portal at random each round. A new demon enters through that portal."
  it('a demon comes through an open portal each round after the first', () => {
    const d = board('demons');
    d.g.portals.push({ terr: 'iceland', open: true }, { terr: 'peru', open: false });
    apocTurn(d, 2);
    expect(apoc(d, 'iceland')).toBe(1);
    expect(apoc(d, 'peru')).toBe(0);
  });

  // "always roll three die and choose the highest ... Demons kill three troops when they succeed in an attack. Demons can never be defeated when they are attacking"
  it('an attacking demon keeps its best of three dice, kills three on a hit and never dies attacking', () => {
    const d = board('demons');
    put(d, 'peru', { p1: 6, apoc: 1 });
    d.forceDice(2, 6, 1, 5, 3);
    apocTurn(d, 1);
    expect(troops(d, 'peru', 'p1')).toBe(3);
    const roll = d.match.events.at(-1)!.find((e) => e.type === 'diceRolled')!;
    expect(roll.text).toContain('keeps 6');
    clearBoard(d);
    put(d, 'peru', { p1: 6, apoc: 1 });
    d.forceDice(1, 1, 1, 6, 6);
    apocTurn(d, 1);
    expect(apoc(d, 'peru')).toBe(1);
  });

  // "If a player gets a success against a defending demon, they must roll two die. On doubles, the demon dies."
  it('a hit on a defending demon kills it only on doubles', () => {
    const d = board('demons');
    put(d, 'peru', { apoc: 2 });
    put(d, 'brazil', { p1: 8 });
    runSteps(d, []);
    d.answer('atk:brazil');
    d.answer('to:peru:apoc');
    d.forceDice(6, 1, 1, 2, 3, 4, 3, 5).answer('3'); // hit (6 against the best of 2 3 4), then 3 and 5: no doubles
    expect(apoc(d, 'peru')).toBe(2);
    d.answer('atk:brazil');
    d.answer('to:peru:apoc');
    d.forceDice(6, 1, 1, 2, 3, 4, 2, 2).answer('3');
    expect(apoc(d, 'peru')).toBe(1);
  });

  // "Each demon moves individually" and "Demons attack and defend individually", but "two successes are necessary to break a strong border barricade":
  // a lone demon's single die can break a weak barricade but never a strong one.
  it('a lone demon breaks a weak barricade on a hit but never a strong one', () => {
    const d = board('demons');
    put(d, 'kamchatka', { apoc: 1 });
    put(d, 'alaska', { p1: 5 });
    d.g.barricades.push({ terr: 'alaska', other: 'kamchatka', strong: true });
    d.forceDice(6, 6, 6, 1, 1);
    apocTurn(d, 1);
    expect(apoc(d, 'kamchatka')).toBe(1);
    expect(apoc(d, 'alaska')).toBe(0);
    expect(d.g.barricades).toHaveLength(1);
    d.g.barricades[0]!.strong = false;
    d.forceDice(6, 6, 6, 1, 1);
    apocTurn(d, 1);
    expect(d.g.barricades).toHaveLength(0);
    expect(apoc(d, 'alaska')).toBe(1);
  });

  // "Any supply tokens in fallen territories are immediately incinerated by the demons."
  it('supplies in fallen territories burn', () => {
    const d = board('demons');
    put(d, 'peru', { apoc: 1, supplies: 2, hq: 1 });
    apocTurn(d, 1);
    expect(d.g.territories.peru).toMatchObject({ supplies: 0, hq: true });
  });

  // "players must have four supply tokens in the same territory as the portal for a full turn ... Headquarters do not count"
  it('four supplies held at a portal for a full turn seal it and are sacrificed', () => {
    const d = board('demons');
    d.g.portals.push({ terr: 'peru', open: true });
    put(d, 'peru', { p1: 5, supplies: 4, hq: 1 });
    put(d, 'iceland', { apoc: 1 });
    put(d, 'alaska', { p2: 3 });
    put(d, 'greenland', { p3: 3 });
    runSteps(d, []);
    d.answer('end');
    expect(d.events.find((e) => e.type === 'holdStarted')).toMatchObject({ territory: 'peru', seat: 'p1', purpose: 'portal' });
    // Blue and Green play; then the demons; then Red's next turn begins.
    for (let i = 0; i < 200 && !(d.g.turn.seat === 'p1' && d.g.round === 3); i++) d.answer(d.prompt.options.find((o) => o.id === 'end' || o.id === 'reinforce')?.id ?? d.prompt.options[0]!.id);
    expect(d.match.events.flat().find((e) => e.type === 'portalClosed')).toMatchObject({ territory: 'peru', seat: 'p1' });
    expect(d.g.portals[0]!.open).toBe(false);
    expect(d.g.territories.peru!.supplies).toBe(0);
  });
});

describe('Meteors', () => {
  // "at the beginning of each round ... choose three territory cards. A meteorite annihilates the first. ... Add a rioter to the second and third territories chosen, as well as to each territory bordering the annihilated territory."
  it('each round a meteorite wipes out one territory and riots start in two more and around the crater', () => {
    const d = board('meteors');
    put(d, 'peru', { p1: 4, supplies: 1 });
    apocTurn(d, 1);
    const hit = d.g.annihilated[0]!;
    const ev = d.match.events.at(-1)!;
    const drawn = ev.find((e) => e.type === 'cardsDrawn')!.cards as string[];
    expect(drawn[0]).toBe(hit);
    expect(d.g.meteorites).toBe(1);
    expect(d.g.territories[hit]).toMatchObject({ troops: {}, apoc: 0, supplies: 0, hq: false });
    const riots = ev.filter((e) => e.type === 'apocalytesPlaced').map((e) => e.territory);
    expect(riots).toEqual(expect.arrayContaining([drawn[1], drawn[2]]));
    expect(riots.length).toBeGreaterThanOrEqual(3);
  });

  // "Players may never move in to annihilated territories."
  it('craters cannot be entered', () => {
    const d = board('meteors');
    d.g.annihilated.push('peru');
    put(d, 'brazil', { p1: 4 });
    runSteps(d, []);
    d.answer('mv:brazil');
    expect(d.prompt.options.map((o) => o.id)).not.toContain('peru');
  });

  // "If the result is equal to or greater than 6 minus [1/3 of the number of meteorites struck, rounded down] ... supply token, the result must be one higher, maximum six."
  it('the conversion roll: 6 - floor(meteorites / 3), plus one per supply up to two, never above 6', () => {
    const d = board('meteors');
    put(d, 'peru', { p1: 1 });
    put(d, 'brazil', { p1: 1, supplies: 1 });
    put(d, 'venezuela', { p1: 1, supplies: 2 });
    const at = (m: number) => { d.g.meteorites = m; return [conversionTarget(d.g, 'peru'), conversionTarget(d.g, 'brazil'), conversionTarget(d.g, 'venezuela')]; };
    expect(at(0)).toEqual([6, 6, 6]);
    expect(at(2)).toEqual([6, 6, 6]);
    expect(at(3)).toEqual([5, 6, 6]);
    expect(at(9)).toEqual([3, 4, 5]);
  });

  // "Rioters never attack, they only defend. Rioters get to roll an extra defense die when defending."
  it('rioters defend with three dice', () => {
    const d = board('meteors');
    put(d, 'peru', { apoc: 3 });
    put(d, 'brazil', { p1: 6 });
    runSteps(d, []);
    d.answer('atk:brazil');
    d.answer('to:peru:apoc');
    d.forceDice(6, 6, 6, 1, 1, 1).answer('3');
    expect((d.events.filter((e) => e.type === 'diceRolled')[1]!.rolls as unknown[]).length).toBe(3);
  });

  // The same line: "extra" is one more than the usual, so a single rioter rolls 2 dice, not 1 (issue 30 item 2).
  it('a lone rioter defends with two dice', () => {
    const d = board('meteors');
    put(d, 'peru', { apoc: 1 });
    put(d, 'brazil', { p1: 6 });
    runSteps(d, []);
    d.answer('atk:brazil');
    d.answer('to:peru:apoc');
    d.forceDice(6, 6, 6, 1, 1).answer('3');
    expect((d.events.filter((e) => e.type === 'diceRolled')[1]!.rolls as unknown[]).length).toBe(2);
  });

  // "only (2/2/1/1) supply token may be moved per turn. Furthermore, supplies can not be moved through our out of a territory which contains rioters."
  it('supply moves are limited (one with four players) and none leave a territory with rioters', () => {
    const d = board('meteors', 4);
    expect(byPlayers(NUMBERS.meteorSupplyMoves, 4)).toBe(1);
    put(d, 'brazil', { p1: 6, supplies: 3 });
    put(d, 'peru', { p1: 6, supplies: 3, apoc: 1 });
    put(d, 'argentina', { p1: 1 });
    runSteps(d, []);
    d.answer('mv:peru');
    d.answer('argentina');
    d.answer('1');
    expect(d.prompt.kind).toBe('turnAction'); // no supply question out of rioter land
    d.answer('mv:brazil');
    d.answer('argentina');
    d.answer('1');
    d.answer('yes');
    d.answer('mv:brazil');
    d.answer('argentina');
    d.answer('1');
    expect(d.prompt.kind).toBe('turnAction'); // the one supply move is spent
  });

  // "Players must have eight supply tokens in an uncontested territory for a full turn in order to launch a missile"
  it('eight supplies held in a calm territory for a full turn launch the missile', () => {
    const d = board('meteors');
    put(d, 'madagascar', { p1: 5, supplies: 8 });
    put(d, 'alaska', { p2: 3 });
    put(d, 'greenland', { p3: 3 });
    runSteps(d, []);
    d.answer('end');
    expect(d.events.find((e) => e.type === 'holdStarted')).toMatchObject({ territory: 'madagascar', purpose: 'missile' });
    expect(d.g.holds).toHaveLength(1);
    // A full turn later (the hold as the end of the turn left it), Red's turn begins with the site still calm: launch.
    const hold = structuredClone(d.g.holds);
    clearBoard(d);
    put(d, 'madagascar', { p1: 5, supplies: 8 });
    put(d, 'alaska', { p2: 3 });
    d.g.holds = structuredClone(hold);
    runSteps(d, [{ kind: 'playerTurn', index: 1 }], 'p1', 3);
    expect(d.g.missileLaunched).toBe(true);
    expect(d.state.result).toMatchObject({ outcome: 'prevented' });
    // "The territory must remain uncontested for the full turn": a rioter there spoils it.
    clearBoard(d);
    put(d, 'madagascar', { p1: 5, supplies: 8, apoc: 1 });
    put(d, 'alaska', { p2: 3 });
    d.g.holds = structuredClone(hold);
    runSteps(d, [{ kind: 'playerTurn', index: 1 }], 'p1', 3);
    expect(d.g.missileLaunched).toBe(false);
  });
});
