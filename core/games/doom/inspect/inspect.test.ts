// Everything a DOOM player meets can be looked up, from content data: the
// glossary covers every demon, class, squad, weapon and card with its text,
// every token and marking; live inspect shows the thing now and keeps hidden
// cards hidden; the legend explains every marking on the board.
import { describe, expect, it } from 'vitest';
import { doomGame } from '..';
import { allClasses, allDemons, allGloryKillCards, allMissions } from '../catalog';
import { EVENT_CARDS } from '../content/events';
import { INVASION_CARDS } from '../content/invasion';
import { KEYWORDS } from '../content/keywords';
import { MARKINGS } from '../content/markings';
import { SQUAD_CARDS } from '../content/squads';
import { ACTION_CARDS, WEAPON_SETS } from '../content/weapons';
import { DOOM_DICE } from '../dice';
import { addDemon, arrange, clearDemons, demonFigure, newMatch, toHand, toMarineTurn } from '../testing/arrange';
import type { DoomView } from '../view';
import { cardEntryId, doomGlossary, doomInspect, doomLegend, glossaryEntry } from '.';

const stat = (e: { stats?: { label: string; value: string }[] } | null, label: string) => e?.stats?.find((s) => s.label === label)?.value;

describe('DOOM glossary', () => {
  it('has unique ids, and every link and rule it names exists', () => {
    const ids = doomGlossary.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const rules = new Set(doomGame.rules.map((r) => r.id));
    for (const e of doomGlossary) {
      expect(e.rule === undefined || rules.has(e.rule), `${e.id} names rule ${e.rule}`).toBe(true);
      for (const r of e.related ?? []) expect(ids, `${e.id} links to ${r}`).toContain(r);
      expect((e.text?.join('') ?? '').length + (e.stats?.length ?? 0), `${e.id} says nothing`).toBeGreaterThan(0);
    }
    expect(doomGame.glossary).toBe(doomGlossary);
  });

  it('covers every demon with its numbers and abilities', () => {
    for (const d of allDemons()) {
      const e = glossaryEntry(`demon:${d.id}`)!;
      expect(e.name).toBe(d.name);
      expect(stat(e, 'Health')).toBe(String(d.health));
      expect(stat(e, 'Attack')).toMatch(new RegExp(`^range ${d.attack.range}, .*(die|dice)`));
      expect(stat(e, 'Special defence')).toMatch(/Dodge|shield/);
      expect(stat(e, 'Flying')).toBe(d.flying ? 'Yes' : 'No');
      expect(stat(e, 'Size')).toBeTruthy();
      for (const a of d.abilities) {
        expect(e.text!.some((t) => t.includes(a.name) && t.includes(a.text.replace(/^Argent \d+: /, '')))).toBe(true);
        expect(glossaryEntry(`ability:${a.id}`)!.text).toEqual([a.text]);
      }
    }
  });

  it('covers every class, squad card, weapon and action card, Glory Kill, event and invasion card, with text', () => {
    for (const c of allClasses()) expect(glossaryEntry(`class:${c.id}`)!.text!.join(' ')).toContain(c.abilities[0]!.text);
    for (const s of SQUAD_CARDS) expect(glossaryEntry(`squad:${s.id}`)!.text![0]).toBe(s.text);
    for (const w of WEAPON_SETS) expect(glossaryEntry(`weapon:${w.id}`)!.name).toBe(w.name);
    for (const c of ACTION_CARDS) {
      const e = glossaryEntry(cardEntryId(c.id)!)!;
      expect(e.name).toBe(c.name);
      expect(e.text![0]).toBe(c.text);
      if (c.attack) expect(stat(e, 'Attack')).toContain(`range ${c.attack.range}`);
    }
    for (const g of allGloryKillCards()) {
      const e = glossaryEntry(cardEntryId(`${g.id}#1`)!)!;
      expect(e.name).toBe(g.name);
      expect(e.text!.join(' ')).toContain(g.ability.text);
    }
    expect(glossaryEntry(cardEntryId('killers-focus#2')!)).toMatchObject({ name: 'Killer\'s Focus', kind: 'Glory Kill card' });
    for (const c of EVENT_CARDS) expect(glossaryEntry(cardEntryId(c.id)!)!.text![0]).toBe(c.text);
    for (const c of INVASION_CARDS) expect(glossaryEntry(`invasion:${c.id}`)!.text!.length).toBe(7);
    for (const m of allMissions().filter((x) => x.number > 0)) expect(glossaryEntry(`mission:${m.id}`)!.text![0]).toBe(m.briefing);
    for (const d of DOOM_DICE) expect(stat(glossaryEntry(`die:${d.id}`), 'Faces')).toBeTruthy();
    for (const m of MARKINGS) expect(glossaryEntry(`marking:${m.id}`)!.text).toEqual(m.text);
    for (const k of KEYWORDS) expect(glossaryEntry(`keyword:${k.id}`)!.text).toEqual([k.text]);
  });

  it('the legend explains each marking on the board, difficult terrain\'s dotted blue line included, and links to the glossary', () => {
    expect(doomGame.legend).toBe(doomLegend);
    const difficult = doomLegend.find((l) => l.name === 'Difficult terrain')!;
    expect(difficult.meaning).toMatch(/dotted blue line/);
    for (const m of MARKINGS.filter((x) => x.onBoard)) expect(doomLegend.some((l) => l.entry === `marking:${m.id}`)).toBe(true);
    for (const l of doomLegend) if (l.entry) expect(glossaryEntry(l.entry), l.entry).not.toBeNull();
  });
});

describe('DOOM live inspect', () => {
  function table() {
    const d = toMarineTurn(newMatch({ marines: 2 }, 5));
    return arrange(d, (g) => {
      clearDemons(g);
      addDemon(g, demonFigure('imp-7', 'imp', '3,3', { damage: 2, stunned: true }));
      toHand(g, 'alpha', 'uac-5');
    });
  }

  it('a demon shows its health left, stagger and stun, and where it stands', () => {
    const d = table();
    const e = doomInspect(d.view('m1').game as DoomView, { kind: 'figure', id: 'imp-7' })!;
    expect(e.name).toBe('Imp 7');
    expect(stat(e, 'Health left')).toBe('1 of 3');
    expect(stat(e, 'Stagger value')).toBe('2: staggered');
    expect(stat(e, 'Stunned')).toBe('Yes');
    expect(stat(e, 'Where')).toMatch(/^In the training yard|^At /);
    expect(e.related).toContain('demon:imp');
  });

  it('a marine\'s hand shows only to his own seat; the invader\'s hand only to the invader', () => {
    const d = table();
    const own = doomInspect(d.view('m1').game as DoomView, { kind: 'figure', id: 'alpha' })!;
    const other = doomInspect(d.view('m2').game as DoomView, { kind: 'figure', id: 'alpha' })!;
    expect(stat(own, 'Hand')).toContain('Brace for Impact');
    expect(stat(other, 'Hand')).toMatch(/^\d+ cards?$/);
    expect(doomInspect(d.view('m1').game as DoomView, { kind: 'card', id: 'uac-5' })).toMatchObject({ name: 'Brace for Impact' });
    expect(doomInspect(d.view('m2').game as DoomView, { kind: 'card', id: 'uac-5' })).toBeNull();
    const held = d.g.invader.hand[0]!;
    expect(doomInspect(d.view('m1').game as DoomView, { kind: 'card', id: held })).toBeNull();
    expect(doomInspect(d.view('invader').game as DoomView, { kind: 'card', id: held })).not.toBeNull();
    expect(stat(doomInspect(d.view('m1').game as DoomView, { kind: 'seat', id: 'invader' }), 'Event cards in hand')).toBe(String(d.g.invader.hand.length));
  });

  it('a space shows its terrain and what stands there; a portal token its state', () => {
    const d = table();
    const v = d.view('m1').game as DoomView;
    const s = doomInspect(v, { kind: 'space', id: '3,3' })!;
    expect(stat(s, 'Standing here')).toBe('Imp 7');
    const difficult = doomInspect(v, { kind: 'space', id: '4,1' })!;
    expect(stat(difficult, 'Terrain')).toBe('Difficult terrain');
    expect(difficult.related).toContain('marking:difficult');
    const portal = doomInspect(v, { kind: 'token', id: 'portal-blue' })!;
    expect(portal.name).toBe('The blue portal');
    expect(stat(portal, 'State')).toMatch(/open|facedown|closed/);
    expect(doomInspect(v, { kind: 'space', id: '99,99' })).toBeNull();
  });
});
