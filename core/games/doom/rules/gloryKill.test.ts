import { describe, expect, it } from 'vitest';
import { inPlay } from '../testing/inPlay';
import { act, addDemon, arrange, at, clearDemons, demonFigure, newMatch, quietInvader, toMarineTurn } from '../testing/arrange';

function alphaWith(movement: number, demons: Parameters<typeof demonFigure>[], alphaAt = '1,3') {
  const d = toMarineTurn(newMatch({}, 11));
  return arrange(d, (g) => {
    clearDemons(g);
    quietInvader(g);
    g.figures.find((f) => f.id === 'alpha')!.at = alphaAt;
    g.marines[0]!.damage = 5;
    for (const args of demons) addDemon(g, demonFigure(...args));
    g.marineActivation!.movement = movement;
  });
}

describe('moving into demons', () => {
  it('entering a staggered demon\'s space is a Glory Kill: the demon is fragged, a card drawn, 2 damage recovered', () => {
    const d = alphaWith(3, [['imp-a', 'imp', '3,3', { damage: 2 }]]);
    expect(d.prompt.options.some((o) => o.id === 'move:3,3')).toBe(true);
    const ev = act(d, 'move:3,3');
    expect(ev.find((e) => e.type === 'gloryKill')).toMatchObject({ marine: 'alpha', figure: 'imp-a' });
    expect(ev.some((e) => e.type === 'killed' && e.figure === 'imp-a')).toBe(true);
    expect(d.g.figures.some((f) => f.id === 'imp-a')).toBe(false);
    expect(d.g.marines[0]!.gloryKills).toHaveLength(1);
    expect(d.g.marines[0]!.damage).toBe(3);
    expect(at(d.g, 'alpha')).toBe('3,3');
    // Entering the demon's space cost the extra point: 2 steps + 1.
    expect(d.g.marineActivation!.movement).toBe(0);
    // The card is hidden from the invader.
    const drawn = ev.find((e) => e.type === 'cardsDrawn' && e.deck === 'glory-kills')!;
    expect(drawn.visibleTo).toEqual(['m1']);
  });

  inPlay('infernal-fortitude/deny-the-kill', 'the invader may deny the Glory Kill card with Deny the Kill: the demon still dies, nothing is drawn or recovered', () => {
    const d = alphaWith(3, [['imp-a', 'imp', '3,3', { damage: 2 }]]);
    arrange(d, (g) => {
      const card = 'infernal-fortitude/deny-the-kill';
      g.invader.deck.draw = g.invader.deck.draw.filter((c) => c !== card);
      g.invader.deck.discard = g.invader.deck.discard.filter((c) => c !== card);
      g.invader.hand = [card];
      g.invader.eventSets = [...new Set([...g.invader.eventSets.slice(0, 2), 'infernal-fortitude'])];
    });
    d.answer('move:3,3');
    expect(d.prompt).toMatchObject({ seat: 'invader', kind: 'playEvent' });
    const ev = d.answer('infernal-fortitude/deny-the-kill');
    expect(ev.some((e) => e.type === 'eventPlayed')).toBe(true);
    expect(d.g.figures.some((f) => f.id === 'imp-a')).toBe(false);
    expect(d.g.marines[0]!.gloryKills).toHaveLength(0);
    expect(d.g.marines[0]!.damage).toBe(5);
  });

  it('the invader is asked after every Glory Kill while he holds cards, so the question gives nothing away', () => {
    const d = alphaWith(3, [['imp-a', 'imp', '3,3', { damage: 2 }]]);
    arrange(d, (g) => {
      const other = g.invader.deck.draw.find((c) => !c.includes('deny-the-kill'))!;
      g.invader.deck.draw = g.invader.deck.draw.filter((c) => c !== other);
      g.invader.hand = [other];
    });
    d.answer('move:3,3');
    expect(d.prompt).toMatchObject({ seat: 'invader', kind: 'playEvent' });
    expect(d.prompt.options.map((o) => o.id)).toEqual(['pass']);
    expect(d.view('m1').waitingFor).toMatchObject({ seat: 'invader', kind: 'playEvent' });
    d.answer('pass');
    expect(d.g.marines[0]!.gloryKills).toHaveLength(1);
  });

  it('a demon that is not staggered cannot be entered to end a move', () => {
    const d = alphaWith(4, [['imp-a', 'imp', '3,3', { damage: 1 }]]);
    expect(d.prompt.options.some((o) => o.id === 'move:3,3')).toBe(false);
  });

  it('teleporting onto a demon telefrags it without the extra point for its space', () => {
    const d = alphaWith(1, [['poss-a', 'possessed', '7,6']], '1,1');
    arrange(d, (g) => {
      g.map.teleporters.find((t) => t.id === 'tp-south')!.active = true;
      g.marineActivation!.movement = 1;
    });
    expect(d.prompt.options.some((o) => o.id === 'move:7,6')).toBe(true);
    const ev = act(d, 'move:7,6');
    expect(ev.find((e) => e.type === 'teleported')).toMatchObject({ from: '1,1', to: '7,6' });
    expect(ev.find((e) => e.type === 'telefragged')).toMatchObject({ marine: 'alpha', figure: 'poss-a' });
    expect(d.g.figures.some((f) => f.id === 'poss-a')).toBe(false);
    expect(at(d.g, 'alpha')).toBe('7,6');
  });

  it('telefragging a staggered demon counts as a Glory Kill', () => {
    const d = alphaWith(1, [['imp-a', 'imp', '7,6', { damage: 2 }]], '1,1');
    arrange(d, (g) => {
      g.map.teleporters.find((t) => t.id === 'tp-south')!.active = true;
      g.marineActivation!.movement = 1;
    });
    const ev = act(d, 'move:7,6');
    expect(ev.some((e) => e.type === 'telefragged')).toBe(true);
    expect(ev.some((e) => e.type === 'gloryKill')).toBe(true);
    expect(d.g.marines[0]!.gloryKills).toHaveLength(1);
  });

  it('opening a door costs a point, removes it for good and fires the mission trigger', () => {
    const d = alphaWith(2, [], '5,3');
    const ev = act(d, 'door:door-south');
    expect(ev.find((e) => e.type === 'doorOpened')).toMatchObject({ door: 'door-south' });
    expect(d.g.map.doors.find((x) => x.id === 'door-south')!.open).toBe(true);
    expect(d.g.marineActivation!.movement).toBe(1);
    // The training mission's threat card opens the red portal with this door.
    expect(ev.find((e) => e.type === 'portalFlipped')).toMatchObject({ portal: 'portal-red' });
    expect(d.prompt.options.some((o) => o.id === 'move:5,4')).toBe(true);
  });
});
