import { describe, expect } from 'vitest';
import { inPlay } from '../testing/inPlay';
import { act, addDemon, arrange, clearDemons, demonFigure, eventOnTop, eventWithDefence, newMatch, quietInvader, toMarineTurn, type D } from '../testing/arrange';

function withGrenade(set: string, demons: [string, string][]): D {
  const d = toMarineTurn(newMatch({}, 23));
  return arrange(d, (g) => {
    clearDemons(g);
    quietInvader(g);
    g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
    g.marines[0]!.damage = 4;
    g.marines[0]!.weapons.push(set);
    g.marines[0]!.hand.push(`${set}-1`);
    demons.forEach(([id, at]) => addDemon(g, demonFigure(id, 'pinky', at)));
  });
}

describe('grenades', () => {
  inPlay('frag-grenade', 'a frag grenade rolls once and every figure next to the space defends against that roll', () => {
    const d = withGrenade('frag-grenade', [['p1', '3,2'], ['p2', '2,3'], ['p3', '7,7']]);
    arrange(d, (g) => {
      eventOnTop(g, eventWithDefence(g, 0, false));
      eventOnTop(g, eventWithDefence(g, 1, false));
    });
    d.answer('bonus:frag-grenade-1');
    expect(d.prompt.kind).toBe('chooseGrenadeSpace');
    d.forceDice(3, 1); // green 3, red 1
    const ev = act(d, '3,3');
    expect(ev.filter((e) => e.type === 'diceRolled')).toHaveLength(1);
    const results = ev.filter((e) => e.type === 'attackResult');
    // Both Pinkies next to 3,3 defend against the same 4 hits, each with its own card (+1 toughness); the far one is untouched.
    expect(results.map((e) => e.target).sort()).toEqual(['p1', 'p2']);
    expect(results.every((e) => e.hits === 4 && Number(e.shields) >= 1)).toBe(true);
    expect(ev.filter((e) => e.type === 'defenceRevealed').length).toBeGreaterThanOrEqual(2);
    expect(d.g.grenades).toMatchObject([{ set: 'frag-grenade', at: '3,3', marine: 'alpha' }]);
    // While the token lies there the card cannot be played again.
    arrange(d, (g) => { g.marines[0]!.deck.discard = g.marines[0]!.deck.discard.filter((c) => c !== 'frag-grenade-1'); g.marines[0]!.hand.push('frag-grenade-1'); });
    expect(d.prompt.options.some((o) => o.id === 'bonus:frag-grenade-1')).toBe(false);
  });

  inPlay('siphon-grenade', 'a siphon grenade drains the demons near it into the thrower, who reclaims the token by stepping on it', () => {
    const d = withGrenade('siphon-grenade', [['p1', '3,2'], ['p2', '2,2']]);
    d.answer('bonus:siphon-grenade-1');
    const ev = act(d, '3,3');
    expect(ev.filter((e) => e.type === 'damaged').map((e) => e.figure).sort()).toEqual(['p1', 'p2']);
    expect(d.g.marines[0]!.damage).toBe(2);
    arrange(d, (g) => { g.marineActivation!.movement = 2; });
    const ev2 = act(d, 'move:3,3');
    expect(ev2.some((e) => e.type === 'grenadeReclaimed')).toBe(true);
    expect(d.g.grenades).toEqual([]);
  });

  inPlay('decoy-grenade', 'a decoy gives marines near it cover', () => {
    const d = withGrenade('decoy-grenade', []);
    d.answer('bonus:decoy-grenade-1');
    act(d, '2,3');
    arrange(d, (g) => {
      addDemon(g, demonFigure('imp-a', 'imp', '1,5'));
      g.demonActivation = { type: 'imp', figure: 'imp-a', movement: 0, attacked: false, moved: 0, used: [], typeBonus: 0 };
    }, { kind: 'demonTurn' });
    expect(d.prompt.options.find((o) => o.id === 'attack:alpha')!.label).toMatch(/cover/);
  });
});
