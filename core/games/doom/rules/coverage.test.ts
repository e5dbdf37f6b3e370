// Every effect, trigger and condition id the content uses has a rule here:
// a new id in content fails this test until the rules learn it.
import { describe, expect, it } from 'vitest';
import * as content from '../content';
import { contentUsage } from '../content/usage';
import { TRAINING_MISSION } from '../testing/trainingMission';
import { ABILITY_CONDITIONS, ACTION_EFFECTS, ATTACK_EFFECTS, SPECIAL_EFFECTS, supportedEffect } from './abilities';
import { WINDOW_EFFECTS } from './invaderEvents';
import { TIMED_EFFECTS } from './timedAbilities';
import { EVENT_CARDS } from '../content/events';
import { KNOWN_CONDITIONS, KNOWN_EFFECTS, KNOWN_TRIGGERS, unsupportedMissionIds } from './missionRules';
import { allMissions } from '../catalog';

const usage = contentUsage({ ...content, training: TRAINING_MISSION });

describe('rules cover the content', () => {
  it('every effect id has a rule', () => {
    const missing = [...usage.effects.keys()].filter((id) => !supportedEffect(id) && !SPECIAL_EFFECTS.includes(id) && !KNOWN_EFFECTS.includes(id));
    expect(missing).toEqual([]);
  });

  it('every trigger and condition id has a rule', () => {
    expect([...usage.triggers.keys()].filter((id) => !KNOWN_TRIGGERS.includes(id))).toEqual([]);
    // marineMovedNear is the reaction window after a marine's move (invaderEvents.ts).
    const conditions = [...usage.conditions.keys()].filter((id) => !KNOWN_CONDITIONS.includes(id) && !ABILITY_CONDITIONS.includes(id) && id !== 'marineMovedNear');
    expect(conditions).toEqual([]);
    expect(unsupportedMissionIds(allMissions())).toEqual([]);
  });

  it('every effect is ruled at the timing its card uses it (an id known somewhere is not enough)', () => {
    // Which rules read an effect at each timing: the attack windows interpret ATTACK_EFFECTS,
    // actions and activation abilities ACTION_EFFECTS, and event cards played outside attacks
    // the effects their window offers (WINDOW_EFFECTS, the list the invader's choices come from);
    // activationEnd, onFragged and onSummon only the few effects timedAbilities.ts resolves then.
    const attack = ['beforeRoll', 'whileAttacking', 'whileDefending', 'afterAttack'];
    // `path`: where the ability sits in content (its top-level list names the kind of card).
    const ruledAt = (timing: string, effect: string, event: boolean, path = ''): boolean => {
      if (SPECIAL_EFFECTS.includes(effect)) return true;
      if (attack.includes(timing)) return ATTACK_EFFECTS.includes(effect);
      if (event) return (WINDOW_EFFECTS[timing as keyof typeof WINDOW_EFFECTS] ?? []).includes(effect);
      // Moments, not actions: each resolves only its own short list, on demon cards and on class and
      // squad cards (timedAbilities.ts); on any other card nothing reads them.
      if (timing in TIMED_EFFECTS.demon) {
        const card = path.startsWith('content.DEMONS') ? 'demon' : /^content\.(CLASS|SQUAD)_CARDS/.test(path) ? 'marine' : null;
        return card !== null && TIMED_EFFECTS[card][timing as keyof typeof TIMED_EFFECTS.demon].includes(effect);
      }
      return ['main', 'bonus', 'anyActivation', 'activationStart', 'reaction', 'passive'].includes(timing) && ACTION_EFFECTS.includes(effect);
    };
    // The moments accept what they resolve and nothing else an action could do.
    const moments = ['activationEnd', 'onFragged', 'onSummon'];
    const tried = ['recover', 'blink', 'drawActionCards', 'damageAround', 'stun', 'gainMovement', 'attack'];
    expect(moments.map((t) => tried.filter((e) => ruledAt(t, e, false, 'content.DEMONS[0].abilities[0]'))))
      .toEqual([['recover', 'blink'], ['damageAround'], ['stun']]);
    expect(moments.map((t) => tried.filter((e) => ruledAt(t, e, false, 'content.CLASS_CARDS[0].abilities[0]'))))
      .toEqual([['recover', 'drawActionCards'], [], []]);
    expect(moments.some((t) => tried.some((e) => ruledAt(t, e, false, 'content.GLORY_KILL_CARDS[0].ability')))).toBe(false);
    const unruled: string[] = [];
    const walk = (o: unknown, path: string): void => {
      if (Array.isArray(o)) return o.forEach((x, i) => walk(x, `${path}[${i}]`));
      if (!o || typeof o !== 'object') return;
      const r = o as { effect?: unknown; timing?: unknown; name?: unknown };
      if (typeof r.effect === 'string' && typeof r.timing === 'string' && !ruledAt(r.timing, r.effect, false, path)) unruled.push(`${String(r.name ?? path)}: ${r.effect} at ${r.timing}`);
      for (const [k, v] of Object.entries(o)) walk(v, `${path}.${k}`);
    };
    const { EVENT_SETS: _sets, EVENT_CARDS: _cards, ...rest } = content as Record<string, unknown>;
    walk(rest, 'content');
    for (const c of EVENT_CARDS) {
      if (!ruledAt(c.timing, c.effect.effect, true)) unruled.push(`${c.name} (event): ${c.effect.effect} at ${c.timing}`);
    }
    expect(unruled).toEqual([]);
  });

  it('every (effect, timing, condition) is ruled where its card uses it: the condition can be read at that timing on that kind of card', () => {
    // What each condition reads (abilities.ts whenHolds, invaderEvents.ts), so where it can hold:
    // the attack's figures and card exist only in the attack windows; the attack card's trait only for a
    // marine attacking with an action card; a Glory Kill this activation only in the marine's own
    // activation; the moved spaces in the activation of the figure whose card it is (marine or demon);
    // a marine's move near a demon only in the reaction window after that move.
    const attack = ['beforeRoll', 'whileAttacking', 'whileDefending', 'afterAttack'];
    const readAt: Record<string, { timings: string[]; cards: ('marine' | 'demon' | 'event')[] }> = {
      defenderWithin: { timings: attack, cards: ['marine', 'demon', 'event'] },
      defenderBeyond: { timings: attack, cards: ['marine', 'demon', 'event'] },
      allyAdjacent: { timings: attack, cards: ['marine', 'demon', 'event'] },
      defenderDamaged: { timings: attack, cards: ['marine', 'demon', 'event'] },
      defenderStunned: { timings: attack, cards: ['marine', 'demon', 'event'] },
      selfAttacking: { timings: attack, cards: ['demon', 'event'] },
      selfDefending: { timings: attack, cards: ['demon', 'event'] },
      attackTrait: { timings: ['beforeRoll', 'whileAttacking', 'afterAttack'], cards: ['marine'] },
      movedAtLeast: { timings: ['beforeRoll', 'whileAttacking', 'afterAttack'], cards: ['marine', 'demon'] },
      afterGloryKill: { timings: ['reaction', 'bonus', 'main', 'anyActivation'], cards: ['marine'] },
      marineMovedNear: { timings: ['reaction'], cards: ['event'] },
    };
    // A new ability condition must be placed in the table before a card may use it.
    expect(Object.keys(readAt).sort()).toEqual([...ABILITY_CONDITIONS, 'marineMovedNear'].sort());
    const triples: { where: string; effect: string; timing: string; when: string; card: 'marine' | 'demon' | 'event' }[] = [];
    const walk = (o: unknown, path: string): void => {
      if (Array.isArray(o)) return o.forEach((x, i) => walk(x, `${path}[${i}]`));
      if (!o || typeof o !== 'object') return;
      const r = o as { effect?: unknown; timing?: unknown; name?: unknown; when?: { id: string } };
      if (typeof r.effect === 'string' && typeof r.timing === 'string' && r.when) {
        triples.push({ where: String(r.name ?? path), effect: r.effect, timing: r.timing, when: r.when.id, card: path.startsWith('content.DEMONS') ? 'demon' : 'marine' });
      }
      for (const [k, v] of Object.entries(o)) walk(v, `${path}.${k}`);
    };
    const { EVENT_SETS: _sets, EVENT_CARDS: _cards, ...rest } = content as Record<string, unknown>;
    walk(rest, 'content');
    for (const c of EVENT_CARDS) if (c.when) triples.push({ where: `${c.name} (event)`, effect: c.effect.effect, timing: c.timing, when: c.when.id, card: 'event' });
    // Each triple's effect is ruled at its timing (the test above); here its condition can hold there.
    const unread = triples.filter((t) => !readAt[t.when] || !readAt[t.when]!.timings.includes(t.timing) || !readAt[t.when]!.cards.includes(t.card))
      .map((t) => `${t.where}: ${t.effect} at ${t.timing} when ${t.when} (${t.card} card)`);
    expect(unread).toEqual([]);
    // The content does use conditions on every kind of card, so the walk above is not vacuous.
    expect(new Set(triples.map((t) => t.card))).toEqual(new Set(['marine', 'demon', 'event']));
  });
});

