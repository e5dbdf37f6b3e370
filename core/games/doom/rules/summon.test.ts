import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/types';
import { ARGENT_TOKENS } from '../content/numbers';
import { arrange, clearDemons, newMatch, quietInvader, toMarineTurn, type D } from '../testing/arrange';

/** Answers the invader's questions with their first option until the marine is asked again. */
function invaderFirstOptions(d: D): GameEvent[] {
  const out: GameEvent[] = [];
  while (!d.state.result && d.prompt.seat === 'invader') out.push(...d.answer(d.prompt.options[0]!.id));
  return out;
}

describe('summoning', () => {
  it('places the group on or next to the portal, gains its Argent on its demon cards, and honours component limits', () => {
    const d = toMarineTurn(newMatch({}, 2));
    arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      g.demonSupply.possessed = 2; // six are "elsewhere": only two left in the box
      g.invader.invasionCard = 'first-wave';
    }, { kind: 'summonWindow' });
    expect(d.prompt.kind).toBe('summon');
    expect(d.prompt.options.map((o) => o.id)).toContain('portal-blue|0');
    const events = [...d.answer('portal-blue|0'), ...invaderFirstOptions(d)];
    const summoned = events.filter((e) => e.type === 'summoned');
    // First Wave's first blue group is 3 Possessed and 1 Imp; only 2 Possessed figures were left.
    expect(summoned.map((e) => e.demon)).toEqual(['possessed', 'possessed', 'imp']);
    for (const e of summoned) {
      const [x, y] = String(e.at).split(',').map(Number) as [number, number];
      expect(Math.max(Math.abs(x - 9), Math.abs(y - 0))).toBeLessThanOrEqual(1); // portal at 9,0
    }
    expect(d.g.demonSupply.possessed).toBe(0);
    const argent = d.g.demonCards.possessed!.argent + d.g.demonCards.imp!.argent;
    expect(argent).toBe(2);
    expect(events.some((e) => e.type === 'argentChanged')).toBe(true);
    // The training threat card keeps the blue portal; others close after summoning.
    expect(d.g.portals.find((p) => p.token === 'portal-blue')!.gone).toBe(false);
  });

  it('a portal not kept by the threat card closes after its group comes through', () => {
    const d = toMarineTurn(newMatch({}, 2));
    arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      g.invader.invasionCard = 'first-wave';
      g.portals.find((p) => p.token === 'portal-yellow')!.faceUp = true;
    }, { kind: 'summonWindow', tier: 2 });
    const pick = d.prompt.options.find((o) => o.id.startsWith('portal-yellow'))!;
    const events = [...d.answer(pick.id), ...invaderFirstOptions(d)];
    expect(events.some((e) => e.type === 'portalDiscarded' && e.portal === 'portal-yellow')).toBe(true);
    expect(d.g.portals.find((p) => p.token === 'portal-yellow')!.gone).toBe(true);
  });

  it('Argent banked on the invasion card can move to the new group before the rest is discarded', () => {
    // Reference, Invasion Card: after a group is summoned the invader "may move any number of
    // Argent Power tokens from the invasion card" to that group's demon cards, and only "then"
    // is what remains discarded. (The discard used to run first, so banked Argent was always lost.)
    const d = toMarineTurn(newMatch({}, 2));
    arrange(d, (g) => {
      clearDemons(g);
      quietInvader(g);
      g.invader.invasionCard = 'first-wave';
      g.invader.argentOnInvasion = 3;
      g.argentSupply -= 3;
    }, { kind: 'summonWindow' });
    d.answer('portal-blue|0');
    const asked: string[] = [];
    let moved = 0;
    while (!d.state.result && d.prompt.seat === 'invader') {
      asked.push(d.prompt.text);
      const fromInvasion = /invasion card/.test(d.prompt.text);
      // Move the first two banked tokens, then leave the last one.
      if (fromInvasion && moved < 2) { moved++; d.answer(d.prompt.options[0]!.id); }
      else if (fromInvasion) d.answer('done');
      else d.answer(d.prompt.options[0]!.id);
    }
    expect(moved).toBe(2);
    expect(asked.filter((t) => /invasion card/.test(t))).toHaveLength(3);
    // Group Argent (2) plus the two moved; the third was discarded to the supply.
    expect(d.g.demonCards.possessed!.argent + d.g.demonCards.imp!.argent).toBe(4);
    expect(d.g.invader.argentOnInvasion).toBe(0);
  });

  it('the Argent supply has one count, the one the data gives', () => {
    const d = toMarineTurn(newMatch({}, 2));
    const onCards = Object.values(d.g.demonCards).reduce((n, c) => n + c.argent, 0);
    expect(d.g.argentSupply + d.g.invader.argentOnInvasion + onCards).toBe(ARGENT_TOKENS);
  });
});

