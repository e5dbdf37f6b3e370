// Prompts that read well: gifts grouped by card with each slot's bonus,
// Divine Intervention's despair dice as a counts form, moves with their
// path, the what-is-at-stake facts of an absorb, and the done / end-turn /
// pass ids the HUD binds keys to.
import { describe, expect, it } from 'vitest';
import { clearMap, place, refreshTeamPrompt, skipTo, start } from './helpers';

describe('prompts that read well', () => {
  it('gifts are grouped by card, one option per open slot, the slot\'s bonus as detail', () => {
    const d = start({ hero1: 'hannah' });
    d.g.heroes[0]!.courage = 30;
    d.g.heroes[0]!.gifts = [{ slot: 1, card: 'combatKnife#1' }];
    d.g.panel = d.g.panel.map(() => null);
    d.g.panel[2] = 'faith#1';
    d.g.panel[5] = 'hope#1';
    refreshTeamPrompt(d);
    const gifts = d.prompt.options.filter((o) => o.id.startsWith('gift:'));
    expect(gifts.map((o) => [o.id, o.group, o.label, o.detail])).toEqual([
      ['gift:2:2', 'Gift: Faith', 'Faith, slot 2: 11 courage', 'Slot 2: the ability Zeroed In'],
      ['gift:2:4', 'Gift: Faith', 'Faith, slot 4: 11 courage', 'Slot 4: the ability Head Shot'],
      ['gift:5:2', 'Gift: Hope', 'Hope, slot 2: 8 courage', 'Slot 2: the ability Zeroed In'],
      ['gift:5:4', 'Gift: Hope', 'Hope, slot 4: 8 courage', 'Slot 4: the ability Head Shot'],
    ]);
    // Buying one gift leaves the other options' ids as they were.
    d.answer('gift:5:4');
    d.answer('pool:0'); // all from her own courage
    expect(d.prompt.options.filter((o) => o.id.startsWith('gift:')).map((o) => o.id)).toEqual(['gift:2:2', 'gift:2:5']);
  });

  it('Divine Intervention offers the despair dice as counters: every other split of the dice, each with its counts', () => {
    const d = start({ divineIntervention: true });
    clearMap(d);
    d.g.tokens.push({ id: 'tk99', area: 'mainStreet' });
    skipTo(d, 'heroAction');
    d.forceDice('I', 'I', 'II', 'III').answer('move:mainStreet');
    expect(d.prompt.kind).toBe('divineDice');
    const p = d.state.prompt!;
    expect(p.form).toEqual({ kind: 'counts', total: 4, items: [
      { key: 'first', label: 'I (First Circle)' }, { key: 'second', label: 'II (Second Circle)' }, { key: 'third', label: 'III (Third Circle)' },
    ] });
    expect(p.facts).toEqual([{ label: 'Rolled', value: '2×I 1×II 1×III' }, { label: 'Brings', value: '1 larva, 1 gryllus' }]);
    expect(p.options[0]).toMatchObject({ id: 'pass', label: 'Keep the roll (2×I 1×II 1×III)' });
    const splits = p.options.slice(1);
    expect(splits).toHaveLength(14); // 15 ways to show 4 dice, less the roll itself
    for (const o of splits) {
      const c = o.counts!;
      expect(c.first! + c.second! + c.third!).toBe(4);
      expect(o.id).toBe(`f:${c.first}:${c.second}:${c.third}`);
    }
    expect(splits.find((o) => o.id === 'f:4:0:0')!.detail).toBe('brings 2 larvae, 2 grylluses');
  });

  it('a move names the areas it passes: its path starts where the hero stands', () => {
    const d = start();
    clearMap(d);
    skipTo(d, 'heroAction');
    const move = d.prompt.options.find((o) => o.id === 'move:mainStreet')!;
    expect(move).toMatchObject({ group: 'Move', path: ['crossroads', 'mainStreet'], label: 'Move to Main Street' });
    expect(d.prompt.options.at(-1)!.id).toBe('end-turn');
    d.answer('move:mainStreet');
    expect(d.prompt.text).toBe('Hannah Hazard is in Main Street (no enemies) with 1 area of the move left: go on, or stop here?');
    expect(d.prompt.options.map((o) => [o.id, o.label, o.path])).toEqual([
      ['move:plaza', 'Go on to Plaza', ['mainStreet', 'plaza']], ['pass', 'Stop in Main Street', undefined],
    ]);
  });

  it('an absorb question states the hits, the health left and what the damage brings', () => {
    const d = start({ hero1: 'hannah' });
    clearMap(d);
    d.g.legion = 'phlegethon';
    d.g.heroes[0]!.area = 'park';
    d.g.heroes[0]!.patrol = { type: 'police', count: 1 };
    d.g.troopStock.police = 5;
    place(d, 'fiend', 'park');
    skipTo(d, 'heroAction');
    d.forceDice(9, 9).answer('end-turn');
    expect(d.prompt.kind).toBe('absorb');
    expect(d.state.prompt!.facts).toEqual([
      { label: 'Hits', value: '2' }, { label: 'Health', value: '7 of 7' }, { label: 'Damage taken also brings', value: 'fire' },
    ]);
    expect(d.prompt.options.map((o) => o.id)).toEqual(['patrol', 'pass']);
  });
});
