// The St. Peter's map (rulebook "The St. Peter's Map"): three Lords on three
// tracks, two of them Lesser Lords, only the lowest-numbered standing Lord active.
import { describe, expect, it } from 'vitest';
import { MAPS } from '../content';
import { lordHealth } from '../rules/setup';
import { clearMap, place, skipTo, start } from './helpers';

const ones = (n: number) => Array.from({ length: n }, () => 1);
const track = (n: number) => (MAPS.stPeters!.rules.find((r) => r.rule === 'lordTracks') as { tracks: string[][] }).tracks[n]!;

function game() {
  return start({ map: 'stPeters', heroes: 2, hero1: 'hannah', hero2: 'naomi' });
}

/** Ends both heroes' turns so the enemy phase runs once (despair and the Lord track as set). */
function enemyTurn(d: ReturnType<typeof game>) {
  skipTo(d, 'heroAction');
  d.answer('end-turn');
  d.answer('end-turn');
}

describe("St. Peter's", () => {
  it('"Heroes start at the Vatican"; "Place a Lord at each of the three Lord areas"; Lords 1 and 2 "start with 1/3 of the normal health (round fractions up)"', () => {
    const d = game();
    expect(d.g.heroes.map((h) => h.area)).toEqual(['vatican', 'vatican']);
    expect(d.g.lords.map((l) => l.area)).toEqual(['castel', 'tiber', 'colosseum']);
    expect(new Set(d.g.lords.map((l) => l.defId)).size).toBe(3);
    d.g.lords.forEach((l, i) => {
      const full = lordHealth(l.defId, 2, false);
      expect(l.health).toBe(i < 2 ? Math.ceil(full / 3) : full);
    });
    expect(MAPS.stPeters!.starts).toEqual(['vatican']);
  });

  it('"only Lord 1\'s invasion tokens move and spawn. The rest sit idly"', () => {
    const d = game();
    clearMap(d);
    for (const a of ['ponte', 'trastevere', 'pantheon']) d.g.tokens.push({ id: `tk-${a}`, area: a });
    place(d, 'larva', 'trastevere');
    place(d, 'larva', 'ponte');
    enemyTurn(d);
    const at = (id: string) => d.g.tokens.find((t) => t.id === id)?.area;
    expect(at('tk-ponte')).toBe('via');
    expect(at('tk-trastevere')).toBe('trastevere');
    expect(at('tk-pantheon')).toBe('pantheon');
    expect(d.g.minions.map((m) => m.area).sort()).toEqual(['trastevere', 'via']);
    // "Demons only spawn in the active Lord's area."
    expect(d.g.tokens.filter((t) => !t.id.startsWith('tk-')).map((t) => t.area)).toEqual(['castel']);
  });

  it('idle demons "do fight normally if a hero enters their area": a token on a sleeping track is revealed', () => {
    const d = game();
    clearMap(d);
    d.g.tokens.push({ id: 'tk-navona', area: 'navona' });
    skipTo(d, 'heroAction');
    d.forceDice(...ones(12)).answer('move:navona');
    expect(d.g.tokens).toHaveLength(0);
    expect(d.g.minions.some((m) => m.area === 'navona')).toBe(true);
  });

  it('Lord cycle: "The lowest-numbered surviving Lord moves one area down its track" with his Shadow, and the Fourth Circle demon spawns in his area', () => {
    const d = game();
    clearMap(d);
    d.g.despair = 6;
    d.g.lordTrack = 4;
    d.g.fourthDeck = ['catoblepas'];
    enemyTurn(d);
    expect(d.g.lords.map((l) => l.area)).toEqual(['ponte', 'tiber', 'colosseum']);
    expect(d.g.lords[0]!.shadow).toEqual(['castel', 'ponte']);
    expect(d.g.fourth.map((f) => f.area)).toEqual(['via']); // spawned at the Lord, then it moved on
  });

  it('"The heroes kill Lord 1. Now Lord 2 activates", "Lord 1\'s demons keep moving toward the Vatican"', () => {
    const d = game();
    clearMap(d);
    Object.assign(d.g.lords[0]!, { dead: true, shadow: [] });
    place(d, 'larva', 'ponte');
    d.g.tokens.push({ id: 'tk-tr', area: 'trastevere' }, { id: 'tk-pa', area: 'pantheon' });
    enemyTurn(d);
    expect(d.g.minions.map((m) => m.area)).toEqual(['via']);
    expect(d.g.tokens.find((t) => t.id === 'tk-tr')?.area).toBe('gardens');
    expect(d.g.tokens.find((t) => t.id === 'tk-pa')?.area).toBe('pantheon');
    expect(d.g.tokens.filter((t) => !t.id.startsWith('tk-')).map((t) => t.area)).toEqual(['tiber']);
  });

  it('"If the heroes had killed Lord 2 first, Lord 1 would remain the active Lord"', () => {
    const d = game();
    clearMap(d);
    Object.assign(d.g.lords[1]!, { dead: true, shadow: [] });
    d.g.tokens.push({ id: 'tk-tr', area: 'trastevere' });
    d.g.despair = 6;
    d.g.lordTrack = 4;
    d.g.fourthDeck = ['catoblepas'];
    enemyTurn(d);
    expect(d.g.lords[0]!.area).toBe('ponte');
    expect(d.g.tokens.find((t) => t.id === 'tk-tr')?.area).toBe('trastevere');
  });

  it('"You must kill all three Demon Lords to win"', () => {
    for (const alive of [true, false]) {
      const d = start({ map: 'stPeters' });
      clearMap(d);
      d.g.legion = 'phlegethon';
      Object.assign(d.g.lords[0]!, { dead: !alive, shadow: alive ? ['castel'] : [] });
      Object.assign(d.g.lords[1]!, { dead: true, shadow: [] });
      Object.assign(d.g.lords[2]!, { defId: 'baphomet', health: 1 });
      d.g.heroes[0]!.area = 'pantheon';
      skipTo(d, 'heroAction');
      d.forceDice(...ones(6)).answer('move:colosseum');
      expect(d.g.hell?.lord).toBe('lord3');
      d.forceDice(6).answer('attack');
      d.answer('hit:lord3');
      expect(d.g.lords[2]!.dead).toBe(true);
      if (alive) expect(d.state.result).toBeNull();
      else expect(d.state.result?.winners).toEqual(['h1']);
    }
  });

  it('"If any Lord reaches the Vatican, you lose"', () => {
    const d = game();
    clearMap(d);
    Object.assign(d.g.lords[0]!, { dead: true, shadow: [] });
    Object.assign(d.g.lords[1]!, { area: 'gardens', shadow: ['tiber', 'trastevere', 'gardens'] });
    d.g.despair = 6;
    d.g.lordTrack = 4;
    enemyTurn(d);
    expect(d.state.result?.outcome).toBe('demons');
  });

  it('every track leads to the Vatican and the tracks share no area', () => {
    const all = [0, 1, 2].flatMap(track);
    expect(new Set(all).size).toBe(9);
    MAPS.stPeters!.lordAreas.forEach((a, i) => expect(track(i)).toContain(a));
  });
});
