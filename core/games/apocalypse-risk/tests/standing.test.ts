// Questions outside a player's turn and the standing answers that settle them once.
import { describe, expect, it } from 'vitest';
import { clearBoard, put, runSteps, start, troops } from './helpers';

function board() {
  const d = start({ players: 3, scenario: 'aliens' });
  clearBoard(d);
  return d;
}

describe('Standing answers', () => {
  it('"Always allow Red": later permission questions are answered by the rules, with a log line', () => {
    const d = board();
    put(d, 'alaska', { p1: 9 });
    put(d, 'alberta', { p2: 9 });
    runSteps(d, []);
    d.answer('mv:alaska');
    d.answer('alberta');
    d.answer('1');
    expect(d.prompt).toMatchObject({ kind: 'permission', seat: 'p2' });
    expect(d.prompt.options.map((o) => o.label)).toContain('Always allow Red');
    d.answer('always-allow');
    expect(troops(d, 'alberta', 'p1')).toBe(1);
    d.answer('mv:alaska');
    d.answer('alberta');
    d.answer('1');
    expect(d.prompt.kind).toBe('turnAction');
    expect(troops(d, 'alberta', 'p1')).toBe(2);
    expect(d.events.some((e) => /lets Red .* \(standing answer\)/.test(String(e.text)))).toBe(true);
  });

  it('"Always defend with the most dice" and "Always reroll a losing lowest die" stop the questions', () => {
    const d = board();
    put(d, 'alaska', { p1: 20 });
    put(d, 'alberta', { p2: 9, supplies: 0, hq: 1 });
    d.g.players[1]!.standing.oppose = 'never';
    runSteps(d, []);
    d.answer('atk:alaska');
    d.answer('to:alberta:p2');
    d.answer('3');
    d.forceDice(6, 6, 6, 1, 1, 1).answer('always-most');
    expect(d.prompt).toMatchObject({ kind: 'reroll', seat: 'p2' });
    d.answer('always-reroll');
    expect(d.g.players[1]!.standing).toMatchObject({ defendMost: true, autoReroll: true });
    d.answer('atk:alaska');
    d.answer('to:alberta:p2');
    d.forceDice(6, 6, 6, 1, 1, 1).answer('3');
    expect(d.prompt.kind).toBe('turnAction'); // nobody was asked
    expect(troops(d, 'alberta', 'p2')).toBe(5);
  });

  it('"Never oppose" lets attacks through without asking; a player forgets standing answers in their own turn', () => {
    const d = board();
    put(d, 'alaska', { p1: 9 });
    put(d, 'alberta', { p2: 9, supplies: 2 });
    runSteps(d, []);
    d.answer('atk:alaska');
    d.answer('to:alberta:p2');
    d.answer('3');
    expect(d.prompt.kind).toBe('oppose');
    d.answer('never-oppose');
    expect(d.prompt.kind).toBe('defendDice');
    expect(d.g.players[1]!.standing.oppose).toBe('never');
    d.answer('2');
    if (d.prompt.kind === 'reroll') d.answer('keep');
    if (d.prompt.kind === 'reroll') d.answer('keep');
    runSteps(d, [], 'p2');
    expect(d.prompt.options.map((o) => o.id)).toContain('clear-standing');
    d.answer('clear-standing');
    expect(d.g.players[1]!.standing.oppose).toBe('ask');
  });
});
