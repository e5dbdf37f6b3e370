// Rulebook "Closing Borders", "Spending Supply Tokens", "Opposing Attacks", "Breaking Borders".
import { describe, expect, it } from 'vitest';
import { clearBoard, put, runSteps, start, troops } from './helpers';

function board() {
  const d = start({ players: 3, scenario: 'aliens' });
  clearBoard(d);
  return d;
}

describe('Closing borders', () => {
  // "Removing one supply token results in a weak barricade, removing two results in a strong barricade." "prevents the territory from initiating attacks this turn"
  it('spending one supply builds a weak barricade, two a strong one; the territory then cannot attack', () => {
    const d = board();
    put(d, 'alaska', { p1: 5, supplies: 3 });
    put(d, 'alberta', { p2: 1 });
    runSteps(d, []);
    d.answer('close:alaska');
    d.answer('kamchatka');
    d.answer('strong');
    expect(d.g.barricades).toEqual([{ terr: 'alaska', other: 'kamchatka', strong: true }]);
    expect(d.g.territories.alaska!.supplies).toBe(1);
    expect(d.prompt.options.map((o) => o.id)).not.toContain('atk:alaska');
    d.answer('close:alaska');
    d.answer('alberta');
    expect(d.g.barricades[1]).toEqual({ terr: 'alaska', other: 'alberta', strong: false });
    expect(d.g.territories.alaska!.supplies).toBe(0);
  });

  // "A player may choose a territory which has made no attacks yet this turn ... and no apocalytes"
  it('a territory that attacked, or holds apocalytes, cannot close a border', () => {
    const d = board();
    put(d, 'alaska', { p1: 5, supplies: 1 });
    put(d, 'alberta', { p2: 9 });
    put(d, 'peru', { p1: 5, supplies: 1, apoc: 1 });
    runSteps(d, []);
    expect(d.prompt.options.map((o) => o.id)).not.toContain('close:peru');
    d.answer('atk:alaska');
    d.answer('to:alberta:p2');
    d.answer('1');
    d.forceDice(1, 6, 6).answer('2');
    expect(d.prompt.options.map((o) => o.id)).not.toContain('close:alaska');
  });

  // "Attacks may not be made through closed borders ... Troops can not be moved through closed borders."
  it('nothing moves or attacks through a closed border', () => {
    const d = board();
    put(d, 'alaska', { p1: 5 });
    put(d, 'alberta', { p1: 1 });
    put(d, 'kamchatka', { p2: 1 });
    d.g.barricades.push({ terr: 'alaska', other: 'alberta', strong: false }, { terr: 'kamchatka', other: 'alaska', strong: true });
    runSteps(d, []);
    d.answer('mv:alaska');
    expect(d.prompt.options.map((o) => o.id)).toEqual(['northwest-territory', 'back']);
    d.answer('back');
    d.answer('atk:alaska');
    expect(d.prompt.options.map((o) => o.id)).toEqual(['bar:kamchatka', 'back']);
  });

  // "Players can remove barricades on territories that they control at the beginning of their turn."
  it('barricades can be taken down at the start of the owner\'s turn', () => {
    const d = board();
    put(d, 'alaska', { p1: 5 });
    d.g.barricades.push({ terr: 'alaska', other: 'alberta', strong: false });
    runSteps(d, [{ kind: 'removeBarricades', seat: 'p1' }]);
    expect(d.prompt.kind).toBe('removeBarricades');
    d.answer(['alaska|alberta']);
    expect(d.g.barricades).toEqual([]);
  });
});

describe('Opposing attacks', () => {
  // "If there is one supply token in the defending territory, the attackers need one success to break the border ... Remove defending armies as if the attack were a normal attack, but do not remove any attacking armies."
  it('the attacker needs one success against one supply; only defenders lose armies; a hold closes the border', () => {
    const d = board();
    put(d, 'alaska', { p1: 6 });
    put(d, 'alberta', { p2: 3, supplies: 1 });
    runSteps(d, []);
    d.answer('atk:alaska');
    d.answer('to:alberta:p2');
    d.answer('3');
    expect(d.prompt).toMatchObject({ kind: 'oppose', seat: 'p2' });
    d.answer('oppose');
    d.forceDice(3, 2, 1, 5, 4).answer('2');
    expect(d.prompt.kind).toBe('barricadeStrength');
    d.answer('strong');
    expect(d.g.barricades).toEqual([{ terr: 'alberta', other: 'alaska', strong: true }]);
    expect(d.g.territories.alberta!.supplies).toBe(0);
    expect(troops(d, 'alaska', 'p1')).toBe(6);
    expect(troops(d, 'alberta', 'p2')).toBe(3);
  });

  it('one success breaks through and the attack goes on', () => {
    const d = board();
    put(d, 'alaska', { p1: 6 });
    put(d, 'alberta', { p2: 3, supplies: 1 });
    runSteps(d, []);
    d.answer('atk:alaska');
    d.answer('to:alberta:p2');
    d.answer('3');
    d.answer('oppose');
    d.forceDice(6, 2, 1, 5, 4).answer('2'); // one success: Blue loses an army, the border stays open
    expect(troops(d, 'alberta', 'p2')).toBe(2);
    expect(troops(d, 'alaska', 'p1')).toBe(6);
    expect(d.prompt).toMatchObject({ kind: 'defendDice', seat: 'p2' }); // now the attack itself
  });

  // "If there are two or more supply tokens in the defending territory, the attackers need two successes"
  it('two supplies mean two successes are needed', () => {
    const d = board();
    put(d, 'alaska', { p1: 6 });
    put(d, 'alberta', { p2: 3, supplies: 2 });
    runSteps(d, []);
    d.answer('atk:alaska');
    d.answer('to:alberta:p2');
    d.answer('3');
    d.answer('oppose');
    d.forceDice(6, 2, 1, 5, 4).answer('2');
    expect(d.prompt.kind).toBe('barricadeStrength');
  });
});

describe('Opposing: the barricade a held border gets (issue 30 item 3)', () => {
  // "If the attackers do not break the border, the border is closed with a weak barricade (if the player spends no
  // supply tokens) or a strong barricade (if the player spends a supply token)." Both for an attack and an apocalyte move.
  for (const strong of [false, true]) {
    it(`an apocalyte move held with one supply: ${strong ? 'a strong barricade for that supply' : 'a weak barricade, the supply kept'}`, () => {
      const d = start({ players: 3, scenario: 'zombies' });
      clearBoard(d);
      put(d, 'peru', { apoc: 7 });
      put(d, 'argentina', { p1: 3, supplies: 1 });
      d.g.players[0]!.standing.oppose = 'always';
      d.g.players[0]!.standing.defendMost = true;
      // Movement die 5 (six of seven move); the opposing roll: 1, 1, 1 against 6, 6: no success.
      d.forceDice(5, 1, 1, 1, 6, 6);
      runSteps(d, [{ kind: 'zombiesTurn' }]);
      expect(d.prompt).toMatchObject({ kind: 'barricadeStrength', seat: 'p1' });
      expect(d.prompt.options.map((o) => o.label)).toEqual(['Weak barricade (free)', 'Strong barricade (spend 1 supply)']);
      d.answer(strong ? 'strong' : 'weak');
      expect(d.g.barricades).toEqual([{ terr: 'argentina', other: 'peru', strong }]);
      expect(d.g.territories.argentina!.supplies).toBe(strong ? 0 : 1);
    });
  }

  it('an attack held with one supply offers the same two barricades', () => {
    const d = board();
    put(d, 'alaska', { p1: 6 });
    put(d, 'alberta', { p2: 3, supplies: 1 });
    runSteps(d, []);
    d.answer('atk:alaska');
    d.answer('to:alberta:p2');
    d.answer('1');
    d.answer('oppose');
    d.forceDice(1, 6, 6).answer('2');
    expect(d.prompt).toMatchObject({ kind: 'barricadeStrength', seat: 'p2' });
    expect(d.prompt.options.map((o) => o.id)).toEqual(['weak', 'strong']);
  });
});

describe('Breaking borders', () => {
  // "roll a normal attack as if the defenders had at least one supply token. One success is necessary to break a weak border barricade, two ... strong ... don't remove any defending troops"
  it('a strong barricade needs two successes; only attackers lose armies; the defenders get a reroll', () => {
    const d = board();
    put(d, 'alaska', { p1: 8 });
    put(d, 'alberta', { p2: 3 });
    d.g.barricades.push({ terr: 'alberta', other: 'alaska', strong: true });
    d.g.players[1]!.standing.autoReroll = true;
    runSteps(d, []);
    d.answer('atk:alaska');
    d.answer('bar:alberta');
    d.answer('3');
    d.forceDice(6, 5, 1, 4, 4, 6).answer('2'); // 6-4, 5-4: two successes; Blue rerolls its low 4 to a 6, then 6-6 and 5-4: one
    expect(d.g.barricades).toHaveLength(1);
    expect(troops(d, 'alaska', 'p1')).toBe(7);
    expect(troops(d, 'alberta', 'p2')).toBe(3);
    d.answer('atk:alaska');
    d.answer('bar:alberta');
    d.answer('3');
    d.forceDice(6, 6, 1, 2, 1, 2).answer('2');
    expect(d.g.barricades).toHaveLength(0);
    // "Once a border is broken, a full turn must pass before the border can be closed again."
    expect(d.g.broken).toHaveLength(1);
  });
});

describe('Breaking a barricade with nobody behind it', () => {
  it('the barricade throws one die of its own, so the attack can fail or succeed (Meteors, an empty territory)', () => {
    const d = start({ players: 3, scenario: 'meteors' });
    clearBoard(d);
    put(d, 'ukraine', { p1: 5 });
    d.g.barricades.push({ terr: 'scandinavia', other: 'ukraine', strong: false });
    runSteps(d, []);
    d.answer('atk:ukraine');
    d.answer('bar:scandinavia');
    d.forceDice(6, 3, 1, 4).answer('2');
    const rolls = d.events.filter((e) => e.type === 'diceRolled');
    expect(rolls).toHaveLength(3); // attack, the barricade's one die, its reroll
    expect(d.g.barricades).toHaveLength(0);
  });
});
