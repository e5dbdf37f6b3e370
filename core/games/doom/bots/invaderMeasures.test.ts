import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import { openPrompts } from '../../../engine/group';
import type { AnyGameModule } from '../../../engine/module';
import type { Prompt } from '../../../engine/types';
import { doomGame } from '..';
import type { AttackState, DoomState } from '../state';
import { damageComing } from './invaderJudge';
import { demonAtRisk, marineWay, exposedTo, invaderFigures, InvaderMeter, measureRecord } from './invaderMeasures';
import { addDemon, arrange, clearDemons, demonFigure, newMatch, quietInvader, toMarineTurn } from '../testing/arrange';
import { EVENT_CARDS } from '../content/events';

const eventNamed = (name: string) => `event:${EVENT_CARDS.find((c) => c.name === name)!.id}`;
const RESILIENCE = eventNamed('Demonic Resilience');

const prompt = (kind: string, ids: string[], seat = 'invader'): Prompt =>
  ({ id: 'p', seat, kind, rule: 'r', text: '', options: ids.map((id) => ({ id, label: id })) }) as unknown as Prompt;

/** Just what the meter reads: round, figures, marines, Argent, the attack. */
function state(round: number, attack: Partial<AttackState> | null = null): DoomState {
  return {
    round,
    figures: [{ id: 'alpha', side: 'marine' }, { id: 'bravo', side: 'marine' }, { id: 'imp-a', side: 'demon', type: 'imp', damage: 0 }],
    marines: [{ id: 'alpha', damage: 0 }, { id: 'bravo', damage: 0 }],
    demonCards: { imp: { argent: 1 } },
    invader: { argentOnInvasion: 0 },
    demonActivation: null,
    attack: attack && { attacker: 'alpha', defender: 'imp-a', attackerSeat: 'm1', defenderSeat: 'invader', rolls: [], bonusDamage: 0, shields: 0, pierce: 0, dodge: false, defenceCard: null, ...attack },
  } as unknown as DoomState;
}

const roll = (value: number) => ({ die: 'doom-red', value, special: false });

describe('invader measures', () => {
  it('damage coming counts shields, pierce and a dodge', () => {
    expect(damageComing(state(1, { rolls: [roll(2), roll(1)], shields: 1 }))).toBe(2);
    expect(damageComing(state(1, { rolls: [roll(1)], shields: 2 }))).toBe(0);
    expect(damageComing(state(1, { rolls: [roll(1)], shields: 2, pierce: 2 }))).toBe(1);
    expect(damageComing(state(1, { rolls: [roll(3)], dodge: true }))).toBe(-1);
  });

  it('a defensive event against an attack with no damage coming is wasted; one that blocks damage is not', () => {
    const m = new InvaderMeter();
    m.before(state(1, { rolls: [roll(1)], shields: 1 }), prompt('attackModifier', [RESILIENCE, 'done']), [RESILIENCE]);
    m.before(state(1, { rolls: [roll(3)], shields: 1 }), prompt('attackModifier', [RESILIENCE, 'done']), [RESILIENCE]);
    m.before(state(1, { rolls: [roll(3)], shields: 1 }), prompt('attackModifier', [RESILIENCE, 'done']), ['done']);
    const t = m.finish();
    expect([t.wastedDefensiveEvents, t.defensiveEvents]).toEqual([1, 2]);
    expect(invaderFigures(t).wastedDefencePct).toBe(50);
    // Both played events count, in the one round seen.
    expect([t.eventsPlayed, t.rounds, invaderFigures(t).eventsPerRound]).toEqual([2, 1, 2]);
  });

  it('counts attack plays that serve the other side: the Imp\'s Charged Fireball while it defends, Misfire while a demon attacks', () => {
    const m = new InvaderMeter();
    const defending = state(1, { rolls: [roll(1)] });
    const attacking = state(1, { attacker: 'imp-a', defender: 'alpha', attackerSeat: 'invader', defenderSeat: 'm1', rolls: [roll(1)] });
    m.before(defending, prompt('attackModifier', ['argent:imp-fireball', 'done']), ['argent:imp-fireball']);
    m.before(attacking, prompt('attackModifier', ['argent:imp-fireball', 'done']), ['argent:imp-fireball']);
    m.before(attacking, prompt('attackModifier', [eventNamed('Misfire'), 'done']), [eventNamed('Misfire')]);
    m.before(attacking, prompt('attackModifier', [eventNamed('Blind Spot'), 'done']), [eventNamed('Blind Spot')]);
    m.before(defending, prompt('attackModifier', [RESILIENCE, 'done']), [RESILIENCE]);
    expect(m.finish().otherSideSpends).toBe(2);
  });

  it('a round is focused when no attack that could hit the focus marine went elsewhere; a frag frees the demons', () => {
    const m = new InvaderMeter();
    const both = prompt('demonAction', ['attack:alpha', 'attack:bravo', 'end-turn']);
    // Round 1: two demons could both reach Alpha, the second shot Bravo: off the focus.
    m.before(state(1), both, ['attack:alpha']);
    m.before(state(1), both, ['attack:bravo']);
    // Round 2: the second demon could only reach Bravo: focused (nothing better was possible).
    m.before(state(2), both, ['attack:alpha']);
    m.before(state(2), prompt('demonAction', ['attack:bravo', 'end-turn']), ['attack:bravo']);
    // Round 3: Alpha is hit (8 damage), then fragged (respawned unhurt): the next shot may go to Bravo.
    const hurt = state(3);
    hurt.marines[0]!.damage = 8;
    m.before(state(3), both, ['attack:alpha']);
    m.before(hurt, both, ['attack:alpha']);
    m.before(state(3), both, ['attack:bravo']);
    // Round 4: a single attack does not count.
    m.before(state(4), both, ['attack:alpha']);
    const t = m.finish();
    expect([t.focusedRounds, t.focusRounds]).toEqual([2, 3]);
  });

  it('Argent spent with no marine on the map is counted; a summon discarding Argent is no spend', () => {
    const m = new InvaderMeter();
    const empty = state(1);
    empty.figures = empty.figures.filter((f) => f.side !== 'marine');
    m.before(empty, { ...prompt('demonAbility', ['5,5', 'pass']), text: 'Skulk (Argent 1): where?' }, ['5,5']);
    m.after(state(1) && { ...empty, demonCards: { imp: { argent: 0 } } } as unknown as DoomState);
    m.before(state(1), prompt('summon', ['a|0']), ['a|0']);
    m.after({ ...state(1), demonCards: { imp: { argent: 0 } } } as unknown as DoomState);
    const t = m.finish();
    expect([t.argentNoTarget, t.argentSpends]).toEqual([1, 1]);
  });

  it('measures a finished match from its record the same as while it was played', () => {
    const module = doomGame as unknown as AnyGameModule;
    const controllers = { m1: { type: 'ai', bot: 'marine' }, m2: { type: 'ai', bot: 'marine' }, invader: { type: 'ai', bot: 'invader' } } as const;
    const setup = { gameId: 'doom', options: { ...(module.defaultOptions as object), difficulty: 'hard' }, controllers, seed: 3 };
    const match = Match.start(module, setup, { keepEvents: false });
    const live = new InvaderMeter();
    while (!match.state.result) {
      const { seat, promptId, decision } = match.decideAi();
      live.before(match.state.g as unknown as DoomState, openPrompts(match.state).find((p) => p.id === promptId)!, decision.optionIds);
      match.choose(seat, { promptId, optionIds: decision.optionIds }, 'ai', decision.reason);
      live.after(match.state.g as unknown as DoomState);
    }
    const t = measureRecord(module, match.record);
    expect(t).toEqual(live.finish());
    expect(t.focusRounds).toBeGreaterThan(0);
    expect(t.focusedRounds).toBeLessThanOrEqual(t.focusRounds);
    expect(t.wastedDefensiveEvents).toBeLessThanOrEqual(t.defensiveEvents);
  });

  describe('demons left where the marines frag them for free', () => {
    /** A real table: Alpha at 1,3, an Imp (stagger 2) at `at` with `damage`, activating. */
    function table(at: string, damage: number): DoomState {
      const d = toMarineTurn(newMatch({ marines: 1, difficulty: 'hard' }, 17));
      arrange(d, (g) => {
        clearDemons(g);
        quietInvader(g);
        g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
        addDemon(g, demonFigure('imp-a', 'imp', at, { damage }));
        g.map.teleporters = [{ id: 'tp-test', at: '9,3', active: true }];
        g.demonActivation = { type: 'imp', figure: 'imp-a', movement: 0, attacked: true, moved: 0, used: [], typeBonus: 0 };
        g.marineActivation = null;
      }, { kind: 'demonTurn' });
      return structuredClone(d.g);
    }
    const ended = (g: DoomState): DoomState => ({ ...g, demonActivation: null });

    it('a staggered demon within 4 spaces of a marine is in Glory Kill reach; unhurt or far, it is not', () => {
      expect(demonAtRisk(table('3,3', 2), 'imp-a')).toEqual({ staggered: true, inReach: true, onTeleporter: false, onChokepoint: false });
      expect(demonAtRisk(table('3,3', 1), 'imp-a')).toEqual({ staggered: false, inReach: false, onTeleporter: false, onChokepoint: false });
      expect(demonAtRisk(table('8,3', 2), 'imp-a')).toEqual({ staggered: true, inReach: false, onTeleporter: false, onChokepoint: false });
      expect(demonAtRisk(table('9,3', 0), 'imp-a')).toEqual({ staggered: false, inReach: false, onTeleporter: true, onChokepoint: false });
      expect(demonAtRisk(table('9,3', 0), 'nobody')).toBeNull();
    });

    it('a demon on the chokepoint between Alpha and the exit holds his way; a screened staggered demon is out of his reach', () => {
      // 10,4 is on every shortest way from 1,3 to the exit token at 11,7 (invaderBlock.test.ts).
      expect(demonAtRisk(table('10,4', 0), 'imp-a')!.onChokepoint).toBe(true);
      expect(marineWay(table('10,4', 0), 'alpha')).toEqual({ reachable: 0, chokepoint: true, held: true });
      expect(marineWay(table('3,3', 2), 'alpha')).toEqual({ reachable: 1, chokepoint: true, held: false });
      // The staggered Imp at 5,0 is four spaces from Alpha; a Possessed at 2,2 stands on his way to it.
      const screenedBy = (at: string | null) => {
        const g = table('5,0', 2);
        if (at) g.figures.push({ ...g.figures.find((f) => f.id === 'imp-a')!, id: 'poss-s', type: 'possessed', at, damage: 0 });
        return marineWay(g, 'alpha').reachable;
      };
      expect([screenedBy(null), screenedBy('2,2')]).toEqual([1, 0]);
    });

    it('counts each demon activation as it ends: staggered, in reach, on an active teleporter', () => {
      const m = new InvaderMeter();
      const end = prompt('demonAction', ['end-turn']);
      for (const [at, damage] of [['3,3', 2], ['8,3', 2], ['9,3', 0], ['4,3', 0]] as const) {
        const g = table(at, damage);
        m.before(g, end, ['end-turn']);
        m.after(g); // still activating: nothing counted yet
        m.before(g, end, ['end-turn']);
        m.after(ended(g));
      }
      const t = m.finish();
      expect([t.activationEnds, t.staggeredEnds, t.staggeredInReach, t.teleporterEnds]).toEqual([4, 2, 1, 1]);
      expect(invaderFigures(t)).toMatchObject({ staggeredInReachPct: 50, teleporterEndPct: 25 });
    });

    it('counts the staggered demons in reach of a marine as his activation starts', () => {
      const near = table('3,3', 2);
      expect(exposedTo(near, 'alpha')).toBe(1);
      expect(exposedTo(table('8,3', 2), 'alpha')).toBe(0);
      const m = new InvaderMeter();
      const idle = { ...near, demonActivation: null };
      m.before(idle, prompt('x', ['a'], 'm1'), ['a']);
      const starts = { ...idle, marineActivation: { marine: 'alpha' } } as unknown as DoomState;
      m.after(starts);
      m.before(starts, prompt('marineAction', ['a'], 'm1'), ['a']);
      m.after(starts); // the same activation goes on: not counted again
      const t = m.finish();
      expect([t.exposedAtMarineTurn, t.marineTurns]).toEqual([1, 1]);
      expect(invaderFigures(t).exposedPer100MarineTurns).toBe(100);
    });
    it('counts summoning events played with no live portal near the marines', () => {
      const far = table('3,3', 0);
      far.portals = [{ token: 'portal-test', tier: 1, at: '12,3', faceUp: true, gone: false }];
      const near = structuredClone(far);
      near.portals[0]!.at = '6,3';
      const m = new InvaderMeter();
      const ask = prompt('playEvent', ['relentless-horde/unending-tide', 'pass']);
      m.before(far, ask, ['relentless-horde/unending-tide']);
      m.before(near, ask, ['relentless-horde/unending-tide']);
      m.before(far, ask, ['pass']);
      const t = m.finish();
      expect([t.summonEventsFar, t.summonEvents]).toEqual([1, 2]);
      expect(invaderFigures(t).summonFarPct).toBe(50);
    });
  });
});
