// Prompts that read well and say what is at stake: moves carry their path and
// come grouped by cost, the ids for ending and passing are fixed, defence
// windows show the incoming roll and shields, a window whose answer cannot
// change anything is not asked, and the invader's events name their segment.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/match';
import type { GameEvent } from '../../../engine/types';
import { doomGame } from '..';
import { actionOnTop, addDemon, arrange, clearDemons, demonFigure, newMatch, quietInvader, toHand, toMarineTurn, type D } from '../testing/arrange';
import type { DoomState } from '../state';

/** Alpha at 1,3 with an Imp ("imp-a") next to him at 2,3; the invader is answered by the test. */
function faceOff(extra: (g: DoomState) => void = () => {}): D {
  const d = toMarineTurn(newMatch({}, 7, true));
  return arrange(d, (g) => {
    clearDemons(g);
    quietInvader(g);
    g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
    g.marines[0]!.damage = 0;
    addDemon(g, demonFigure('imp-a', 'imp', '2,3'));
    extra(g);
  });
}

/** Puts the Imp's activation up: the next question is its action. */
function impTurn(d: D, extra: (g: DoomState) => void = () => {}): D {
  return arrange(d, (g) => {
    g.marineActivation = null;
    g.demonActivation = { type: 'imp', figure: 'imp-a', movement: 0, attacked: false, moved: 0, used: [], typeBonus: 0 };
    extra(g);
  }, { kind: 'demonTurn' });
}

describe('DOOM prompts', () => {
  it('moves carry their path from the marine\'s space, come cheapest first under a cost heading, and name no coordinates', () => {
    const d = faceOff((g) => { g.marineActivation!.movement = 3; });
    const moves = d.prompt.options.filter((o) => o.id.startsWith('move:'));
    expect(moves.length).toBeGreaterThan(5);
    const costs = moves.map((o) => Number(/\((\d+) pts?\)$/.exec(o.label)![1]));
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    for (const o of moves) {
      expect(o.path![0]).toBe('1,3');
      expect(o.path![o.path!.length - 1]).toBe(o.id.slice(5));
      expect(o.group).toMatch(/^Costs \d+ points?$/);
      expect(o.label).not.toMatch(/\d+,\d+/);
    }
    expect(d.prompt.options.at(-1)!.id).toBe('end-turn');
  });

  it('a defence window shows the incoming roll, the shields and the damage as it stands', () => {
    const d = faceOff((g) => {
      actionOnTop(g, 'alpha', 'uac-1'); // one shield
      toHand(g, 'alpha', 'uac-5'); // Brace for Impact: a reaction while defending
    });
    impTurn(d);
    d.forceDice(2, 2);
    d.answer('attack:alpha');
    while (d.prompt.seat === 'invader') d.answer('done');
    expect(d.prompt).toMatchObject({ kind: 'attackModifier', seat: 'm1', rule: 'attack-whileDefending' });
    expect(d.prompt.facts).toEqual([
      { label: 'Roll', value: '4 damage (red 2, red 2)' },
      { label: 'Shields', value: '1' },
      { label: 'Damage as it stands', value: '3' },
    ]);
    expect(d.prompt.options.map((o) => o.id)).toContain('done');
  });

  it('once the marine dodges, the invader is not asked to play anything while attacking', () => {
    const d = faceOff((g) => {
      actionOnTop(g, 'alpha', 'uac-3'); // a dodge
      g.invader.hand = ['hellfire/infernal-fury', 'hellfire/rending-claws', 'hellfire/unerring-malice'];
      g.invader.deck.draw = g.invader.deck.draw.filter((c) => !g.invader.hand.includes(c));
      g.invader.deck.discard = g.invader.deck.discard.filter((c) => !g.invader.hand.includes(c));
    });
    impTurn(d);
    d.forceDice(2, 2);
    d.answer('attack:alpha');
    const asked: string[] = [];
    while (d.prompt.kind === 'attackModifier') {
      asked.push(`${d.prompt.seat} ${d.prompt.rule}`);
      d.answer('done');
    }
    expect(asked).not.toContain('invader attack-whileAttacking');
    expect(asked).toContain('invader attack-beforeRoll');
    expect(d.g.invader.hand).toHaveLength(3);
    expect(d.g.marines[0]!.damage).toBe(0);
  });

  it('no damage getting through and nothing the attacker can add: the defender is not asked', () => {
    const d = faceOff((g) => {
      g.invader.hand = ['infernal-fortitude/demonic-resilience'];
      g.invader.deck.draw = g.invader.deck.draw.filter((c) => !g.invader.hand.includes(c));
      g.invader.deck.discard = g.invader.deck.discard.filter((c) => !g.invader.hand.includes(c));
      toHand(g, 'alpha', 'uac-1');
    });
    d.answer('main:uac-1');
    d.forceDice('Blank', 'Blank');
    d.answer('attack:imp-a');
    const asked: string[] = [];
    while (!d.state.result && d.prompt.kind === 'attackModifier') {
      asked.push(`${d.prompt.seat} ${d.prompt.rule}`);
      d.answer('done');
    }
    expect(asked).not.toContain('invader attack-whileDefending');
  });

  it('a marine is not asked a question with no alternative: with nothing left but to end, the activation ends', () => {
    const d = faceOff();
    arrange(d, (g) => {
      const m = g.marines[0]!;
      m.deck.discard.push(...m.hand);
      m.hand = [];
      m.classExhausted = true;
      m.squadExhausted = true;
      g.marineActivation = { ...g.marineActivation!, movement: 0, mainUsed: true, pendingAttack: null };
    });
    expect(d.events.some((e) => e.type === 'activationEnded' && e.side === 'alpha')).toBe(true);
  });

  it('the invader\'s events name the segment and light up the acting demon and its target; a marine\'s do not', () => {
    const d = faceOff();
    const marineEvents = d.answer('end-turn');
    expect(marineEvents.filter((e) => e.type === 'activationEnded').every((e) => e.segment === undefined)).toBe(true);
    impTurn(d);
    d.forceDice(1, 1);
    const ev: GameEvent[] = [...d.answer('attack:alpha')];
    while (d.prompt.kind === 'attackModifier') ev.push(...d.answer('done'));
    const declared = ev.find((e) => e.type === 'attackDeclared')!;
    expect(declared.segment).toBe('Imp a attacks: Imp a → Alpha');
    expect(declared.highlight).toEqual([{ kind: 'figure', id: 'imp-a' }, { kind: 'figure', id: 'alpha' }]);
    expect(ev.find((e) => e.type === 'diceRolled')!.segment).toBe('Imp a attacks: Imp a → Alpha');
  });

  it('in a whole game every event of the invader\'s turns names its segment and what to light up; no marine activation does', () => {
    const options = { marines: 2, mode: 'mission', mission: 'hold-the-line', difficulty: 'normal' } as const;
    const controllers = { m1: { type: 'ai', bot: 'marine' }, m2: { type: 'ai', bot: 'marine' }, invader: { type: 'ai', bot: 'invader' } } as const;
    const match = Match.start(doomGame, { gameId: 'doom', options, controllers, seed: 12 });
    for (let i = 0; i < 20_000 && !match.state.result; i++) match.playAi();
    let enemy = false;
    let tagged = 0;
    for (const e of match.events.flat()) {
      if (e.type === 'reason') continue;
      // The invader's part runs from the round's end (and an invader initiative card) to the next marine's card.
      if (['roundEnded', 'roundStarted'].includes(e.type) || (e.type === 'initiativeRevealed' && e.side === 'invader') || (e.type === 'turnStarted' && e.enemy === true)) enemy = true;
      if ((e.type === 'initiativeRevealed' && e.side === 'marine') || (e.type === 'turnStarted' && e.enemy === false)) enemy = false;
      if (e.type === 'missionEnded' || e.type === 'gameOver') break;
      if (enemy) {
        expect(typeof e.segment, `${e.type}: ${String(e.text)}`).toBe('string');
        expect(Array.isArray(e.highlight)).toBe(true);
        tagged++;
      } else expect(e.segment, `${e.type}: ${String(e.text)}`).toBeUndefined();
    }
    expect(tagged).toBeGreaterThan(100);
  }, 60_000);
});
