import { describe, expect, it } from 'vitest';
import { addDemon, arrange, at, clearDemons, demonFigure, newMatch, quietInvader, toMarineTurn } from '../testing/arrange';

describe('fragged marines', () => {
  it('a fragged marine clears damage, reshuffles, gives a frag token, and respawns at a teleporter telefragging a demon there', () => {
    const d = toMarineTurn(newMatch({}, 3));
    arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      g.figures.find((f) => f.id === 'alpha')!.at = '1,3';
      g.marines[0]!.damage = 9;
      addDemon(g, demonFigure('imp-a', 'imp', '2,3'));
      g.demonActivation = { type: 'imp', figure: 'imp-a', movement: 0, attacked: false, moved: 0, used: [], typeBonus: 0 };
      g.marines[0]!.deck.draw.unshift('uac-6'); // Field Dressing: no shields, no dodge
      g.marines[0]!.hand = g.marines[0]!.hand.filter((c) => c !== 'uac-6');
      g.marines[0]!.deck.discard = g.marines[0]!.deck.discard.filter((c) => c !== 'uac-6');
    }, { kind: 'demonTurn' });
    const frags = d.g.invader.frags;
    d.forceDice(2, 2);
    const ev = d.answer('attack:alpha');
    expect(ev.find((e) => e.type === 'fragged')).toMatchObject({ figure: 'alpha', side: 'marine' });
    expect(d.g.invader.frags).toBe(frags + 1);
    const m = d.g.marines[0]!;
    expect(m.onMap).toBe(false);
    expect(m.damage).toBe(0);
    expect(m.deck.discard).toEqual(['uac-6']); // only the defence card, discarded after the attack
    expect(m.hand.length).toBeGreaterThanOrEqual(3);
    expect(d.g.figures.some((f) => f.id === 'alpha')).toBe(false);

    // His next activation: an Imp waits on the only active teleporter and is telefragged by the respawn.
    arrange(d, (g) => {
      g.demonActivation = null;
      addDemon(g, demonFigure('imp-b', 'imp', '1,1'));
    }, { kind: 'marineActivation', marine: 'alpha' });
    const ev2 = d.events;
    expect(ev2.find((e) => e.type === 'telefragged')).toMatchObject({ marine: 'alpha', figure: 'imp-b' });
    expect(ev2.find((e) => e.type === 'respawned')).toMatchObject({ figure: 'alpha', at: '1,1' });
    expect(at(d.g, 'alpha')).toBe('1,1');
    expect(d.g.figures.some((f) => f.id === 'imp-b')).toBe(false);

  });
});
