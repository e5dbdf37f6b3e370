import { describe, expect, it } from 'vitest';
import { allOperations, missionDef } from '../catalog';
import { doomGame } from '../index';
import { arrange, newMatch, toMarineTurn } from '../testing/arrange';

describe('operations', () => {
  it('a won mission leads to the next one of the operation; classes stay, Glory Kill cards and found weapons go', () => {
    const d = toMarineTurn(newMatch({ mode: 'operation', marines: 1 }, 31));
    const op = allOperations()[0]!;
    expect(d.g.mission).toBe(op.missions[0]);
    const classId = d.g.marines[0]!.classId;
    arrange(d, (g) => {
      g.marines[0]!.gloryKills.push('second-wind#1');
      g.gloryKillDeck.draw = g.gloryKillDeck.draw.filter((c) => c !== 'second-wind#1');
      g.counters.progress = 99; // the marines' objective is met
    });
    const ended = d.match.events.flat().concat(d.events).filter((e) => e.type === 'missionEnded');
    expect(ended.at(-1)).toMatchObject({ mission: op.missions[0], winner: 'marines' });
    expect(d.g.operation).toEqual([{ mission: op.missions[0], winner: 'marines', rounds: 1 }]);
    expect(d.g.mission).toBe(op.missions[1]);
    expect(d.g.round).toBe(1);
    expect(d.g.marines[0]!.classId).toBe(classId);
    expect(d.g.marines[0]!.gloryKills).toEqual([]);
    expect(d.state.result).toBeNull();
  });

  it('the first side to four mission wins takes the operation', () => {
    const d = toMarineTurn(newMatch({ mode: 'operation', marines: 1 }, 31));
    const op = allOperations()[0]!;
    arrange(d, (g) => {
      g.operation = op.missions.slice(0, 3).map((mission) => ({ mission, winner: 'invader' as const, rounds: 5 }));
      g.mission = op.missions[3]!;
      g.invader.frags = 99;
    }, { kind: 'checkEnd' });
    expect(d.state.result).toMatchObject({ outcome: 'invader', winners: ['invader'] });
  });

  it('in a custom operation the loser picks the next mission, never one already played', () => {
    const d = toMarineTurn(newMatch({ mode: 'custom', marines: 1, mission: 'relay' }, 31));
    arrange(d, (g) => { g.invader.frags = 99; }, { kind: 'checkEnd' });
    expect(d.prompt).toMatchObject({ seat: 'm1', kind: 'chooseMission' });
    expect(d.prompt.options.map((o) => o.id)).not.toContain('relay');
    expect(d.prompt.options.map((o) => o.id)).not.toContain('training-ground');
    d.answer('the-nest');
    expect(d.g.mission).toBe('the-nest');
  });

  it('the test-only Training Ground is playable by id but not offered in the New game dialog', () => {
    expect(missionDef('training-ground').id).toBe('training-ground');
    const field = doomGame.optionFields!.find((f) => f.key === 'mission')!;
    const ids = (field as { choices: { value: string }[] }).choices.map((c) => c.value);
    expect(ids).not.toContain('training-ground');
    expect(ids).toEqual(allOperations()[0]!.missions);
    expect(doomGame.defaultOptions.mission).not.toBe('training-ground');
  });
});
