// What the table shows for a view: tiles, token stacks, figures, pads, piles, click targets and the roll strip.
import { describe, expect, it } from 'vitest';
import type { PromptOption } from '../../../core/engine/types';
import { boardLook, eventSpace, seatOptions, spaceOptions } from './boardModel';
import { EMPTY_FIGHT, foldFight } from './exchange';
import { player, prfView } from './fixture.test-support';
import { figureSpot, padSpot } from './layout';
import { rollLine } from './rollLine';

describe('the board model', () => {
  it('draws a hundred tiles with tier marks and locks, and stacks tokens on held tiles', () => {
    const v = prfView();
    v.tiles[0] = { ...v.tiles[0]!, owner: 'gaia', tokens: 1, conquered: true };
    v.tiles[44] = { ...v.tiles[44]!, owner: 'xanadu', tokens: 5, conquered: true, locked: false };
    const look = boardLook(v, false);
    expect(look.tiles).toHaveLength(100);
    expect(look.tiles.find((t) => t.id === 'E5')).toMatchObject({ tier: 3, mark: 'III', deck: 'raids' });
    expect(look.tiles.filter((t) => t.locked).map((t) => t.id).sort()).toEqual(['E6', 'F5', 'F6']);
    expect(look.tokens.map((t) => [t.id, t.count, t.letter])).toEqual([['faction:A1', 1, 'G'], ['faction:E5', 5, 'X']]);
    expect(look.piles).toHaveLength(12);
    expect(look.piles.find((p) => p.id === 'raids:3')!.count).toBe(13);
    expect(look.pads).toHaveLength(8);
  });

  it('stands players on their tiles side by side, or on their Start Zone, and leaves the eliminated out', () => {
    const v = prfView({ players: [player('g1', { at: 'C3' }), player('g2', { at: 'C3' }), player('x1'), player('x2', { eliminated: true })] });
    const look = boardLook(v, true);
    expect(look.figures.map((f) => f.seat)).toEqual(['g1', 'g2', 'x1']);
    expect(look.figures[0]!.position).toEqual(figureSpot('C3', 0, 2));
    expect(look.figures[1]!.position).toEqual(figureSpot('C3', 1, 2));
    expect(look.figures[2]!.position).toEqual(padSpot('xanadu-1', 0, 1));
    expect(look.figures[0]!.colour).not.toBe(look.figures[1]!.colour);
    // Before the drop (setup) nobody stands anywhere yet: the default home is no choice.
    expect(boardLook(prfView({ phase: 'setup', players: [player('g1'), player('x1')] }), false).figures).toEqual([]);
  });

  it('maps prompt options to tiles, Start Zones and seats, and events to where they happen', () => {
    const options: PromptOption[] = [
      { id: 'a', label: 'C4', target: { kind: 'space', id: 'C4' } },
      { id: 'b', label: 'pad', target: { kind: 'space', id: 'gaia-2' } },
      { id: 'c', label: 'x1', target: { kind: 'seat', id: 'x1' } },
      { id: 'd', label: 'hold' },
    ];
    expect([...spaceOptions(options).keys()]).toEqual(['C4', 'gaia-2']);
    expect([...seatOptions(options).keys()]).toEqual(['x1']);
    expect(eventSpace({ type: 'moved', toTile: 'D4' })).toBe('D4');
    expect(eventSpace({ type: 'moved', to: 'xanadu-3', toTile: null })).toBe('xanadu-3');
    expect(eventSpace({ type: 'struck', to: 'enemy' })).toBeNull();
  });

  it('says what the roll in view is: a blow with its combo, a check against 15', () => {
    const v = prfView();
    const blow = { type: 'struck', from: 'g1', to: 'enemy', dice: [4, 4, 1, 2], combo: 'pair', snake: false, damage: 3, hp: 2, text: '' };
    expect(rollLine(v, EMPTY_FIGHT, blow)).toMatchObject({ kind: 'attack', seat: 'g1', combo: 'pair', lit: [0, 1], result: '3 damage' });
    expect(rollLine(v, EMPTY_FIGHT, { type: 'checkRolled', seat: 'g1', dice: [6, 6, 6, 6], sum: 24, snake: false })).toMatchObject({ combo: 'quads', result: '24 of 15: passed, and a move again' });
    expect(rollLine(v, EMPTY_FIGHT, { type: 'checkRolled', seat: 'g1', dice: [1, 5, 1], sum: 7, snake: true })).toMatchObject({ combo: 'snake', lit: [0, 2] });
    const checking = prfView({ check: { tile: 12, rollers: ['g1'], current: 0, dice: [3, 5], results: [], bought: 0 } });
    expect(rollLine(checking, EMPTY_FIGHT, null)).toMatchObject({ kind: 'check', result: '8 of 15 so far' });
    expect(rollLine(v, EMPTY_FIGHT, null)).toBeNull();
    const fight = foldFight(EMPTY_FIGHT, [{ type: 'enemyDrawn', tile: 'B2' }, blow]);
    expect(rollLine(v, fight, null)).toBeNull();
  });
});
