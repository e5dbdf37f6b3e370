import { describe, expect, it } from 'vitest';
import { eventTile } from './beatFocus';
import { maFixture } from './fixture.test-support';

describe('where the camera goes for an event', () => {
  const view = maFixture();
  const at = (e: Record<string, unknown>) => eventTile({ type: 'x', ...e }, view);

  it('goes to the tile an event names, a move to where it ends', () => {
    expect(at({ type: 'moved', figure: 'c1', from: '0,0', to: '1,0' })).toBe('1,0');
    expect(at({ type: 'tileRevealed', tile: '1,0' })).toBe('1,0');
    expect(at({ type: 'tokensPlaced', tiles: ['0,1'] })).toBe('0,1');
  });

  it('else to the tile of the survivor, body or monster it names', () => {
    expect(at({ type: 'damaged', figure: 'c1:dog' })).toBe('0,0');
    expect(at({ type: 'hungerChanged', survivor: 'c2' })).toBe('1,0');
    expect(at({ type: 'monsterDamaged', monster: 'walker#1' })).toBe('0,0');
    // A monster moved by a stampede names survivors, not tiles.
    expect(at({ type: 'monsterMoved', monster: 'walker#1', from: 'c1', to: 'c2' })).toBe('0,0');
  });

  it('stays put for events that happen nowhere on the map', () => {
    expect(at({ type: 'roundStarted', round: 2 })).toBeNull();
  });
});
