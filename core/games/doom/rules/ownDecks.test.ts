import { describe, expect, it } from 'vitest';
import { classCard } from '../catalog';
import { newMatch, toMarineTurn } from '../testing/arrange';

describe('decks built by the players', () => {
  it('the invader picks three event sets and an invasion card, each marine his starting weapons', () => {
    // Reference, Operation Guide: "experienced players can choose an invasion card as well as
    // construct their own action and event decks during setup".
    const d = newMatch({ decks: 'own', mission: 'landing-zone' }, 3, true);
    d.answer(d.prompt.options[0]!.id); // class card
    const classId = d.g.marines[0]!.classId;
    expect(d.prompt.kind).toBe('chooseEventSets');
    expect(d.prompt.seat).toBe('invader');
    expect([d.prompt.min, d.prompt.max]).toEqual([3, 3]);
    // The mission's three recommendations come first, under their own heading.
    expect(d.prompt.options.slice(0, 3).map((o) => o.group)).toEqual(['Recommended', 'Recommended', 'Recommended']);
    d.answer(['predators', 'corruption', 'dark-rituals']);
    expect(d.prompt.kind).toBe('chooseInvasionCard');
    d.answer('titans-march');
    expect(d.prompt.kind).toBe('chooseWeapons');
    const own = classCard(classId).startingWeapons;
    expect([d.prompt.min, d.prompt.max]).toEqual([own.length, own.length]);
    const other = d.prompt.options.filter((o) => !own.includes(o.id)).slice(0, own.length).map((o) => o.id);
    d.answer(other);
    const g = d.g;
    expect(g.invader.eventSets).toEqual(['predators', 'corruption', 'dark-rituals']);
    expect(g.invader.invasionCard).toBe('titans-march');
    expect([...g.invader.deck.draw, ...g.invader.hand, ...g.invader.deck.discard].every((c) => /^(predators|corruption|dark-rituals)\//.test(c))).toBe(true);
    expect(g.marines[0]!.weapons).toEqual(['uac', ...other]);
    const inDeck = [...g.marines[0]!.deck.draw, ...g.marines[0]!.hand].map((c) => c.replace(/-\d+$/, ''));
    for (const w of own.filter((x) => !other.includes(x))) expect(inDeck).not.toContain(w);
  });

  it('without the option the mission and class recommendations are used and nobody is asked', () => {
    const d = toMarineTurn(newMatch({ mission: 'landing-zone' }, 3));
    expect(d.g.invader.eventSets).toEqual(['hellfire', 'relentless-horde', 'infernal-fortitude']);
    expect(d.g.invader.invasionCard).toBe('first-wave');
    expect(d.g.marines[0]!.weapons).toEqual(['uac', ...classCard(d.g.marines[0]!.classId).startingWeapons]);
  });

  it('the bots building their own decks take the recommendations', () => {
    const d = newMatch({ decks: 'own', mission: 'landing-zone' }, 3);
    d.answer(d.prompt.options[0]!.id);
    if (d.match.isAiTurn()) d.playAi();
    expect(d.g.invader.eventSets.sort()).toEqual(['hellfire', 'infernal-fortitude', 'relentless-horde']);
    expect(d.g.invader.invasionCard).toBe('first-wave');
  });
});
