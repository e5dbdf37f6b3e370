import { describe, expect, it } from 'vitest';
import { ACTION_CARDS } from '../../../core/games/doom/content/weapons';
import { EVENT_CARDS } from '../../../core/games/doom/content/events';
import { LANDING_ZONE, THE_NEST } from '../../../core/games/doom/content/missions';
import { actionCardInfo, demonCards, eventCardInfo, initiativeTrack } from './cardInfo';
import { counterLines, fragGoal } from './missionInfo';
import { viewPieces } from './viewPieces';

describe('card info', () => {
  it('describes an action card: name, type, range and dice, speed, defence', () => {
    const sidearm = ACTION_CARDS.find((c) => c.name === 'Sidearm Shot')!;
    const info = actionCardInfo(sidearm.id);
    expect(info.title).toBe('Sidearm Shot');
    expect(info.kind).toMatch(/^Main action/);
    expect(info.facts).toEqual(['Range 4 · 2 dice', 'Speed 2', '1 shield']);
    expect(actionCardInfo('nope').title).toBe('nope');
  });

  it('describes event cards by set', () => {
    const e = EVENT_CARDS[0]!;
    expect(eventCardInfo(e.id)).toMatchObject({ title: e.name, kind: `Event · ${e.set}` });
  });

  it('lists demon cards faceup first, with Argent and figures on the map', () => {
    const list = demonCards(
      { imp: { faceUp: false, exhausted: false, argent: 0 }, cacodemon: { faceUp: true, exhausted: true, argent: 2 } },
      [{ side: 'demon', type: 'cacodemon' }, { side: 'demon', type: 'cacodemon' }, { side: 'marine', type: 'alpha' }],
    );
    expect(list.map((d) => d.type)).toEqual(['cacodemon', 'imp']);
    expect(list[0]).toMatchObject({ argent: 2, onMap: 2, exhausted: true });
    expect(list[0]!.argentAbilities[0]).toMatch(/\(1\)$/);
  });

  it('lays out the initiative: revealed cards in order, then facedown slots', () => {
    const t = initiativeTrack(['marine:alpha', 'invader:1'], 2, (id) => id.toUpperCase());
    expect(t).toEqual([{ card: 'marine:alpha', side: 'marine', label: 'ALPHA' }, { card: 'invader:1', side: 'invader', label: 'Invader' }, null, null]);
  });
});

describe('mission info', () => {
  it('reads the frag goal from the objective card', () => {
    // Whatever the mission data says (balance may move it), read from the invader's win condition.
    const cond = LANDING_ZONE.objective.invaderWins.find((c) => c.id === 'fragTokens')!;
    expect(fragGoal(LANDING_ZONE.id)).toBe(cond.params!.count);
    expect(fragGoal(LANDING_ZONE.id)).toBeGreaterThan(0);
    expect(fragGoal('nowhere')).toBeNull();
  });

  it('reads the goal this game plays to (difficulty and squad size) before the card\'s count', () => {
    // Seen on screen: The Nest at hard showed "Frags 1 of 5" beside a stray "Fraggoal 8" line.
    expect(fragGoal(LANDING_ZONE.id, { fragGoal: 8 })).toBe(8);
    // While the marines still choose their classes the counter is not written yet: the same table is read
    // (seen on screen: The Nest showed "Frags 0 of 5", the card's count, during setup; it plays to 12).
    expect(fragGoal(THE_NEST.id, {}, { difficulty: 'normal', marines: 2 })).toBe(12);
    expect(fragGoal(THE_NEST.id, {}, { difficulty: 'hard', marines: 1 })).toBe(9);
    expect(counterLines({ fragGoal: 8, progress: 1, progressGoal: 3, threat: 2 })).toEqual([
      { label: 'Progress', value: '1 of 3' },
      { label: 'Threat', value: '2' },
    ]);
  });

  it('names counters in a steady order', () => {
    expect(counterLines({ threat: 1, progress: 2 })).toEqual([{ label: 'Progress', value: '2' }, { label: 'Threat', value: '1' }]);
    expect(counterLines({ 'fragged:imp': 1 })).toEqual([{ label: 'Imps fragged', value: '1' }]);
  });

  it('leaves used portals and carried markers off the map', () => {
    const p = viewPieces({
      portals: [{ token: 'a', tier: 1, at: '1,1', faceUp: true, gone: false }, { token: 'b', tier: 2, at: '2,2', faceUp: true, gone: true }],
      items: [{ token: 'h', kind: 'healthPack', weapon: null, at: '3,3' }],
      markers: [{ token: 'o', kind: 'objective', at: '4,4', carriedBy: 'alpha' }, { token: 'p', kind: 'objective', at: '5,5', carriedBy: null }],
    });
    expect(p.portals.map((x) => x.token)).toEqual(['a']);
    expect(p.markers.map((m) => m.at)).toEqual([null, '5,5']);
    const withGrenade = viewPieces({ portals: [], items: [], markers: [], grenades: [{ set: 'frag-grenade', marine: 'alpha', at: '2,2' }] });
    expect(withGrenade.markers).toEqual([{ token: 'grenade-0-frag-grenade', at: '2,2', kind: 'grenade' }]);
  });
});
