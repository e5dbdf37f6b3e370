// An attack ability serves one side (abilities.ts ATTACK_EFFECT_SIDE): it is offered to that
// side only, whatever window it is timed for. Issue 28 watched the invader pay Argent for the
// Imp's Charged Fireball ("add a red die to this attack") while a marine was shooting the Imp.
import { describe, expect, it } from 'vitest';
import * as content from '../../content';
import { EVENT_CARDS } from '../../content/events';
import type { AttackState, DoomState } from '../../state';
import { addDemon, arrange, clearDemons, demonFigure, newMatch, quietInvader, toHand, toMarineTurn } from '../../testing/arrange';
import { ATTACK_EFFECT_SIDE, ATTACK_EFFECTS } from '../abilities';
import { optionalModifiers } from './sources';

const ATTACK_TIMINGS = ['beforeRoll', 'whileAttacking', 'whileDefending', 'afterAttack'];

/** Every ability in the content timed for an attack: name, timing, effect. */
function attackAbilities(): { name: string; timing: string; effect: string }[] {
  const out: { name: string; timing: string; effect: string }[] = [];
  const walk = (o: unknown): void => {
    if (Array.isArray(o)) return o.forEach(walk);
    if (!o || typeof o !== 'object') return;
    const r = o as { effect?: unknown; timing?: unknown; name?: unknown };
    if (typeof r.effect === 'string' && typeof r.timing === 'string' && ATTACK_TIMINGS.includes(r.timing)) {
      out.push({ name: String(r.name), timing: r.timing, effect: r.effect });
    }
    for (const v of Object.values(o)) walk(v);
  };
  const { EVENT_SETS: _sets, EVENT_CARDS: _cards, ...rest } = content as Record<string, unknown>;
  walk(rest);
  for (const c of EVENT_CARDS) if (ATTACK_TIMINGS.includes(c.timing)) out.push({ name: `${c.name} (event)`, timing: c.timing, effect: c.effect.effect });
  return out;
}

describe('each attack ability serves one side', () => {
  it('every attack effect has a side, and every card\'s window matches it', () => {
    expect(ATTACK_EFFECTS.filter((e) => !ATTACK_EFFECT_SIDE[e])).toEqual([]);
    // While attacking is the attacker's window and while defending the defender's: a card timed
    // for one whose effect serves the other side could never be played.
    const mismatched = attackAbilities().filter((a) => {
      const side = ATTACK_EFFECT_SIDE[a.effect];
      return (a.timing === 'whileAttacking' && side === 'defender') || (a.timing === 'whileDefending' && side === 'attacker');
    }).map((a) => `${a.name}: ${a.effect} at ${a.timing}`);
    expect(mismatched).toEqual([]);
  });

  it('a marine shooting an Imp with Argent on its card: the invader is never offered Charged Fireball', () => {
    const d = toMarineTurn(newMatch({}, 7, true));
    arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
      addDemon(g, demonFigure('imp-1', 'imp', '3,3'));
      g.demonCards.imp!.argent = 2;
      toHand(g, 'alpha', 'uac-1');
    });
    d.answer('main:uac-1');
    d.forceDice(2, 1);
    d.answer('attack:imp-1');
    const offered: string[] = [];
    while (d.state.prompt?.kind === 'attackModifier') {
      offered.push(...d.state.prompt.options.map((o) => `${d.state.prompt!.seat} ${o.id}`));
      d.answer('done');
    }
    expect(offered.filter((o) => o.includes('imp-fireball'))).toEqual([]);
    expect(d.g.attack ?? null).toBeNull();
  });

  it('the same Imp attacking a marine may pay for it', () => {
    const d = toMarineTurn(newMatch({}, 7));
    const g: DoomState = d.g;
    clearDemons(g);
    addDemon(g, demonFigure('imp-1', 'imp', '3,3'));
    g.demonCards.imp!.argent = 2;
    const attack = { attacker: 'imp-1', defender: 'alpha', used: [], cover: false } as unknown as AttackState;
    g.attack = attack;
    expect(optionalModifiers(g, 'imp-1', 'beforeRoll').map((m) => m.key)).toContain('argent:imp-fireball');
    g.attack = { ...attack, attacker: 'alpha', defender: 'imp-1' };
    expect(optionalModifiers(g, 'imp-1', 'beforeRoll').map((m) => m.key)).not.toContain('argent:imp-fireball');
  });
});
