// In-play tests for abilities used in a demon's attack on a marine, on both sides: the marine's
// defensive cards and the demon card's own (Argent or automatic) attack abilities.
// Reference, Attacking: the defender reveals a defence card and "each shield cancels one damage";
// Argent Power: "the invader can spend Argent Power tokens on a demon card to use its abilities".
import { describe, expect } from 'vitest';
import type { GameEvent } from '../../../../engine/types';
import type { DoomState } from '../../state';
import { actionOnTop, addDemon, arrange, clearDemons, demonFigure, newMatch, quietInvader, toMarineTurn, type D } from '../../testing/arrange';
import { result } from '../../testing/armed';
import { inPlay } from '../../testing/inPlay';

const dice = (ev: GameEvent[]) => (ev.find((e) => e.type === 'diceRolled') as GameEvent & { rolls: { die: string }[] }).rolls.map((r) => r.die);

/**
 * Alpha at 1,3 (no damage, Field Dressing on top of his deck: no shield) and a `type` demon at
 * `demonAt` in the middle of its activation with `argent` on its card; `setup` adds the rest.
 */
function demonTurn(type: string, demonAt: string, argent: number, setup: (g: DoomState) => void = () => {}, marines = 1): D {
  const d = toMarineTurn(newMatch({ marines }, 7));
  return arrange(d, (g) => {
    clearDemons(g);
    quietInvader(g);
    g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
    g.marines[0]!.damage = 0;
    actionOnTop(g, 'alpha', 'uac-6');
    addDemon(g, demonFigure('demon-1', type, demonAt));
    g.demonCards[type]!.argent = argent;
    g.argentSupply -= argent;
    g.demonActivation = { type, figure: 'demon-1', movement: 0, attacked: false, moved: 0, used: [], typeBonus: 0 };
    setup(g);
  }, { kind: 'demonTurn' });
}

/** The demon attacks Alpha with `faces` forced; in every attack window an option whose id contains one of `use` is taken once. */
function attackAlpha(d: D, faces: number[], use: string[] = []): GameEvent[] {
  d.forceDice(...faces);
  const ev = [...d.answer('attack:alpha')];
  const taken = new Set<string>();
  for (let i = 0; i < 30 && d.prompt?.kind === 'attackModifier'; i++) {
    const o = d.prompt.options.find((x) => use.some((u) => x.id.includes(u) && !taken.has(u)));
    if (o) taken.add(use.find((u) => o.id.includes(u))!);
    ev.push(...d.answer(o ? o.id : 'done'));
  }
  expect([...taken].sort()).toEqual([...use].sort());
  return ev;
}

describe('a demon attacking a marine', () => {
  inPlay(['brace', 'combat-veteran-guard', 'iron-skin'], 'Brace, Hardened and Iron Skin each add their shields to the marine\'s defence', () => {
    const cases = [
      ['brace', 1, (g: DoomState) => { g.marines[0]!.hand.push('uac-5'); }],
      ['combat-veteran-guard', 1, (g: DoomState) => { g.marines[0]!.squad = 'combat-veteran'; }],
      ['iron-skin', 2, (g: DoomState) => { g.marines[0]!.gloryKills.push('iron-skin#1'); }],
    ] as const;
    for (const [id, shields, setup] of cases) {
      const base = result(attackAlpha(demonTurn('hell-knight', '2,3', 0), [2, 2]));
      const d = demonTurn('hell-knight', '2,3', 0, setup);
      const r = result(attackAlpha(d, [2, 2], [id === 'brace' ? 'uac-5' : id]));
      expect(r.shields, id).toBe(base.shields + shields);
      expect(d.g.marines[0]!.damage, id).toBe(base.damage - shields);
    }
  });

  inPlay('untouchable', 'Untouchable cancels all the damage of the attack', () => {
    const d = demonTurn('hell-knight', '2,3', 0, (g) => g.marines[0]!.gloryKills.push('untouchable#1'));
    const r = result(attackAlpha(d, [2, 2], ['untouchable']));
    expect(r).toMatchObject({ dodge: true, damage: 0 });
    expect(d.g.marines[0]!.damage).toBe(0);
  });

  inPlay(['imp-fireball', 'revenant-rockets', 'cacodemon-bite'], 'Charged Fireball, Shoulder Rockets and Devour add their die for 1 Argent', () => {
    const cases = [['imp-fireball', 'imp', 'doom-red'], ['revenant-rockets', 'revenant', 'doom-green'], ['cacodemon-bite', 'cacodemon', 'doom-black']] as const;
    for (const [id, type, die] of cases) {
      const plain = dice(attackAlpha(demonTurn(type, '2,3', 0), [1, 1, 1]));
      const d = demonTurn(type, '2,3', 1);
      const rolled = dice(attackAlpha(d, [1, 1, 1], [id]));
      expect(rolled, id).toEqual([...plain, die]);
      expect(d.g.demonCards[type]!.argent, id).toBe(0);
    }
  });

  inPlay(['lost-soul-burn', 'pinky-charge'], 'Burning Dive (1 Argent) and Charge (after moving 3 spaces) add 1 damage', () => {
    const plainSoul = result(attackAlpha(demonTurn('lost-soul', '2,3', 0), [1, 1])).damage;
    expect(result(attackAlpha(demonTurn('lost-soul', '2,3', 1), [1, 1], ['lost-soul-burn'])).damage).toBe(plainSoul + 1);
    const still = result(attackAlpha(demonTurn('pinky', '2,3', 0), [1, 1])).damage;
    const charged = demonTurn('pinky', '2,3', 0, (g) => { g.demonActivation!.moved = 3; });
    expect(result(attackAlpha(charged, [1, 1])).damage).toBe(still + 1);
  });

  // The card: "each other marine adjacent to it (not the one it attacked) suffers 1 damage"; effects.md,
  // damageAround: "every figure within radius spaces of center ..., except the attacker and the
  // defender" (ASSUMPTIONS.md, Demons: splash spares the defender).
  inPlay('hell-knight-slam', 'Ground Slam (2 Argent): after attacking, each other marine adjacent to the Hell Knight suffers 1 damage', () => {
    const d = demonTurn('hell-knight', '2,3', 2, (g) => {
      g.figures.find((f) => f.id === 'bravo')!.at = '3,3';
      g.marines[1]!.damage = 0;
    }, 2);
    const ev = attackAlpha(d, [1, 1], ['hell-knight-slam']);
    expect(d.g.marines[0]!.damage).toBe(result(ev).damage);
    expect(d.g.marines[1]!.damage).toBe(1);
    expect(d.g.demonCards['hell-knight']!.argent).toBe(0);
  });
});
