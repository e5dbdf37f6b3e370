// Pray for a Miracle (and Escape Pod) as the holder's standing choice. FAQ: "Do I HAVE
// to use a particular ability or gift? A. No." Death resolves inside the damage step, so
// the holder switches the gift off or on at his own hero action prompt beforehand
// (ASSUMPTIONS contradiction 20, rules/heroPhase/miracleToggle.ts).
import { describe, expect, it } from 'vitest';
import type { Driver } from '../../../engine/driver';
import { planetApocalypse } from '..';
import type { PAOptions, PAState } from '../state';
import type { PAView } from '../view';
import { clearMap, place, skipTo, start } from './helpers';

type D = Driver<PAState>;
const ids = (d: D) => d.prompt.options.map((o) => o.id);
const label = (d: D, id: string) => d.prompt.options.find((o) => o.id === id)?.label;

/** Naomi (4 luck) at 1 health holding these gifts, a gryllus beside her whose die will land; at her hero action prompt. */
function doomed(gifts: string[], opts: Partial<PAOptions> = {}): D {
  const d = start({ hero1: 'naomi', ...opts });
  clearMap(d);
  d.g.legion = 'acheron';
  const h = d.g.heroes[0]!;
  h.gifts = gifts.map((card, i) => ({ slot: i + 1, card }));
  h.health = 1;
  place(d, 'gryllus', 'crossroads');
  skipTo(d, 'heroAction');
  return d;
}

/** Ends the turn; the gryllus's die (8) lands on her. */
const struck = (d: D) => d.forceDice(8).answer('end-turn');

describe('Pray for a Miracle: the holder decides beforehand whether it is used', () => {
  it('by default it is used: she lives on at 1 health for 2 luck', () => {
    const d = doomed(['prayForMiracle#1']);
    expect(d.g.heroes[0]!.miracleOff).toBeUndefined();
    expect(label(d, 'miracle:off')).toBe('Pray for a Miracle: switch off (fall rather than spend 2 luck)');
    struck(d);
    const h = d.g.heroes[0]!;
    expect([h.dead, h.health, h.luck]).toEqual([false, 1, 2]);
  });

  it('switched off, she falls and keeps her luck; the switch costs nothing and the same prompt comes back', () => {
    const d = doomed(['prayForMiracle#1']);
    const before = ids(d).filter((id) => id !== 'miracle:off');
    d.answer('miracle:off');
    expect(d.prompt.kind).toBe('heroAction');
    expect(ids(d).filter((id) => id !== 'miracle:on')).toEqual(before);
    expect(label(d, 'miracle:on')).toBe('Pray for a Miracle: switch on (spend 2 luck to live on if you would fall)');
    expect(d.eventsOf('log').map((e) => e.text)).toContain('Naomi Joslyn switches off Pray for a Miracle: no luck will be spent to escape a fall.');
    expect([d.g.heroes[0]!.miracleOff, d.g.heroes[0]!.luck, d.g.heroes[0]!.health]).toEqual([true, 4, 1]);
    const doom = d.g.doom;
    struck(d);
    const h = d.g.heroes[0]!;
    expect([h.dead, h.luck]).toEqual([true, 4]);
    expect(d.g.doom).toBeGreaterThanOrEqual(doom + 2);
    // The switch went with her gifts: a replacement hero starts with the default.
    expect(h.miracleOff).toBeUndefined();
  });

  it('switched on again, it saves her as before', () => {
    const d = doomed(['prayForMiracle#1']);
    d.answer('miracle:off');
    d.answer('miracle:on');
    expect(ids(d)).toContain('miracle:off');
    struck(d);
    const h = d.g.heroes[0]!;
    expect([h.dead, h.health, h.luck, h.miracleOff]).toEqual([false, 1, 2, undefined]);
  });

  it('only a holder is offered the switch', () => {
    const d = doomed([]);
    expect(ids(d).some((id) => id.startsWith('miracle:'))).toBe(false);
  });

  it('the Escape Pod holder sees his own card named, at its own price', () => {
    const d = doomed(['escapePod#1'], { voidGifts: true });
    expect(label(d, 'miracle:off')).toBe('Escape Pod: switch off (fall rather than spend 3 luck)');
    d.answer('miracle:off');
    struck(d);
    expect([d.g.heroes[0]!.dead, d.g.heroes[0]!.luck]).toEqual([true, 4]); // she would have needed 3 of her 4
  });

  it('the inspect entry shows the switched-off gift', () => {
    const d = doomed(['prayForMiracle#1']);
    d.answer('miracle:off');
    const entry = planetApocalypse.inspect!(d.view<PAView>('h1').game, { kind: 'figure', id: 'h1' })!;
    expect(entry.stats).toContainEqual({ label: 'Gifts', value: 'Pray for a Miracle (slot 1, switched off)' });
  });
});
