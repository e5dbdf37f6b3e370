import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/types';
import { addDemon, arrange, clearDemons, demonFigure, newMatch, quietInvader, toMarineTurn } from '../testing/arrange';
import { fragDemon } from './frag';
import type { DCtx } from './common';
import type { DoomView } from '../view';

describe('a round', () => {
  it('runs the Status Phase, then every initiative card, then the next round', () => {
    const d = newMatch({ marines: 2 }, 21);
    const events: GameEvent[] = [...d.events];
    for (let i = 0; i < 500 && d.g.round < 2 && !d.state.result; i++) {
      if (d.match.isAiTurn()) {
        events.push(...d.match.playAi());
        continue;
      }
      const p = d.prompt;
      events.push(...d.answer(p.kind === 'marineAction' ? 'end-turn' : p.options[0]!.id));
    }
    const round1 = events.slice(0, events.findIndex((e) => e.type === 'roundStarted' && e.round === 2));
    const types = round1.map((e) => e.type);
    expect(types.indexOf('roundStarted')).toBeLessThan(types.indexOf('initiativePrepared'));
    // Two marines and the demon types on the map at the start (an Imp and Possessed): four initiative cards.
    expect(round1.find((e) => e.type === 'initiativePrepared')).toMatchObject({ count: 4 });
    expect(round1.filter((e) => e.type === 'initiativeRevealed')).toHaveLength(4);
    expect(round1.filter((e) => e.type === 'turnStarted' && e.enemy === false)).toHaveLength(2);
    // The Status Phase and each of the two invader cards start an enemy turn.
    expect(round1.filter((e) => e.type === 'turnStarted' && e.enemy === true)).toHaveLength(3);
    // The invader drew up to six event cards, privately.
    const draw = round1.find((e) => e.type === 'cardsDrawn' && e.deck === 'events')!;
    expect(draw.visibleTo).toEqual(['invader']);
    expect(round1.some((e) => e.type === 'roundEnded')).toBe(true);
    expect(d.g.round).toBe(2);
  });

  it('a lone marine gets a second initiative card (Solo Operative)', () => {
    const d = newMatch({ marines: 1 }, 4);
    d.answer(d.prompt.options[0]!.id);
    d.playAi();
    const prepared = d.match.events.flat().find((e) => e.type === 'initiativePrepared')!;
    expect(prepared.count).toBe(2 + 2);
    expect(d.g.marines[0]!.squad).toBe('solo-operative');
  });

  it('views hide hands, Glory Kill cards, the invasion card and deck order', () => {
    const d = newMatch({ marines: 2 }, 9);
    d.answer(d.prompt.options[0]!.id);
    d.answer(d.prompt.options[0]!.id);
    d.playAi();
    expect(d.g.initiative.draw.length).toBeGreaterThan(1);
    expect(d.g.invader.hand.length).toBeGreaterThan(0);
    const m1 = d.view<DoomView>('m1').game;
    const m2 = d.view<DoomView>('m2').game;
    const inv = d.view<DoomView>('invader').game;
    expect(m1.marines[0]!.hand).toEqual(d.g.marines[0]!.hand);
    expect(m1.marines[1]!.hand).toBeNull();
    expect(m2.marines[0]!.hand).toBeNull();
    expect(m1.invader.hand).toBeNull();
    expect(m1.invader.invasionCard).toBeNull();
    expect(inv.invader.hand).toEqual(d.g.invader.hand);
    expect(inv.invader.invasionCard).toBe('first-wave');
    expect(inv.marines.every((m) => m.hand === null)).toBe(true);
    expect(JSON.stringify(m1)).not.toContain(JSON.stringify(d.g.initiative.draw));
    // Facedown demon cards are the invader's secret.
    const facedown = Object.entries(d.g.demonCards).filter(([, c]) => !c.faceUp).map(([t]) => t);
    expect(facedown.length).toBeGreaterThan(0);
    expect(Object.keys(m1.demonCards).some((t) => facedown.includes(t))).toBe(false);
    expect(Object.keys(inv.demonCards)).toEqual(expect.arrayContaining(facedown));
  });

  it('a demon type arriving mid-round adds an invader initiative card; a type wiped out takes one away', () => {
    const d = toMarineTurn(newMatch({ marines: 1 }, 33));
    arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      addDemon(g, demonFigure('imp-a', 'imp', '8,2'));
      g.initiative.draw = ['marine:alpha:2'];
      g.invader.invasionCard = 'first-wave';
    }, { kind: 'summonWindow' });
    expect(d.g.phase).toBe('activation');
    d.answer('portal-blue|1'); // First Wave: 2 Imps (a type already on the map)
    while (['placeDemon', 'placeArgent'].includes(d.prompt.kind)) d.answer(d.prompt.options[0]!.id);
    const invaderCards = () => [...d.g.initiative.draw, ...d.g.initiative.revealed].filter((c) => c.startsWith('invader:')).length;
    const before = invaderCards();
    expect(d.g.initiative.draw.filter((c) => c.startsWith('invader:'))).toHaveLength(0);
    arrange(d, () => {}, { kind: 'summonWindow' });
    const ev = [...d.answer('portal-blue|0')]; // 3 Possessed and an Imp: Possessed are new
    while (['placeDemon', 'placeArgent'].includes(d.prompt.kind)) ev.push(...d.answer(d.prompt.options[0]!.id));
    expect(ev.some((e) => e.type === 'initiativeChanged')).toBe(true);
    expect(invaderCards()).toBe(before + 1);
    // Wiping the Possessed out takes an unrevealed invader card away again.
    d.g.phase = 'activation';
    d.g.initiative.draw = ['invader:9', 'marine:alpha'];
    const ctx = { g: d.g, emit: () => {}, log: () => {}, push: () => {}, state: d.state } as unknown as DCtx;
    for (const f of d.g.figures.filter((x) => x.type === 'possessed')) fragDemon(ctx, f.id, 'test');
    expect(d.g.initiative.draw).toEqual(['marine:alpha']);
  });

  it('a demon type summoned in the Status Phase gets its initiative card that same round', () => {
    // Reference, Initiative Deck: one invader card "for each demon type currently on the map",
    // and cards may need adding "throughout the game". The Status Phase summons after the
    // deck is prepared, so the new type's card joins the prepared deck.
    const d = toMarineTurn(newMatch({ marines: 1 }, 33));
    arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      addDemon(g, demonFigure('imp-a', 'imp', '8,2'));
      g.phase = 'status';
      g.initiative = { draw: ['marine:alpha', 'marine:alpha:2', 'invader:1'], revealed: [] };
      g.invader.invasionCard = 'first-wave';
    }, { kind: 'summonWindow' });
    d.answer('portal-blue|0'); // 3 Possessed and an Imp: Possessed are new
    while (['placeDemon', 'placeArgent'].includes(d.prompt.kind)) d.answer(d.prompt.options[0]!.id);
    expect(d.g.initiative.draw.filter((c) => c.startsWith('invader:'))).toHaveLength(2);
  });
});
