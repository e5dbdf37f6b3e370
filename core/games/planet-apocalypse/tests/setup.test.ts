import { describe, expect, it } from 'vitest';
import { TROOPERS } from '../content';
import { difficultyRating } from '../difficulty';
import { DEFAULT_OPTIONS } from '..';
import { start } from './helpers';

describe('Planet Apocalypse set-up', () => {
  it('lays out the Invasion map, tracks, pools, panel, troopers and heroes as the rulebook lists', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'naomi' });
    const g = d.g;
    expect(g.tokens.length).toBe(7); // every area but the start
    expect(g.tokens.some((t) => t.area === 'crossroads')).toBe(false);
    expect(g.lords[0]).toMatchObject({ defId: 'baphomet', area: 'hellgate', health: 6 + 3, revealed: true });
    expect(g.lords[0]!.shadow).toEqual(['hellgate']);
    expect([g.doom, g.despair, g.lordTrack, g.despairDice, g.pool]).toEqual([0, 1, 1, 4, 4]);
    expect(g.legion).not.toBeNull();
    expect(g.panel.filter(Boolean)).toHaveLength(10);
    expect(g.troopStock).toEqual({ volunteer: 8, militia: 6, police: 6, army: 4, specialForces: 4 });
    expect(TROOPERS.find((t) => t.id === 'army')).toMatchObject({ cost: 4, absorb: 2, ambush: [['d6'], ['d6'], ['d6', 'd6'], ['d6', 'd6', 'd6']] });
    const hannah = g.heroes[0]!;
    expect(hannah).toMatchObject({ heroId: 'hannah', area: 'crossroads', toughness: 2, luck: 6, attack: ['d6'], health: 7, cap: 7, courage: 0 });
    expect(g.captain).toBe(0);
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h1', rule: 'team-phase' });
  });

  it('applies the difficulty options: more despair dice, a closer Lord with Shadow behind, an enraged Lord, a miniboss', () => {
    const d = start({ heroes: 3, hero1: 'hannah', hero2: 'naomi', hero3: 'tarang', startDespairDice: 6, lordCloser: 1, enragedLord: true, miniboss: true });
    expect(d.g.despairDice).toBe(6);
    expect(d.g.lords[0]!.area).toBe('ruins');
    expect(d.g.lords[0]!.shadow).toEqual(['hellgate', 'ruins']);
    expect(d.g.lords[0]!.health).toBe(15); // 3 heroes, enraged: as if 4
    expect(d.g.fourth).toHaveLength(1);
    expect(d.g.fourth[0]!.area).toBe('ruins');
    // The rulebook's example: 6 despair dice (Nightmare) and the miniboss (Nightmare) make Hellish.
    expect(difficultyRating({ ...DEFAULT_OPTIONS, startDespairDice: 6, miniboss: true })).toBe('Hellish');
    expect(difficultyRating({ ...DEFAULT_OPTIONS, startDespairDice: 5 })).toBe('Hard');
    expect(difficultyRating({ ...DEFAULT_OPTIONS, secretLord: true, enragedLord: true })).toBe('Nightmare');
  });

  it('keeps a secret Lord off the map until the Shadow is entered', () => {
    const d = start({ secretLord: true });
    expect(d.g.lords[0]!.revealed).toBe(false);
    expect(d.g.lords[0]!.shadow).toEqual(['hellgate']);
  });

  it('gives the Divine Intervention token to the first captain and offers to redraw the starting legion', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'naomi', divineIntervention: true });
    expect(d.g.divine.holder).toBe('h1');
    expect(d.prompt.kind).toBe('divineLegion');
    const before = d.g.legion;
    d.answer('redraw');
    expect(d.g.divine.used).toBe(true);
    expect(d.g.legion).not.toBe(before);
  });

  it('sets up the Doomgate map with its start touching the Shadow', () => {
    const d = start({ map: 'doomgate' });
    expect(d.g.heroes[0]!.area).toBe('threshold');
    expect(d.g.lords[0]!.area).toBe('doomgate');
    expect(d.g.tokens).toHaveLength(7);
  });
});

describe('views', () => {
  it('show the table but only the sizes of the gift and legion decks', () => {
    const d = start({ heroes: 2, hero1: 'hannah', hero2: 'naomi' });
    const v = d.view<import('../view').PAView>('h2');
    expect(v.game.giftDeck).toEqual({ drawSize: d.g.giftDeck.draw.length, discard: [] });
    expect(JSON.stringify(v.game)).not.toContain(d.g.giftDeck.draw[0]! + '"');
    expect(v.game.heroes).toHaveLength(2);
    expect(v.game.lords[0]!.area).toBe('hellgate');
  });
});
