// Rulebook "Set Up", through the test driver.
import { describe, expect, it } from 'vitest';
import { createDriver } from '../../../engine/driver';
import { TERRITORY_IDS } from '../content/board';
import { DEFAULT_OPTIONS, apocalypseRisk } from '..';
import { hqsControlled, ownedBy, totalTroops } from '../rules/board';
import type { RiskState } from '../state';
import { start } from './helpers';

describe('Set Up', () => {
  // "Each player starts with (40/30/25/20) armies. Divide the territories evenly between the players."
  for (const [players, armies, hq, sup] of [[2, 40, 3, 4], [3, 30, 2, 3], [4, 25, 2, 2], [5, 20, 1, 2]] as const) {
    it(`${players} players: ${armies} armies, ${hq} headquarters and ${sup} supplies each, territories dealt evenly`, () => {
      const d = start({ players }, 3);
      const events = d.match.events.flat();
      const dealt = d.g.players.map((p) => (events.find((e) => e.type === 'territoriesDealt' && e.seat === p.seat)!.territories as string[]).length);
      expect(dealt.reduce((a, b) => a + b, 0)).toBe(42);
      expect(Math.max(...dealt) - Math.min(...dealt)).toBeLessThanOrEqual(1);
      d.g.players.forEach((p, i) => {
        const placed = events.filter((e) => e.type === 'armiesPlaced' && e.seat === p.seat).reduce((s, e) => s + Number(e.count), 0);
        expect(placed + dealt[i]!).toBe(armies);
        const tokens = events.filter((e) => e.type === 'tokensPlaced' && e.seat === p.seat);
        expect(tokens.map((e) => (e.territories as string[]).length)).toEqual([hq, sup]);
      });
    });
  }

  // "Mark each territory with a single army. Once all territories are marked, players may spread additional armies."
  it('deals one army to each territory, then each player places the rest', () => {
    const d = createDriver<RiskState>(apocalypseRisk, { options: { ...DEFAULT_OPTIONS, players: 4, scenario: 'zombies' }, seed: 5 });
    expect(TERRITORY_IDS.every((id) => Object.values(d.g.territories[id]!.troops).reduce((a, b) => a + b, 0) === 1)).toBe(true);
    expect(d.prompt.kind).toBe('placeArmies');
    expect(d.prompt.seat).toBe('p1');
    expect(d.prompt.text).toContain(`${25 - ownedBy(d.g, 'p1').length} armies`);
    d.answer('spread');
    expect(totalTroops(d.g, 'p1')).toBe(25);
    expect(d.prompt.seat).toBe('p2');
  });

  // "Each player randomly selects five of these cards and chooses from them ... only place one of each token per territory."
  it('draws five of your own cards in secret and places headquarters and supplies on them, one of each per territory', () => {
    const d = createDriver<RiskState>(apocalypseRisk, { options: { ...DEFAULT_OPTIONS, players: 2, scenario: 'zombies' }, seed: 7 });
    d.answer('spread');
    d.answer('spread');
    expect(d.prompt.kind).toBe('placeHeadquarters');
    expect(d.prompt.options).toHaveLength(5);
    expect(d.prompt.min).toBe(3);
    const cards = d.prompt.options.map((o) => o.id);
    expect(cards.every((id) => d.g.territories[id]!.owner === 'p1')).toBe(true);
    // Blue does not see Red's cards, in the view or in the log.
    expect(d.view<{ players: { cards: string[] }[] }>('p2').game.players[0]!.cards).toEqual([]);
    const drawn = d.match.events.flat().find((e) => e.type === 'cardsDrawn' && e.seat === 'p1')!;
    expect(drawn.visibleTo).toEqual(['p1']);
    d.answer(cards.slice(0, 3));
    expect(d.prompt.kind).toBe('placeSupplies');
    expect(d.prompt.min).toBe(4);
    d.answer(cards.slice(1, 5));
    expect(cards.slice(0, 3).every((id) => d.g.territories[id]!.hq)).toBe(true);
    expect(cards.slice(1, 5).every((id) => d.g.territories[id]!.supplies === 1)).toBe(true);
    expect(hqsControlled(d.g, 'p1')).toBe(3);
  });

  // "choose an apocalyptic scenario by rolling a die": 4 is Aliens
  it('rolls the scenario die when none is chosen', () => {
    const d = createDriver<RiskState>(apocalypseRisk, { options: { ...DEFAULT_OPTIONS, players: 5, scenario: 'roll' }, seed: 2 });
    for (let i = 0; i < 40 && d.g.phase === 'setup'; i++) {
      const p = d.prompt;
      if (p.kind === 'placeSupplies' && p.seat === 'p5') d.forceDice(4);
      d.answer(p.kind === 'placeArmies' ? 'spread' : p.options.slice(0, p.min).map((o) => o.id));
    }
    expect(d.g.scenario).toBe('aliens');
    expect(d.g.mothership).not.toBeNull();
  });

  it('lets players claim territories in turn instead of dealing', () => {
    const d = createDriver<RiskState>(apocalypseRisk, { options: { ...DEFAULT_OPTIONS, players: 3, selection: 'draft', scenario: 'meteors' }, seed: 2 });
    expect(d.prompt.kind).toBe('draftTerritory');
    d.answer('alaska');
    expect(d.prompt.seat).toBe('p2');
    expect(d.prompt.options.some((o) => o.id === 'alaska')).toBe(false);
    for (let i = 0; i < 41; i++) d.answer(d.prompt.options[0]!.id);
    expect(ownedBy(d.g, 'p1')).toHaveLength(14);
    expect(d.prompt.kind).toBe('placeArmies');
  });
});
