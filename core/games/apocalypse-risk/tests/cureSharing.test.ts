// Plague, "Finding a Cure": "Players may choose to share this information or keep it secret." A player may
// show the parts to the whole table or to one chosen player; then only that player's view holds the count.
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../../engine/view';
import type { RiskView } from '../view';
import { clearBoard, put, runSteps, start } from './helpers';

function turnWithParts(parts: number) {
  const d = start({ players: 3, scenario: 'plague' });
  clearBoard(d);
  put(d, 'brazil', { p1: 4 });
  put(d, 'peru', { p2: 3 });
  put(d, 'venezuela', { p3: 3 });
  d.g.players[0]!.cureParts = parts;
  runSteps(d, []);
  return d;
}

describe('showing cure parts to one player', () => {
  it('"share this information or keep it secret": Red shows Blue alone; Green\'s view and log never hold the count', () => {
    const d = turnWithParts(2);
    expect(d.prompt.options.map((o) => o.id)).toContain('show-cure-one');
    d.answer('show-cure-one');
    expect(d.prompt).toMatchObject({ kind: 'showCureTo', seat: 'p1' });
    expect(d.prompt.options.map((o) => o.label)).toEqual(['Blue', 'Green', 'Back']);
    d.answer('to:p2');
    const shown = d.events.filter((e) => e.type === 'cureShown');
    expect(shown).toHaveLength(1);
    // Blue sees the two parts; Green sees no count, in the view or in the event it is sent.
    expect(d.view<RiskView>('p2').game.players[0]!.cureParts).toBe(2);
    expect(eventsFor(shown, 'p2')[0]!.text).toBe('Red shows Blue, and only Blue, 2 parts of the cure.');
    const green = d.view<RiskView>('p3').game;
    expect(green.players[0]!.cureParts).toBeNull();
    expect(JSON.stringify(green.players[0])).not.toMatch(/"shownTo"|"cureParts":2/);
    expect(JSON.stringify(green)).not.toContain('"p2":2');
    const greenSees = eventsFor(shown, 'p3');
    expect(greenSees.map((e) => e.text)).toEqual(['Red shows Blue something about the cure, in private.']);
    expect(JSON.stringify(greenSees)).not.toContain('"parts"');
    // Red sees what it told whom; Blue, already told, is no longer offered.
    expect(d.view<RiskView>('p1').game.players[0]!.shownTo).toEqual({ p2: 2 });
    d.answer('show-cure-one');
    expect(d.prompt.options.map((o) => o.id)).toEqual(['to:p3', 'back']);
    d.answer('back');
    expect(d.prompt.kind).toBe('turnAction');
  });

  it('a new part makes Blue\'s count stale: Blue keeps the old number until shown again; the table option still shows all', () => {
    const d = turnWithParts(1);
    d.answer('show-cure-one');
    d.answer('to:p2');
    d.g.players[0]!.cureParts = 2;
    expect(d.view<RiskView>('p2').game.players[0]!.cureParts).toBe(1);
    d.answer('show-cure');
    expect(d.view<RiskView>('p3').game.players[0]!.cureParts).toBe(2);
    expect(d.view<RiskView>('p2').game.players[0]!.cureParts).toBe(2);
  });

  it('nothing to show: no parts, or the whole table already saw them, offers no private showing', () => {
    expect(turnWithParts(0).prompt.options.map((o) => o.id)).not.toContain('show-cure-one');
    const d = turnWithParts(2);
    d.answer('show-cure');
    expect(d.prompt.options.map((o) => o.id)).not.toContain('show-cure-one');
  });
});
