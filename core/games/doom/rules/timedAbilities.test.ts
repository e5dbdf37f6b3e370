import { describe, expect, it } from 'vitest';
import { inPlay } from '../testing/inPlay';
import type { GameEvent } from '../../../engine/types';
import { act, addDemon, arrange, at, clearDemons, demonFigure, newMatch, quietInvader, toMarineTurn, type D } from '../testing/arrange';

const texts = (ev: GameEvent[]) => ev.map((e) => String(e.text ?? ''));

/** Every log line and prompt must read as the table does: no internal ids such as "imp-a" or "hell-knight". */
function noIds(lines: string[]): void {
  for (const t of lines) expect(t).not.toMatch(/imp-[ab]|lost-soul|possessed-a|hell-knight|portal-yellow|alpha/);
}

describe('when its activation ends (activationEnd)', () => {
  // Reference, Demon Activation: "Demons activate one at a time" and "any movement points not spent by
  // the end of its activation are lost"; Abilities: "Each ability describes when it can be used" and
  // "Abilities on class, event, and demon cards are always optional".
  function impsActivate(argent: number): D {
    const d = toMarineTurn(newMatch({}, 5));
    return arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      addDemon(g, demonFigure('imp-a', 'imp', '8,6'));
      addDemon(g, demonFigure('imp-b', 'imp', '9,7'));
      g.demonCards.imp!.argent = argent;
      g.argentSupply -= argent;
    }, { kind: 'chooseDemonType' });
  }

  inPlay('imp-skulk', 'Skulk: as each Imp\'s activation ends the invader may pay 1 Argent to place it within 2 spaces', () => {
    const d = impsActivate(2);
    expect(d.prompt.kind).toBe('activateDemonType');
    d.answer('imp');
    expect(d.prompt.kind).toBe('chooseDemon');
    d.answer('imp-a');
    expect(d.prompt.kind).toBe('demonAction');
    // Skulk is not an option during the activation: it waits for its end.
    expect(d.prompt.options.some((o) => o.id.includes('imp-skulk'))).toBe(false);
    d.answer('end-turn');
    expect(d.prompt).toMatchObject({ seat: 'invader', kind: 'demonAbility' });
    expect(d.prompt.text).toBe('Skulk (Argent 1): as its activation ends, where does Imp a go?');
    expect(d.prompt.options.at(-1)).toMatchObject({ id: 'pass', label: 'Do not use Skulk' });
    expect(d.prompt.options.some((o) => o.id === '8,4')).toBe(true); // two spaces north
    expect(d.prompt.options.some((o) => o.id === '8,3')).toBe(false); // three is too far
    const ev = d.answer('8,4');
    expect(ev.find((e) => e.type === 'blinked')).toMatchObject({ figure: 'imp-a', from: '8,6', to: '8,4' });
    expect(at(d.g, 'imp-a')).toBe('8,4');
    expect(d.g.demonCards.imp!.argent).toBe(1);
    noIds([...texts(ev), d.prompt.text]);
    // The second Imp activates (the only one left) and ends: asked again, once per demon; it stays put.
    expect(d.prompt.kind).toBe('demonAction');
    expect(d.g.demonActivation!.figure).toBe('imp-b');
    d.answer('end-turn');
    expect(d.prompt.kind).toBe('demonAbility');
    const ev2 = d.answer('pass');
    expect(ev2.some((e) => e.type === 'blinked')).toBe(false);
    expect(at(d.g, 'imp-b')).toBe('9,7');
    expect(d.g.demonCards.imp!.argent).toBe(1);
    expect(ev2.find((e) => e.type === 'activationEnded')).toMatchObject({ side: 'invader', text: 'The Imps are done.' });
  });

  it('without Argent on the Imp card nothing is asked when its activation ends', () => {
    const d = impsActivate(0);
    d.answer('imp');
    d.answer('imp-a');
    d.answer('end-turn');
    expect(d.prompt.kind).toBe('demonAction');
    expect(d.g.demonActivation!.figure).toBe('imp-b');
    expect(at(d.g, 'imp-a')).toBe('8,6');
  });
});

describe('when a marine\'s activation ends (activationEnd)', () => {
  // Reference, Action Cards: "All of a marine's faceup action cards are discarded at the end of his
  // activation, unless a card specifically states otherwise"; Class Cards: "If a class card is exhausted,
  // any abilities on that card that do not require the player to exhaust the card can still be used."
  inPlay('field-medic-triage', 'Triage: the Field Medic recovers 1 damage as his activation ends, even with his class card exhausted', () => {
    const d = toMarineTurn(newMatch({}, 3));
    arrange(d, (g) => {
      g.marines[0]!.classId = 'field-medic';
      g.marines[0]!.classExhausted = true; // Patch Up already used this activation
      g.marines[0]!.damage = 4;
    });
    const ev = act(d, 'end-turn');
    const healed = ev.find((e) => e.type === 'recovered' && e.figure === 'alpha');
    expect(healed).toMatchObject({ amount: 1, total: 3 });
    expect(healed!.text).toBe(`${d.g.marines[0]!.name} recovers 1 damage (Triage).`);
    // After he drew up and before his activation is over.
    const drew = ev.findIndex((e) => e.type === 'cardsDrawn');
    const ended = ev.findIndex((e) => e.type === 'activationEnded' && e.side === 'alpha');
    if (drew >= 0) expect(ev.indexOf(healed!)).toBeGreaterThan(drew);
    expect(ev.indexOf(healed!)).toBeLessThan(ended);
    noIds(texts(ev.slice(0, ended + 1)));
  });

  it('another class does not recover as its activation ends', () => {
    const d = toMarineTurn(newMatch({}, 3));
    arrange(d, (g) => {
      g.marines[0]!.classId = 'pointman';
      g.marines[0]!.damage = 4;
    });
    const ev = act(d, 'end-turn');
    expect(ev.some((e) => e.type === 'recovered' && e.figure === 'alpha')).toBe(false);
  });
});

describe('when fragged (onFragged)', () => {
  // Reference, Fragged: "When a demon is fragged, the invader removes that demon's figure from the map";
  // the burst is measured from where it stood, as "If a figure that has an objective token is fragged,
  // that token is placed in the figure's space".
  inPlay('lost-soul-burst', 'Death Burst: a Lost Soul Glory Killed next to the marine hurts him as it dies, not the demons beside it', () => {
    const d = toMarineTurn(newMatch({}, 11));
    arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
      g.marines[0]!.damage = 5;
      addDemon(g, demonFigure('lost-soul-a', 'lost-soul', '3,3', { damage: 1 })); // stagger 1: staggered
      addDemon(g, demonFigure('possessed-a', 'possessed', '4,3'));
      g.marineActivation!.movement = 3;
    });
    const ev = act(d, 'move:3,3');
    expect(ev.some((e) => e.type === 'killed' && e.figure === 'lost-soul-a')).toBe(true);
    const burst = ev.filter((e) => e.type === 'damaged' && /Death Burst/.test(String(e.text)));
    expect(burst).toEqual([expect.objectContaining({ figure: 'alpha', amount: 1 })]);
    expect(burst[0]!.text).toBe(`${d.g.marines[0]!.name} suffers 1 damage (Death Burst); 6 of 10.`);
    // The fragged figure is gone before its burst; the Possessed next to it is unharmed.
    const killedAt = ev.findIndex((e) => e.type === 'killed');
    expect(ev.indexOf(burst[0]!)).toBeGreaterThan(killedAt);
    expect(d.g.figures.find((f) => f.id === 'possessed-a')!.damage).toBe(0);
    // 5 + 1 from the burst - 2 from the Glory Kill.
    expect(d.g.marines[0]!.damage).toBe(4);
    expect(texts(ev)).toContain('Death Burst: Lost Soul a bursts as it dies.');
    // It was the last Lost Soul: its card turns facedown only after the burst.
    const flipped = ev.findIndex((e) => e.type === 'demonCardFlipped' && e.demon === 'lost-soul' && e.faceUp === false);
    expect(flipped).toBeGreaterThan(ev.indexOf(burst[0]!));
    noIds(texts(ev));
  });
});

describe('when summoned (onSummon)', () => {
  // Reference, Summoning Demons: "The invader summons figures one at a time" and "When a demon is
  // summoned, the invader flips that demon's corresponding demon card faceup".
  function summonAtYellow(alphaAt: string): D {
    const d = toMarineTurn(newMatch({}, 2));
    return arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      g.invader.invasionCard = 'iron-vanguard';
      g.portals.find((p) => p.token === 'portal-yellow')!.faceUp = true;
      g.figures.find((f) => f.id === 'alpha')!.at = alphaAt;
    }, { kind: 'summonWindow', tier: 2 });
  }

  inPlay('hell-knight-landing', 'Crashing Arrival: a Hell Knight coming through stuns the marine within 2 spaces it can see', () => {
    const d = summonAtYellow('5,6');
    const ev = [...d.answer('portal-yellow|3')];
    if (d.prompt.kind === 'placeDemon') ev.push(...d.answer('6,6'));
    const arrived = ev.find((e) => e.type === 'summoned')!;
    expect(arrived).toMatchObject({ demon: 'hell-knight' });
    const stunnedAt = ev.findIndex((e) => e.type === 'stunned' && e.figure === 'alpha');
    expect(stunnedAt).toBeGreaterThan(ev.indexOf(arrived));
    expect(d.g.figures.find((f) => f.id === 'alpha')!.stunned).toBe(true);
    expect(d.g.marines[0]!.stunned).toBe(true);
    expect(texts(ev).some((t) => /^Crashing Arrival: Hell Knight \d+ arrives and stuns /.test(t))).toBe(true);
    noIds(texts(ev));
  });

  it('a marine beyond 2 spaces of the new Hell Knight is not stunned', () => {
    const d = summonAtYellow('0,0');
    const ev = [...d.answer('portal-yellow|3')];
    if (d.prompt.kind === 'placeDemon') ev.push(...d.answer(d.prompt.options[0]!.id));
    expect(ev.some((e) => e.type === 'summoned')).toBe(true);
    expect(ev.some((e) => e.type === 'stunned')).toBe(false);
    expect(d.g.marines[0]!.stunned).toBe(false);
  });
});
