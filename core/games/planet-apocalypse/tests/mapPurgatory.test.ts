// The Invasion of Purgatory map (rulebook "The Invasion of Purgatory Map"): each special rule in play.
import { describe, expect, it } from 'vitest';
import { MAPS } from '../content';
import { heroNeighbours } from '../rules/board';
import { lordHealth } from '../rules/setup';
import { teamOptions } from '../rules/teamPhase/teamTurn';
import { clearMap, skipTo, start } from './helpers';

const game = (seed = 1) => start({ map: 'purgatory', expansionDemons: false }, seed);
function enemyTurn(d: ReturnType<typeof game>): void {
  skipTo(d, 'heroAction');
  d.answer('end-turn');
}
const LEVELS = ['antePurgatory', 'lowerTerraces', 'upperTerraces'];

describe('The Invasion of Purgatory map', () => {
  it('is a map of New game', () => {
    expect(MAPS.purgatory?.name).toBe('Invasion of Purgatory');
  });

  it('"Heroes start on Earth"; "Set a Lord in each step of Purgatory (except Paradise), each with its own Lord\'s Shadow"; "All Lords except the one in Hell are Lesser Lords" with 1/3 health', () => {
    const d = game();
    expect(d.g.heroes[0]!.area).toBe('earth');
    expect(d.g.lords.map((l) => [l.area, l.shadow])).toEqual([['inferno', ['inferno']], ...LEVELS.map((a) => [a, [a]])]);
    const [hell, ...lesser] = d.g.lords;
    expect(hell!.health).toBe(lordHealth(hell!.defId, 1, false));
    for (const l of lesser) expect(l.health).toBe(Math.ceil(lordHealth(l.defId, 1, false) / 3));
  });

  it('"Heroes can move from Earth to any level of Purgatory, or from a level of Purgatory to an adjacent Level (or back to Earth)"', () => {
    const d = game();
    expect(heroNeighbours(d.g, 'earth').sort()).toEqual(['antePurgatory', 'lowerTerraces', 'paradise', 'upperTerraces']);
    expect(heroNeighbours(d.g, 'lowerTerraces').sort()).toEqual(['antePurgatory', 'earth', 'upperTerraces']);
    skipTo(d, 'heroAction');
    const moves = d.prompt.options.filter((o) => o.id.startsWith('move:')).map((o) => o.id).sort();
    expect(moves).toEqual(['move:antePurgatory', 'move:lowerTerraces', 'move:paradise', 'move:upperTerraces']);
  });

  it('"Heroes cannot enter Hell until all Lords in Purgatory are banished"', () => {
    const d = game();
    expect(heroNeighbours(d.g, 'antePurgatory')).not.toContain('inferno');
    Object.assign(d.g.lords[1]!, { dead: true, shadow: [] });
    Object.assign(d.g.lords[2]!, { dead: true, shadow: [] });
    expect(heroNeighbours(d.g, 'antePurgatory')).not.toContain('inferno');
    Object.assign(d.g.lords[3]!, { dead: true, shadow: [] });
    expect(heroNeighbours(d.g, 'antePurgatory')).toContain('inferno');
  });

  it('"Minions spawn in Hell (not in the Lesser Lords\' areas)"', () => {
    const d = game();
    clearMap(d);
    enemyTurn(d);
    expect(d.g.tokens.map((t) => t.area)).toEqual(['inferno']);
  });

  it('"None of the Lords move. A Fourth Circle demon spawns in Hell when the Lord counter hits 1 (and moves up through Purgatory the ensuing minions move segment)"', () => {
    const d = game();
    clearMap(d);
    d.g.despair = 6;
    d.g.lordTrack = 4;
    d.g.fourthDeck = ['catoblepas'];
    enemyTurn(d);
    expect(d.g.lords.map((l) => l.area)).toEqual(['inferno', ...LEVELS]);
    expect(d.g.lords.map((l) => l.shadow.length)).toEqual([1, 1, 1, 1]);
    expect(d.g.fourth.map((f) => f.area)).toEqual(['antePurgatory']);
  });

  it('"When a Lesser Lord is killed, remove his Shadow"; the heroes win only when the Lord in Hell falls too', () => {
    const d = game();
    clearMap(d);
    d.g.legion = 'phlegethon';
    d.g.lords[2]!.defId = 'baphomet';
    d.g.lords[2]!.health = 1;
    skipTo(d, 'heroAction');
    d.forceDice(1, 1, 1, 1, 1, 1).answer('move:lowerTerraces');
    expect(d.g.hell?.lord).toBe('lord3');
    d.forceDice(6).answer('attack');
    d.answer('hit:lord3');
    expect(d.g.lords[2]).toMatchObject({ dead: true, shadow: [] });
    expect(d.state.result).toBeNull();
  });

  it('"Earth is a safe haven—enemies never enter it": minions climb to Paradise and leave the world there', () => {
    const d = game();
    clearMap(d);
    d.g.minions.push({ id: 'tX1', kind: 'gryllus', area: 'upperTerraces' }, { id: 'tX2', kind: 'larva', area: 'paradise' });
    enemyTurn(d);
    expect(d.g.minions.find((m) => m.id === 'tX1')?.area).toBe('paradise');
    expect(d.g.minions.find((m) => m.id === 'tX2')).toBeUndefined();
    expect(d.g.doom).toBe(1);
    expect(d.g.minions.some((m) => m.area === 'earth')).toBe(false);
  });

  it('heroes recruit on Earth (ours: the haven they start in)', () => {
    const d = game();
    skipTo(d, 'teamAction');
    const h = d.g.heroes[0]!;
    expect(teamOptions(d.g, h).map((o) => o.id)).toContain('recruit');
  });
});
