// Regions (rulebook "Regions (Expansions)", set-up steps 10 and 14, the Launch Site's and Moon Base's
// trooper rules): the option, the stacks and pool it sets, and how a map's own rule combines with it.
import { describe, expect, it } from 'vitest';
import { createDriver } from '../../../engine/driver';
import { REGIONS } from '../content/regions';
import { DEFAULT_OPTIONS, optionsSchema, planetApocalypse } from '..';
import type { PAState } from '../state';
import { start } from './helpers';

type D = ReturnType<typeof start>;
const stacks = (d: D) => Object.keys(d.g.troopStock);

describe('the region option', () => {
  it('has no default: old options parse without it and give the same state and hash as before regions', () => {
    const parsed = optionsSchema.parse({});
    expect('region' in parsed).toBe(false);
    const old = createDriver<PAState>(planetApocalypse, { options: { ...DEFAULT_OPTIONS } as never, seed: 7 });
    const reparsed = createDriver<PAState>(planetApocalypse, { options: optionsSchema.parse({ ...DEFAULT_OPTIONS }) as never, seed: 7 });
    expect(JSON.stringify(reparsed.state)).toBe(JSON.stringify(old.state));
    expect('region' in old.g.options).toBe(false);
    // "Unless you are using regions, your troopers are Volunteers, Citizen Militia, Police, Army, and Special Forces."
    expect(Object.keys(old.g.troopStock)).toEqual(['volunteer', 'militia', 'police', 'army', 'specialForces']);
    expect(old.g.pool).toBe(4);
    expect(optionsSchema.safeParse({ region: 'atlantis' }).success).toBe(false);
    for (const r of REGIONS) expect(optionsSchema.safeParse({ region: r.id }).success).toBe(true);
  });

  it('New game lists every region with a readable label naming its troopers', () => {
    const field = planetApocalypse.optionFields?.find((f) => f.key === 'region');
    expect(field?.kind).toBe('select');
    const choices = field && 'choices' in field ? field.choices ?? [] : [];
    expect(choices.map((c) => c.value)).toEqual(REGIONS.map((r) => r.id));
    expect(choices.find((c) => c.value === 'usa')?.label).toBe('USA: Gang or Volunteer 1, National Guard or Evangelicals 2, Police 3, US Marines or Army 4, Navy Seal or Special Forces 5');
    expect(choices.find((c) => c.value === 'space')?.label).toContain('empty courage pool');
  });

  it('each region\'s stacks are its troopers at their box counts; "some regions start with an empty pool"', () => {
    for (const r of REGIONS) {
      const d = start({ region: r.id });
      const ids = r.slots.flatMap((s) => s.troopers);
      expect(stacks(d).sort(), r.id).toEqual([...ids].sort());
      expect(d.g.pool, r.id).toBe(r.pool);
    }
    expect(start({ region: 'texas' }).g.troopStock).toMatchObject({ gang: 8, evangelicals: 6, texasRangers: 4, army: 4, specialForces: 4 });
    expect(start({ region: 'space' }).g.pool).toBe(0);
  });

  it('"The US is unique, because you get choices for your troopers": a recruit offers both types at a cost', () => {
    const d = start({ region: 'usa', hero1: 'naomi' });
    d.g.pool = 0;
    d.forceDice(4).answer('recruit');
    const ids = d.prompt.options.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining(['take:gang:1', 'take:volunteer:1', 'take:nationalGuard:1', 'take:evangelicals:1', 'take:police:1', 'take:usMarines:1', 'take:army:1']));
    expect(ids).not.toContain('take:militia:1');
    d.answer('take:usMarines:1');
    expect(d.g.heroes[0]!.patrol).toEqual({ type: 'usMarines', count: 1 });
  });

  it('Russia: the troopers cost 2 to 6; a Spetsnaz takes a roll of 4 and 2 courage', () => {
    const d = start({ region: 'russia', hero1: 'naomi' });
    d.g.pool = 0;
    d.g.heroes[0]!.courage = 2;
    d.forceDice(4).answer('recruit');
    const ids = d.prompt.options.map((o) => o.id);
    expect(ids).not.toContain('take:volunteer:1');
    d.answer('take:spetsnaz:1');
    expect([d.g.heroes[0]!.patrol, d.g.heroes[0]!.courage]).toEqual([{ type: 'spetsnaz', count: 1 }, 0]);
  });
});

describe('the maps\' own trooper rules with a region', () => {
  it('Launch Site: "replace the cost 3 and cost 4 troopers with Cosmonauts and Astronauts. The cost 1, 2, and 5 troopers don\'t change"', () => {
    expect(stacks(start({ map: 'launchSite', region: 'texas' })).sort()).toEqual(['astronaut', 'cosmonaut', 'evangelicals', 'gang', 'specialForces']);
    expect(stacks(start({ map: 'launchSite', region: 'france' }))).toEqual(['volunteer', 'militia', 'specialForces', 'cosmonaut', 'astronaut']);
  });

  it('Launch Site: "in Russia, the cost 2, 5, and 6 troopers remain instead"', () => {
    expect(stacks(start({ map: 'launchSite', region: 'russia' })).sort()).toEqual(['astronaut', 'cosmonaut', 'paramilitary', 'specialForces', 'spetsnaz']);
  });

  it('Launch Site without a region (no option, or "Core troopers"): the core five, as games made before regions had', () => {
    expect(stacks(start({ map: 'launchSite' }))).toEqual(['volunteer', 'militia', 'police', 'army', 'specialForces']);
    expect(stacks(start({ map: 'launchSite', region: 'core' }))).toEqual(['volunteer', 'militia', 'police', 'army', 'specialForces']);
  });

  it('Moon Base: "Only space troopers (Cosmonauts and Astronauts) are available to recruit" in any region; the region\'s pool still applies', () => {
    const d = start({ map: 'moonBase', region: 'texas' });
    expect(stacks(d)).toEqual(['cosmonaut', 'astronaut']);
    expect(d.g.pool).toBe(0);
  });
});

describe('inspecting regions and their troopers', () => {
  it('every region, every region trooper and Prof. Maxwell\'s trait has an entry built from the data', async () => {
    const { GLOSSARY_BY_ID } = await import('../inspect/glossary');
    const usa = GLOSSARY_BY_ID.get('region:usa')!;
    expect(usa.stats).toEqual(expect.arrayContaining([{ label: 'Cost 1', value: 'Gang or Volunteer' }, { label: 'Courage pool at set-up', value: '4' }]));
    expect(usa.related).toContain('trooper:navySeal');
    for (const r of REGIONS) expect(GLOSSARY_BY_ID.has(`region:${r.id}`), r.id).toBe(true);
    const gang = GLOSSARY_BY_ID.get('trooper:gang')!;
    expect((gang.text ?? []).join(' ')).toContain('Scatter');
    expect(gang.stats).toContainEqual({ label: 'Regions', value: 'USA, Texas' });
    expect(GLOSSARY_BY_ID.get('ability:fieldPromotion')?.stats).toContainEqual({ label: 'Hero', value: 'Prof. Maxwell' });
    expect((GLOSSARY_BY_ID.get('hero:maxwell')!.text ?? []).join(' ')).toContain('Field Promotion');
  });
});

describe('the match line', () => {
  it('names the region\'s troopers when one was chosen, and nothing when not', async () => {
    const { describeMatch } = await import('../summary');
    expect(describeMatch(start({ region: 'texas' }).state as never)).toMatch(/^Invasion \(Texas troopers\), /);
    expect(describeMatch(start().state as never)).not.toContain('troopers');
  });
});

describe('bots play every region', () => {
  it('hero bots end a game in each region (and on the two space maps) with every invariant kept and an exact replay', async () => {
    const { Match } = await import('../../../engine/match');
    const runs = [...REGIONS.map((r, i) => ({ region: r.id, map: 'invasion', seed: 11 + i })), { region: 'russia', map: 'launchSite', seed: 3 }, { region: 'usa', map: 'moonBase', seed: 4 }];
    for (const run of runs) {
      const options = { ...DEFAULT_OPTIONS, region: run.region, map: run.map };
      const controllers = { h1: { type: 'ai' as const, bot: 'hero' }, h2: { type: 'ai' as const, bot: 'hero' } };
      const m = Match.start(planetApocalypse, { gameId: planetApocalypse.id, options, controllers, seed: run.seed });
      for (let n = 0; !m.state.result && n < 20_000; n++) {
        m.playAi();
        expect(planetApocalypse.invariants!(m.state.g as unknown as PAState), `${run.region} ${run.map}`).toEqual([]);
      }
      expect(m.state.result, `${run.region} ${run.map}`).toBeTruthy();
      expect(Match.replay(planetApocalypse, m.record).hash()).toBe(m.hash());
    }
  });
});

describe('the recruit action', () => {
  it('says what this game\'s troopers cost', () => {
    const detail = (d: D) => d.prompt.options.find((o) => o.id === 'recruit')?.detail;
    expect(detail(start())).toBe('troopers cost 1 to 5 points');
    expect(detail(start({ region: 'russia' }))).toBe('troopers cost 2 to 6 points');
  });
});

describe('names every object has', () => {
  // `"toString" in REGION_BY_ID` is true for any object: such a name passed the old `in` checks and broke the match later.
  it('are not a map or a region', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(optionsSchema.safeParse({ map: name }).success).toBe(false);
      expect(optionsSchema.safeParse({ region: name }).success).toBe(false);
    }
  });
});
