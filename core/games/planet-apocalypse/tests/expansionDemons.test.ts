// Expansion Fourth Circle demons (Secutor, Magdalene, Mandrake, Gadarene, Nuckelavee, Tardigrade)
// and the legions Hades and Gehenna, in short driven scenarios, with the rulebook's FAQ rulings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../../engine/driver';
import { FOURTH_BY_ID, FOURTH_CIRCLE, LEGION_BY_ID, MAPS } from '../content';
import { GLOSSARY_BY_ID } from '../inspect/glossary';
import { LEGEND } from '../inspect/legend';
import type { PAOptions, PAState } from '../state';
import { clearMap, count, place, skipTo, start } from './helpers';

type D = Driver<PAState>;
const ids = (d: D) => d.prompt.options.map((o) => o.id);
const NEW_DEMONS = ['secutor', 'magdalene', 'mandrake', 'gadarene', 'nuckelavee', 'tardigrade'];

/** Hannah (health 7, toughness 2) alone on a cleared Invasion map, legion Acheron (no effect on a fight), no patrol. */
function table(opts: Partial<PAOptions> = {}, setup: (d: D) => void = () => {}): D {
  const d = start(opts);
  clearMap(d);
  d.g.legion = 'acheron';
  const h = d.g.heroes[0]!;
  if (h.patrol.type) d.g.troopStock[h.patrol.type] = (d.g.troopStock[h.patrol.type] ?? 0) + h.patrol.count;
  h.patrol = { type: null, count: 0 };
  setup(d);
  skipTo(d, 'heroAction');
  return d;
}

function demon(d: D, defId: string, area: string, damage = 0, id = defId.slice(0, 2)): void {
  d.g.fourth.push({ id, defId, area, damage });
}

/** Brings the Lord cycle about in this round's enemy phase, with only these demons left to draw. */
function lordCycleWith(d: D, deck: string[]): void {
  d.g.despair = 6;
  d.g.lordTrack = 4;
  d.g.fourthDeck = [...deck];
}

describe('expansion demons are drawn like the core two', () => {
  it('the pile holds the core two; with the option expansionDemons all eight', () => {
    expect(start().g.fourthDeck.sort()).toEqual(['catoblepas', 'hellhound']);
    expect(start({ expansionDemons: true }).g.fourthDeck.sort()).toEqual([...NEW_DEMONS, 'catoblepas', 'hellhound'].sort());
    for (const id of NEW_DEMONS) {
      const f = FOURTH_BY_ID[id]!;
      expect([f.health, f.attack.length], id).toEqual([4, 4]); // 4 hits to kill, 1 die per Circle
      expect(f.pack, id).toBeDefined();
    }
    expect(['secutor', 'magdalene', 'mandrake'].map((id) => FOURTH_BY_ID[id]!.pack)).toEqual(['void', 'void', 'void']);
  });

  it('each appears in the glossary and the legend from its data', () => {
    for (const id of NEW_DEMONS) {
      const entry = GLOSSARY_BY_ID.get(`fourth:${id}`);
      expect(entry?.text, id).toEqual([FOURTH_BY_ID[id]!.text]);
      expect(entry?.stats?.find((s) => s.label === 'Box')?.value).toBe('expansion (option)');
      expect(LEGEND.some((l) => l.entry === `fourth:${id}`), id).toBe(true);
    }
    for (const id of ['hades', 'gehenna']) expect(GLOSSARY_BY_ID.get(`legion:${id}`)?.text).toEqual([LEGION_BY_ID[id]!.text]);
    expect(GLOSSARY_BY_ID.get('legion:hades')?.stats?.find((s) => s.label === 'Boosts')?.value).toBe('demons and larvae');
    expect(FOURTH_CIRCLE.length).toBe(8);
  });

  it('a random spawn in play can bring any of them (the Lord cycle draws from the pile)', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40 && seen.size < 8; seed++) {
      const d = start({ expansionDemons: true, miniboss: true }, seed);
      for (const f of d.g.fourth) seen.add(f.defId);
    }
    expect([...seen].sort()).toEqual([...NEW_DEMONS, 'catoblepas', 'hellhound'].sort());
  });
});

describe('Secutor', () => {
  it('each wound needs two dice above 3 (toughness 3+3)', () => {
    const d = table({}, (d) => { d.g.heroes[0]!.attack = ['d8', 'd8']; demon(d, 'secutor', 'crossroads'); });
    d.forceDice(2, 8).answer('attack');
    expect(ids(d).filter((id) => id.startsWith('hit:'))).toEqual([]);
    const e = table({}, (d) => { d.g.heroes[0]!.attack = ['d8', 'd8']; demon(d, 'secutor', 'crossroads'); });
    e.forceDice(4, 4).answer('attack');
    e.answer('hit:se');
    expect(e.g.fourth[0]!.damage).toBe(1);
  });

  it('a hero it damages is stunned, and must stand up on his next turn', () => {
    const d = table({}, (d) => { d.g.heroes[0]!.area = 'mainStreet'; demon(d, 'secutor', 'mainStreet'); });
    d.forceDice(8, 8, 1, 1).answer('end-turn');
    const h = d.g.heroes[0]!;
    expect([h.health, h.stunned]).toEqual([5, true]);
    skipTo(d, 'heroAction');
    expect(ids(d)).toContain('recoverAttack');
    // No damage, no stun.
    const e = table({}, (d) => { d.g.heroes[0]!.area = 'mainStreet'; demon(d, 'secutor', 'mainStreet'); });
    e.forceDice(1, 1, 1, 1).answer('end-turn');
    expect(e.g.heroes[0]!.stunned).toBe(false);
  });
});

describe('Magdalene', () => {
  it('when the Lord spawns her, up to 7 larvae come with her, no more than the box holds', () => {
    const d = table({}, (d) => lordCycleWith(d, ['magdalene']));
    d.answer('end-turn');
    const m = d.g.fourth.find((f) => f.defId === 'magdalene')!;
    expect(m).toBeDefined();
    expect(count(d, 'larva')).toBe(7);
    expect(count(d, 'larva', m.area)).toBe(7); // they walk with her
    const e = table({}, (d) => { lordCycleWith(d, ['magdalene']); place(d, 'larva', 'church', 6); });
    e.answer('end-turn');
    expect(count(e, 'larva')).toBe(10); // the box has 10 larvae: only 4 more came
  });
});

describe('Mandrake', () => {
  /** Hannah in the Plaza with a lone Volunteer ambush; a gryllus walks in from the Park. */
  function ambushTable(mandrake: boolean, setup: (d: D) => void = () => {}): D {
    return table({}, (d) => {
      d.g.heroes[0]!.area = 'plaza';
      d.g.ambushes = [{ area: 'plaza', type: 'volunteer', count: 1 }];
      d.g.troopStock.volunteer = (d.g.troopStock.volunteer ?? 0) - 1;
      place(d, 'gryllus', 'park');
      if (mandrake) demon(d, 'mandrake', 'ruins');
      setup(d);
    });
  }

  it('FAQ "Does an ambush HAVE to fire? ... Unless the Mandrake is in play, in which case it MUST fire if any heroes are in the area"', () => {
    const calm = ambushTable(false);
    calm.answer('end-turn');
    expect(calm.prompt.kind).toBe('ambushFire'); // the captain may hold it
    expect(ids(calm)).toContain('pass');
    const d = ambushTable(true);
    d.forceDice(6).answer('end-turn');
    expect(d.eventsOf('ambushFired')).toHaveLength(1); // nobody was asked
    expect(d.prompt.kind).toBe('assignDice');
    d.answer('kill:plaza:gryllus');
    expect(count(d, 'gryllus')).toBe(0);
  });

  it('FAQ "can I use an ambush trooper to absorb damage from his own Ambush? Yes": its 1s and 2s strike the hero', () => {
    const d = ambushTable(true);
    d.forceDice(1).answer('end-turn');
    expect(d.prompt.kind).toBe('absorb');
    expect(ids(d)).toEqual(['ambush', 'pass']);
    d.answer('ambush');
    expect(d.g.heroes[0]!.health).toBe(7);
    expect(d.g.ambushes).toEqual([]);
  });

  it('FAQ "you won\'t want to use Lieutenant while the Mandrake is in play": its extra die can strike too', () => {
    const d = ambushTable(true, (d) => {
      d.g.heroes[0]!.gifts = [{ slot: 1, card: 'lieutenant#1' }];
    });
    d.answer('end-turn');
    // FAQ "Am I ever required to use a particular gift? A. No.": the holder is asked, and told to leave it out.
    expect(d.prompt).toMatchObject({ kind: 'extraAmbushDie', seat: 'h1', suggested: ['no'] });
    d.forceDice(2, 1).answer('yes'); // the Volunteer's d6 and Lieutenant's d6
    expect(d.prompt.kind).toBe('absorb');
    d.answer('pass');
    expect(d.g.heroes[0]!.health).toBe(5);
    // Left out, only the Volunteer's die is rolled.
    const e = ambushTable(true, (d) => {
      d.g.heroes[0]!.gifts = [{ slot: 1, card: 'lieutenant#1' }];
    });
    e.answer('end-turn');
    e.forceDice(2).answer('no');
    expect((e.eventsOf('diceRolled')[0]!.rolls as { die: string }[]).map((r) => r.die)).toEqual(['d6']);
  });
});

describe('Gadarene', () => {
  it('a hero it damages is driven 1 area toward the Lord (his patrol with him)', () => {
    const d = table({}, (d) => { d.g.heroes[0]!.area = 'plaza'; demon(d, 'gadarene', 'plaza'); });
    d.forceDice(6, 1, 1, 1).answer('end-turn');
    const h = d.g.heroes[0]!;
    expect([h.health, h.area]).toEqual([6, 'church']); // Plaza -> Church is the way to the Hellgate
    expect(d.g.fourth[0]!.area).toBe('mainStreet');
  });

  it('never into the Lord\'s Shadow; no damage, no stampede', () => {
    const d = table({}, (d) => { d.g.heroes[0]!.area = 'ruins'; demon(d, 'gadarene', 'ruins'); });
    d.forceDice(6, 1, 1, 1).answer('end-turn');
    expect(d.g.heroes[0]!.area).toBe('ruins');
    const e = table({}, (d) => { d.g.heroes[0]!.area = 'plaza'; demon(d, 'gadarene', 'plaza'); });
    e.forceDice(1, 1, 1, 1).answer('end-turn');
    expect(e.g.heroes[0]!.area).toBe('plaza');
  });

  describe('on Dragon Guts', () => {
    beforeAll(() => { MAPS.dragonGuts = { ...MAPS.invasion!, id: 'dragonGuts', name: 'Dragon Guts (test stand-in)' }; });
    afterAll(() => { delete MAPS.dragonGuts; });
    it('rulebook: "If the Gadarene is drawn, discard it, and select a new Fourth Circle demon"', () => {
      for (let seed = 1; seed <= 6; seed++) {
        const d = start({ map: 'dragonGuts', expansionDemons: true, miniboss: true }, seed);
        expect(d.g.fourth.map((f) => f.defId)).not.toContain('gadarene');
      }
      const d = table({ map: 'dragonGuts' }, (d) => lordCycleWith(d, ['gadarene', 'catoblepas']));
      d.answer('end-turn');
      expect(d.g.fourth.map((f) => f.defId)).toEqual(['catoblepas']);
      expect(d.g.fourthDeck).toEqual(['gadarene']);
    });
  });
});

describe('Nuckelavee', () => {
  it('when it spawns each hero lays 1 toughness on its card', () => {
    const d = table({ heroes: 2, hero2: 'naomi' }, (d) => lordCycleWith(d, ['nuckelavee']));
    const before = d.g.heroes.map((h) => h.toughness);
    d.answer('end-turn');
    d.answer('end-turn');
    expect(d.g.fourth.map((f) => f.defId)).toEqual(['nuckelavee']);
    expect(d.g.heroes.map((h) => h.toughness)).toEqual(before.map((t) => t - 1));
  });

  it('FAQ: when it dies "each hero gets back a toughness counter, even if he is a replacement hero who did not personally give up his toughness"', () => {
    const d = table({ heroes: 2, hero2: 'naomi' }, (d) => {
      const [a, b] = d.g.heroes;
      a!.toughness = 1; // gave 1 of his 2
      b!.toughness = 2; // a replacement: came in after the Nuckelavee spawned, gave nothing
      a!.attack = ['d8'];
      demon(d, 'nuckelavee', 'crossroads', 3);
    });
    d.forceDice(8).answer('attack');
    d.answer('roll'); // no help
    d.answer('hit:nu');
    expect(d.g.fourth).toEqual([]);
    expect(d.g.heroes.map((h) => h.toughness)).toEqual([2, 3]);
  });
});

describe('Tardigrade', () => {
  it('slain, it leaves a cyst; the next Fourth Circle spawn wakes it there instead of a draw; slain again it stays dead', () => {
    const d = table({}, (d) => { d.g.heroes[0]!.attack = ['d8']; demon(d, 'tardigrade', 'crossroads', 3); });
    d.forceDice(8).answer('attack');
    d.answer('hit:ta');
    expect(d.g.heroes[0]!.courage).toBeGreaterThanOrEqual(4); // the killer's 4 courage
    expect([d.g.fourth, d.g.cyst, d.g.fourthDeck.includes('tardigrade')]).toEqual([[], 'crossroads', false]);

    const e = table({}, (d) => { d.g.cyst = 'plaza'; lordCycleWith(d, ['hellhound']); });
    e.answer('end-turn');
    const woke = e.g.fourth.find((f) => f.defId === 'tardigrade')!;
    expect([woke.woke, woke.damage, e.g.cyst, e.g.fourthDeck]).toEqual([true, 0, null, ['hellhound']]);

    const f = table({}, (d) => { d.g.heroes[0]!.attack = ['d8']; d.g.fourth.push({ id: 'tw', defId: 'tardigrade', area: 'crossroads', damage: 3, woke: true }); });
    f.forceDice(8).answer('attack');
    f.answer('hit:tw');
    expect([f.g.cyst ?? null, f.g.fourthDeck.includes('tardigrade')]).toEqual([null, true]);
  });

  it('FAQ "Does the Tardigrade cyst token count as an enemy? No. And it cannot be attacked."', () => {
    const d = table({}, (d) => {
      d.g.cyst = 'crossroads';
      d.g.ambushes = [{ area: 'crossroads', type: 'volunteer', count: 1 }];
      d.g.troopStock.volunteer = (d.g.troopStock.volunteer ?? 0) - 1;
    });
    expect(ids(d)).not.toContain('attack');
    d.answer('end-turn');
    expect(d.prompt.kind).not.toBe('ambushFire'); // an ambush has nothing to shoot at
    expect(d.g.cyst).toBe('crossroads');
  });
});

describe('legions Hades and Gehenna', () => {
  it('Hades boosts larvae too (rulebook: "Hades affects larvae"): every group rolls an extra d6', () => {
    const d = table({}, (d) => { d.g.legion = 'hades'; place(d, 'larva', 'crossroads'); });
    d.forceDice(6, 6).answer('end-turn');
    expect(d.g.heroes[0]!.health).toBe(5); // the larva's d6 and the legion's d6
    const e = table({}, (d) => place(d, 'larva', 'crossroads'));
    e.forceDice(6, 6).answer('end-turn');
    expect(e.g.heroes[0]!.health).toBe(6);
  });

  it('Gehenna: a killed demon leaves a larva in its area; a killed larva leaves nothing', () => {
    const d = table({}, (d) => { d.g.legion = 'gehenna'; d.g.heroes[0]!.attack = ['d8', 'd8']; place(d, 'gryllus', 'crossroads'); place(d, 'larva', 'mainStreet'); });
    d.forceDice(8, 8).answer('attack');
    d.answer('kill:crossroads:gryllus');
    expect([count(d, 'gryllus'), count(d, 'larva', 'crossroads')]).toEqual([0, 1]);
    d.answer('kill:crossroads:larva');
    expect(count(d, 'larva')).toBe(1); // the one in Main Street only
  });

  it('both are expansion cards, shuffled in only with the expansion legions option', () => {
    expect(start().g.legionDeck.draw.concat(start().g.legionDeck.discard, [start().g.legion ?? '']).filter((l) => l === 'hades' || l === 'gehenna')).toEqual([]);
    const g = start({ expansionLegions: true }).g;
    expect([...g.legionDeck.draw, ...g.legionDeck.discard, g.legion].filter((l) => l === 'hades' || l === 'gehenna').sort()).toEqual(['gehenna', 'hades']);
  });
});
