import { describe, expect, it } from 'vitest';
import { fixtureView, hero, LORD } from './fixture.test-support';
import { bonusText, diceText, giftPanel, heroSheet, legionLine, lordSheet, trackSpaces } from './sheets';

describe('diceText', () => {
  it('groups dice by size, largest first', () => {
    expect(diceText(['d4', 'd6', 'd6'])).toBe('2d6 + d4');
    expect(diceText(['d12', 'd8', 'd10'])).toBe('d12 + d10 + d8');
    expect(diceText([])).toBe('none');
  });
});

describe('heroSheet', () => {
  it('marks Pray for a Miracle switched off by its holder, and only then', () => {
    const on = heroSheet(hero('h1', 'hannah', 'plaza', { gifts: [{ slot: 1, card: 'prayForMiracle#1' }] }))!;
    expect(on.slots[0]).toMatchObject({ gift: 'Pray for a Miracle', off: false });
    const off = heroSheet(hero('h1', 'hannah', 'plaza', { gifts: [{ slot: 1, card: 'prayForMiracle#1' }], miracleOff: true }))!;
    expect(off.slots[0]).toMatchObject({ gift: 'Pray for a Miracle', off: true });
  });

  it('lists the six slots with cost, bonus, gift and which may take a gift now', () => {
    const sheet = heroSheet(hero('h1', 'hannah', 'plaza', { gifts: [{ slot: 1, card: 'faith#2' }], patrol: { type: 'police', count: 1 } }))!;
    expect(sheet.name).toBe('Hannah Hazard');
    expect(sheet.slots).toHaveLength(6);
    expect(sheet.slots[0]).toMatchObject({ slot: 1, cost: 6, bonus: '+d4', gift: 'Faith', start: true, open: false });
    // Slot 1 holds a gift: its arrows open slots 2 and 4, not 3.
    expect(sheet.slots.filter((s) => s.open).map((s) => s.slot)).toEqual([2, 4]);
    expect(sheet.slots[1]!.bonus).toBe('Zeroed In');
    expect(sheet.patrol).toBe('1 Police');
    expect(sheet.attack).toBe('d6');
  });

  it('names statuses and the abilities earned', () => {
    const sheet = heroSheet(hero('h1', 'hannah', 'plaza', { fire: true, stunned: true, pestilence: 3, abilities: ['headShot'] }))!;
    expect(sheet.statuses).toEqual(['on fire', 'stunned', 'pestilence ×3']);
    expect(sheet.abilities).toEqual(['Sighted In', 'Head Shot', 'Lone Wolf']);
    expect(heroSheet(hero('h1', null as unknown as string, 'plaza'))).toBeNull();
  });

  it('words every kind of slot bonus', () => {
    expect(bonusText({ kind: 'stepDie' }, 'hannah')).toBe('die +1 step');
    expect(bonusText({ kind: 'toughness', amount: 1 }, 'hannah')).toBe('+1 tough');
    expect(bonusText({ kind: 'luck', amount: 2 }, 'hannah')).toBe('+2 luck');
  });
});

describe('lordSheet', () => {
  it('shows the Lord\'s numbers once revealed and hides them while secret', () => {
    const view = fixtureView();
    expect(lordSheet(view, LORD)).toMatchObject({ name: 'Baphomet', health: 9, toughness: '4', attack: '6d8', revealed: true, where: 'Hellgate' });
    expect(lordSheet(view, LORD).parts[0]).toMatchObject({ name: 'Wall of the Damned', hits: 0 });
    const secret = lordSheet(view, { ...LORD, revealed: false });
    expect(secret.revealed).toBe(false);
    expect(secret.name).not.toContain('Baphomet');
  });
});

describe('control panel and gift panel', () => {
  it('names the legion in play', () => {
    expect(legionLine(fixtureView({ legion: 'dis' }))!.name).toBe('Dis');
    expect(legionLine(fixtureView())).toBeNull();
  });
  it('reads the panel\'s cards and keeps empty spaces', () => {
    const panel = giftPanel(fixtureView());
    expect(panel.map((c) => c.name)).toEqual(['Determination', 'empty', 'Faith']);
    expect(panel[2]!.surcharge).toBe(4);
  });
  it('marks the marker\'s space on a track', () => {
    const spaces = trackSpaces(0, 13, 2);
    expect(spaces).toHaveLength(14);
    expect(spaces.filter((s) => s.here).map((s) => s.n)).toEqual([2]);
  });
});
