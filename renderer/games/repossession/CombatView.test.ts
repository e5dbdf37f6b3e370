// The fight panel names the enemy the blows were struck against, also once the
// fight is over, and never mixes an earlier fight's blows with the view's newer one.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/engine/types';
import type { PRFView } from '../../../core/games/repossession/view';
import { CombatView } from './CombatView';
import { EMPTY_FIGHT, foldFight } from './exchange';
import { prfView } from './fixture.test-support';

const seatName = (s: string) => (s === 'g1' ? 'Gaia 1' : 'Xanadu 1');
const beetleFight: GameEvent[] = [
  { type: 'enemyDrawn', tile: 'B10', card: 'cr-rustback-beetle', seats: ['x1'], text: 'A beetle.' },
  { type: 'struck', from: 'x1', to: 'enemy', dice: [3, 3, 3, 3], combo: 'quads', snake: false, damage: 4, hp: 0, text: 'x1 hits.' },
  { type: 'combatOver', won: true, text: 'Rustback Beetle is defeated.' },
];
const runnerOnA1 = (): PRFView['combat'] => ({
  tile: prfView().tiles.findIndex((t) => t.id === 'A1'), siege: false, enemy: { card: 'cr-scav-runner', hp: 4 },
  attackers: [{ seat: 'g1', poisoned: false }], defender: null, defenderOnTile: false, loadouts: [], sealed: false,
  order: [], next: 0, exchanges: 0, roll: null,
} as unknown as PRFView['combat']);
const render = (view: PRFView, events: GameEvent[]) =>
  renderToStaticMarkup(createElement(CombatView, { view, fight: foldFight(EMPTY_FIGHT, events), seatName }));

describe('the fight panel', () => {
  it('names the enemy of a finished fight from the card drawn', () => {
    const html = render(prfView(), beetleFight);
    expect(html).toContain('Last fight on B10');
    expect(html).toContain('Xanadu 1 → Rustback Beetle');
    expect(html).not.toContain('the enemy');
  });

  it('shows blows of an earlier fight under their own enemy, not the newer fight the view already holds', () => {
    const html = render(prfView({ combat: runnerOnA1() }), beetleFight);
    expect(html).toContain('Xanadu 1 → Rustback Beetle');
    expect(html).not.toContain('Scav Runner');
    expect(html).toContain('Last fight on B10');
  });

  it('shows the view\'s side of the same fight: who fights whom with HP', () => {
    const html = render(prfView({ combat: runnerOnA1() }), [{ type: 'enemyDrawn', tile: 'A1', card: 'cr-scav-runner', seats: ['g1'], text: '' }]);
    expect(html).toContain('Fight on A1');
    expect(html).toContain('Scav Runner 4 HP');
  });
});
