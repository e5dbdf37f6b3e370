import { describe, expect, it } from 'vitest';
import { inPlay } from '../../testing/inPlay';
import { act, answerOnly, addDemon, arrange, clearDemons, demonFigure, eventOnTop, eventWithDefence, newMatch, quietInvader, toHand, toMarineTurn, actionOnTop, type D } from '../../testing/arrange';
import type { DoomState } from '../../state';
import { isStaggered } from '../common';
import { EVENT_CARDS as EVENTS } from '../../content/events';

/** Alpha at 1,3 with Sidearm Shot (range 4, two red dice) in hand; one demon at 3,3 (open floor, no cover). */
function duel(type: string, demonAt = '3,3', extra: (g: DoomState) => void = () => {}): D {
  const d = toMarineTurn(newMatch({}, 7));
  return arrange(d, (g) => {
    clearDemons(g);
    quietInvader(g);
    g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
    g.marines[0]!.damage = 0;
    addDemon(g, demonFigure('target-1', type, demonAt));
    toHand(g, 'alpha', 'uac-1');
    extra(g);
  });
}

function shoot(d: D, ...dice: (number | string)[]) {
  act(d, 'main:uac-1');
  d.forceDice(...dice);
  return act(d, 'attack:target-1');
}

describe('attacks', () => {
  it('shields on the revealed event card cancel damage one for one; enough damage staggers', () => {
    const d = duel('imp', '3,3', (g) => eventOnTop(g, eventWithDefence(g, 1, false)));
    const ev = shoot(d, 2, 1);
    expect(ev.find((e) => e.type === 'attackDeclared')).toMatchObject({ attacker: 'alpha', target: 'target-1' });
    expect(ev.find((e) => e.type === 'defenceRevealed')).toMatchObject({ figure: 'target-1', shields: 1 });
    expect(ev.find((e) => e.type === 'damaged')).toMatchObject({ figure: 'target-1', amount: 2 });
    expect(ev.some((e) => e.type === 'staggered' && e.figure === 'target-1')).toBe(true);
    expect(d.g.figures.find((f) => f.id === 'target-1')!.damage).toBe(2);
    const roll = ev.find((e) => e.type === 'diceRolled')!;
    expect((roll.rolls as { die: string }[]).map((r) => r.die)).toEqual(['doom-red', 'doom-red']);
  });

  it('a special defence icon gives an Imp its dodge: all damage is cancelled', () => {
    const d = duel('imp', '3,3', (g) => eventOnTop(g, eventWithDefence(g, 0, true)));
    const ev = shoot(d, 2, 2);
    expect(ev.find((e) => e.type === 'attackResult')).toMatchObject({ dodge: true, damage: 0 });
    expect(ev.some((e) => e.type === 'damaged')).toBe(false);
  });

  it('a special defence icon gives a Possessed its special shield', () => {
    const d = duel('possessed', '3,3', (g) => eventOnTop(g, eventWithDefence(g, 0, true)));
    const ev = shoot(d, 1, 1);
    expect(ev.find((e) => e.type === 'attackResult')).toMatchObject({ hits: 2, shields: 1, damage: 1 });
  });

  it('toughness adds a shield even when the card shows none, and enough damage frags', () => {
    const d = duel('pinky', '3,3', (g) => eventOnTop(g, eventWithDefence(g, 0, false)));
    const ev = shoot(d, 2, 2);
    expect(ev.find((e) => e.type === 'attackResult')).toMatchObject({ hits: 4, shields: 1, damage: 3 });
  });

  it('with cover the defender may reveal a second card and must use it', () => {
    // 4,1 is difficult terrain: the Imp there has cover from Alpha at 1,3.
    const d = duel('imp', '4,1', (g) => {
      const first = eventWithDefence(g, 2, false);
      const second = eventWithDefence(g, 0, false);
      eventOnTop(g, second);
      eventOnTop(g, first);
    });
    act(d, 'main:uac-1');
    d.forceDice(1, 1);
    d.answer('attack:target-1');
    expect(d.prompt.kind).toBe('coverRedraw');
    const ev = act(d, 'again');
    expect(ev.filter((e) => e.type === 'defenceRevealed')).toHaveLength(1);
    expect(ev.find((e) => e.type === 'attackResult')).toMatchObject({ shields: 0, damage: 2 });
  });

  it('a marine revealing a dodge card takes nothing; a stunned marine reveals nothing', () => {
    const d = duel('imp', '2,3');
    const dodgeCard = 'uac-3';
    arrange(d, (g) => {
      actionOnTop(g, 'alpha', dodgeCard);
      g.demonActivation = { type: 'imp', figure: 'target-1', movement: 0, attacked: false, moved: 0, used: [], typeBonus: 0 };
    }, { kind: 'demonTurn' });
    expect(d.prompt.kind).toBe('demonAction');
    d.forceDice(2, 2);
    const ev = answerOnly(d, 'attack:alpha');
    expect(ev.find((e) => e.type === 'defenceRevealed')).toMatchObject({ figure: 'alpha', card: dodgeCard, dodge: true });
    expect(ev.find((e) => e.type === 'attackResult')).toMatchObject({ dodge: true, damage: 0 });
    expect(d.g.marines[0]!.damage).toBe(0);

    arrange(d, (g) => {
      g.figures.find((f) => f.id === 'alpha')!.stunned = true;
      g.demonActivation!.attacked = false;
    }, { kind: 'demonTurn' });
    d.forceDice(2, 1);
    const ev2 = answerOnly(d, 'attack:alpha');
    expect(ev2.some((e) => e.type === 'defenceRevealed')).toBe(false);
    expect(ev2.find((e) => e.type === 'attackResult')).toMatchObject({ hits: 3, damage: 3 });
    expect(d.g.marines[0]!.damage).toBe(3);
    expect(d.g.figures.find((f) => f.id === 'alpha')!.stunned).toBe(false);
  });

  it('a marine\'s own "before rolling" ability does not add dice to a demon attacking him', () => {
    // Long Shot (Sharpshooter) adds a die to Alpha's attacks on far demons; it used to add one to the Imp's too.
    const d = duel('imp', '5,3', (g) => {
      g.marines[0]!.classId = 'sharpshooter';
      g.demonActivation = { type: 'imp', figure: 'target-1', movement: 0, attacked: false, moved: 0, used: [], typeBonus: 0 };
    });
    arrange(d, () => {}, { kind: 'demonTurn' });
    d.forceDice(1, 1);
    const ev = answerOnly(d, 'attack:alpha');
    expect((ev.find((e) => e.type === 'diceRolled')!.rolls as unknown[]).length).toBe(2);
    expect(ev.some((e) => /Long Shot/.test(String(e.text)))).toBe(false);
  });

  it('a stunned attacker removes a die before rolling', () => {
    const d = duel('imp', '3,3', (g) => {
      eventOnTop(g, eventWithDefence(g, 0, false));
      g.figures.find((f) => f.id === 'alpha')!.stunned = true;
    });
    const ev = shoot(d, 2);
    const roll = ev.find((e) => e.type === 'diceRolled')!;
    expect(roll.rolls).toHaveLength(1);
  });

  it('a stunned attacker with dice of different colours chooses which one to remove', () => {
    // Reference, Stunned: "Before rolling dice for an attack, it must choose and remove one die."
    const d = duel('imp', '3,3', (g) => {
      eventOnTop(g, eventWithDefence(g, 0, false));
      g.figures.find((f) => f.id === 'alpha')!.stunned = true;
      const m = g.marines[0]!;
      m.weapons.push('super-shotgun');
      m.hand.push('super-shotgun-3');
    });
    act(d, 'main:super-shotgun-3');
    d.answer('attack:target-1');
    while (d.prompt.kind === 'attackModifier') d.answer('done');
    expect(d.prompt.kind).toBe('stunnedDie');
    expect(d.prompt.options.map((o) => o.label)).toEqual(['Red die', 'Black die']);
    d.forceDice(2);
    const ev = d.answer('doom-red');
    const roll = ev.find((e) => e.type === 'diceRolled')!;
    expect((roll.rolls as { die: string }[]).map((r) => r.die)).toEqual(['doom-black']);
  });

  inPlay('scattershot', 'Scattershot applies the same dice to another enemy next to the defender, who reveals its own defence', () => {
    const d = duel('imp', '3,3', (g) => {
      addDemon(g, demonFigure('imp-b', 'imp', '3,2'));
      const m = g.marines[0]!;
      m.weapons.push('super-shotgun');
      m.hand.push('super-shotgun-3');
      eventOnTop(g, eventWithDefence(g, 1, false));
      eventOnTop(g, eventWithDefence(g, 0, false));
    });
    act(d, 'main:super-shotgun-3');
    d.forceDice(2, 1); // black 2, red 1
    const first = d.answer('attack:target-1');
    expect(d.prompt.kind).toBe('extraTarget');
    const ev = [...first, ...act(d, 'imp-b')];
    const results = ev.filter((e) => e.type === 'attackResult');
    expect(results.map((e) => [e.target, e.hits, e.shields])).toEqual([['target-1', 3, 0], ['imp-b', 3, 1]]);
    expect(ev.filter((e) => e.type === 'diceRolled')).toHaveLength(1); // one roll for both
  });

  it('"after a demon is attacked" and "after a demon\'s attack" events are offered only on their side of the attack', () => {
    const shrug = EVENTS.find((e) => e.name === 'Shrug It Off')!.id;
    const pain = EVENTS.find((e) => e.name === 'Lingering Pain')!.id;
    /** The invader's options in the after-attack window, answering "use nothing" before it. */
    const afterAttackOptions = (d: D): string[] => {
      for (let i = 0; i < 20 && !d.state.result; i++) {
        const p = d.state.prompt;
        if (!p || p.kind !== 'attackModifier') break;
        if (p.seat === 'invader' && /after the attack/.test(p.text)) return p.options.map((o) => o.id);
        d.answer('done');
      }
      return [];
    };
    // A marine attacks a wounded Imp that survives: Shrug It Off may heal it; Lingering Pain is not for this side.
    const hit = duel('imp', '3,3', (g) => {
      eventOnTop(g, eventWithDefence(g, 0, false));
      g.figures.find((f) => f.id === 'target-1')!.damage = 1;
      g.invader.hand = [shrug, pain];
    });
    act(hit, 'main:uac-1');
    hit.forceDice(0, 0);
    hit.answer('attack:target-1');
    const defending = afterAttackOptions(hit);
    expect(defending).toContain(`event:${shrug}`);
    expect(defending).not.toContain(`event:${pain}`);
    // The wounded Imp attacks Alpha: Lingering Pain may stun him; Shrug It Off (the Imp was not attacked) may not.
    const strike = duel('imp', '2,3', (g) => {
      g.figures.find((f) => f.id === 'target-1')!.damage = 1;
      g.invader.hand = [shrug, pain];
      g.demonActivation = { type: 'imp', figure: 'target-1', movement: 0, attacked: false, moved: 0, used: [], typeBonus: 0 };
    });
    arrange(strike, () => {}, { kind: 'demonTurn' });
    strike.forceDice(1, 1);
    strike.answer('attack:alpha');
    const attacking = afterAttackOptions(strike);
    expect(attacking).toContain(`event:${pain}`);
    expect(attacking).not.toContain(`event:${shrug}`);
  });

  inPlay('carve-a-path', 'Carve a Path lowers the defender\'s stagger value for the rest of the activation, so a Glory Kill can follow', () => {
    const d = duel('imp', '2,3', (g) => {
      eventOnTop(g, eventWithDefence(g, 0, false));
      const m = g.marines[0]!;
      m.weapons.push('chainsaw');
      m.hand.push('chainsaw-3');
    });
    act(d, 'main:chainsaw-3');
    d.forceDice(1);
    const ev = answerOnly(d, 'attack:target-1');
    expect(ev.some((e) => e.type === 'staggerReduced' && e.figure === 'target-1')).toBe(true);
    const imp = d.g.figures.find((f) => f.id === 'target-1')!;
    expect(imp.damage).toBe(1);
    // An Imp's printed stagger is 2: one damage staggers it only with the reduction of 2, which lasts while Alpha acts.
    expect(isStaggered(d.g, imp)).toBe(true);
    expect(d.prompt.seat).toBe('m1');
    d.g.marineActivation = null;
    expect(isStaggered(d.g, imp)).toBe(false);
  });
});

