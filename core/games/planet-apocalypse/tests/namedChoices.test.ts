// Every named hero, Lord, legion and Fourth Circle demon can be chosen in New
// game, and the options that name a legion or a demon (legion, fourthDemon)
// put it into play; games without them keep the state they always had.
import { describe, expect, it } from 'vitest';
import { FOURTH_CIRCLE, HEROES, LEGIONS, LORDS } from '../content';
import { optionsSchema, planetApocalypse } from '..';
import { clearMap, skipTo, start } from './helpers';

function choices(key: string): string[] {
  const f = planetApocalypse.optionFields?.find((x) => x.key === key);
  return f && f.kind === 'select' ? f.choices.map((c) => c.value) : [];
}

describe('New game names every content', () => {
  it('each hero, Lord, legion and Fourth Circle demon is a choice; the Void gifts are a labelled option', () => {
    for (let i = 1; i <= 5; i++) expect(choices(`hero${i}`)).toEqual(['random', ...HEROES.map((h) => h.id)]);
    expect(choices('lord')).toEqual(['random', ...LORDS.map((l) => l.id)]);
    expect(choices('legion')).toEqual(['random', ...LEGIONS.map((l) => l.id)]);
    expect(choices('fourthDemon')).toEqual(['random', ...FOURTH_CIRCLE.map((f) => f.id)]);
    expect(planetApocalypse.optionFields?.find((f) => f.key === 'voidGifts')).toMatchObject({ kind: 'boolean', label: expect.stringContaining('Void') });
  });

  it('the new options have no defaults (a game without them keeps its options, state and hashes) and refuse unknown names', () => {
    const parsed = optionsSchema.parse({});
    expect(['voidGifts', 'legion', 'fourthDemon'].filter((k) => k in parsed)).toEqual([]);
    expect(optionsSchema.safeParse({ legion: 'nowhere' }).success).toBe(false);
    expect(optionsSchema.safeParse({ fourthDemon: 'nobody' }).success).toBe(false);
    expect(optionsSchema.safeParse({ legion: 'gehenna', fourthDemon: 'nuckelavee', voidGifts: true }).success).toBe(true);
    const plain = start();
    expect('fourthFirst' in plain.g).toBe(false);
  });
});

describe('option legion: the legion at set-up', () => {
  it('an expansion legion named without expansionLegions takes the field and joins the legion deck', () => {
    for (const l of LEGIONS.filter((x) => !x.bannedOn?.includes('invasion'))) {
      const d = start({ legion: l.id });
      expect(d.g.legion, l.id).toBe(l.id);
    }
    const d = start({ legion: 'hades' });
    expect([...d.g.legionDeck.draw, ...d.g.legionDeck.discard].sort()).toEqual(['acheron', 'dis', 'lethe', 'phlegethon']);
  });

  it('a legion the map bans is not placed: Styx on the Launch Site gives a random allowed legion', () => {
    for (const seed of [1, 2, 3]) {
      const d = start({ map: 'launchSite', legion: 'styx' }, seed);
      expect(d.g.legion).not.toBe('styx');
      expect(d.g.legion).not.toBe('acheron');
    }
  });
});

describe('option fourthDemon: the first Fourth Circle demon', () => {
  it('the named demon (expansion or not) is the first to rise, then the pile is drawn at random', () => {
    for (const f of FOURTH_CIRCLE) {
      const d = start({ fourthDemon: f.id, miniboss: true });
      expect(d.g.fourth.map((x) => x.defId), f.id).toEqual([f.id]);
      expect('fourthFirst' in d.g).toBe(false);
    }
  });

  it('without the miniboss it waits for the Lord cycle\'s first spawn', () => {
    const d = start({ fourthDemon: 'secutor' });
    expect(d.g.fourthFirst).toBe('secutor');
    expect(d.g.fourthDeck).toContain('secutor');
    clearMap(d);
    d.g.legion = 'acheron';
    d.g.despair = 6;
    d.g.lordTrack = 4; // the Lord cycle comes in this round's enemy phase
    skipTo(d, 'heroAction');
    d.answer('end-turn');
    expect(d.g.fourth.map((x) => x.defId)).toEqual(['secutor']);
    expect('fourthFirst' in d.g).toBe(false);
  });

  it('a demon the map bans is not forced in: Gadarene on Dragon Guts', () => {
    const d = start({ map: 'dragonGuts', fourthDemon: 'gadarene', miniboss: true });
    expect(d.g.fourth.map((x) => x.defId)).not.toContain('gadarene');
  });
});
