// Divine Intervention (rulebook "How to Use Divine Intervention"): "give it to the starting captain.
// He chooses if and when to use it, even when he is no longer captain." Of its three uses, "2. Discard
// the current legion card and draw a new one." is tied to no moment, so it is an option in the holder's
// own prompts; the other two keep their moments ("newly revealed", "at the instant it appears").
import { describe, expect, it } from 'vitest';
import { clearMap, refreshTeamPrompt, skipTo, start } from './helpers';

const ones = (n: number) => Array.from({ length: n }, () => 1);

function withToken() {
  const d = start({ heroes: 2, hero1: 'hannah', hero2: 'naomi', divineIntervention: true });
  expect(d.prompt.kind).toBe('divineLegion'); // the starting legion: the question at the draw stays
  d.answer('pass');
  return d;
}

describe('Divine Intervention: the legion redraw whenever the holder chooses', () => {
  it('is an option of the holder\'s team actions; using it draws another legion and spends the token', () => {
    const d = withToken();
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h1' });
    const before = d.g.legion;
    expect(d.prompt.options.map((o) => o.id)).toContain('divineLegion');
    d.answer('divineLegion');
    expect(d.g.divine.used).toBe(true);
    expect(d.g.legion).not.toBe(before);
    expect(d.g.legionDeck.discard).toContain(before);
    expect(d.eventsOf('divineIntervention')).toMatchObject([{ use: 'legion' }]);
    // Back to his team actions, without the spent token.
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h1' });
    expect(d.prompt.options.map((o) => o.id)).not.toContain('divineLegion');
  });

  it('is offered only to the holder, even after the captain marker has moved on', () => {
    const d = withToken();
    d.g.captain = 1;
    refreshTeamPrompt(d);
    expect(d.prompt.options.map((o) => o.id)).toContain('divineLegion');
    d.answer('done');
    expect(d.prompt).toMatchObject({ kind: 'teamAction', seat: 'h2' });
    expect(d.prompt.options.map((o) => o.id)).not.toContain('divineLegion');
  });

  it('is an option of the holder\'s hero turn', () => {
    const d = withToken();
    clearMap(d);
    skipTo(d, 'heroAction');
    expect(d.prompt.seat).toBe('h1');
    const before = d.g.legion;
    d.answer('divineLegion');
    expect(d.g.legion).not.toBe(before);
    expect(d.prompt).toMatchObject({ kind: 'heroAction', seat: 'h1' });
    expect(d.prompt.options.map((o) => o.id)).not.toContain('divineLegion');
  });

  // "No other game events happen in Hell Time."
  it('is not offered in Hell Time', () => {
    const d = withToken();
    clearMap(d);
    for (const h of d.g.heroes) h.area = 'ruins';
    skipTo(d, 'heroAction');
    d.answer('move:hellgate');
    d.forceDice(...ones(6)).answer([]);
    if (d.prompt.kind === 'chooseVictim') d.answer('h1');
    expect(d.prompt.kind).toBe('hellAction');
    expect(d.prompt.options.map((o) => o.id)).not.toContain('divineLegion');
  });
});
