// The result strip of the two main dice (rules/diceReadout.ts): they are added, and the strip says what the sum does.
import { describe, expect, it } from 'vitest';
import { readoutOn } from '../../../engine/diceReadout';
import { act, clearMonsters, go, layout, place, table } from './helpers';

function map() {
  const d = table(['ranger', 'fireman'], { mission: 'out-of-gas' });
  layout(d, [
    ['1,1', 'van', true], ['2,1', 'forest-8', false, 2], ['1,0', 'police-station-6', false], ['0,1', 'swamp-2', true],
    ['1,2', 'bandit-camp-10', false], ['2,2', 'gas-station-5', true, 1], ['-1,1', 'farm-10', false], ['3,1', 'junkyard-11', false],
  ]);
  place(d, 'fireman', '2,2');
  clearMonsters(d);
  return d;
}

const readouts = (d: ReturnType<typeof map>, purpose: string) =>
  d.events.filter((e) => e.type === 'diceRolled' && e.purpose === purpose).map((e) => readoutOn(e));

describe('Maximum Apocalypse dice readout', () => {
  // "Place a Monster token on any face up map tile where the Monster Spawn number matches the combined roll."
  it('the spawn roll adds the two main dice and names the face-up tiles showing the sum', () => {
    const d = map();
    go(d, 'ranger', 1, 1);
    expect(readouts(d, 'Spawn roll')).toEqual([{ title: 'The Ranger: spawn roll', lines: ['The two main dice are added: 1 + 1 = 2.', 'Face-up tile showing 2: the Swamp.'] }]);
    expect(d.events.find((e) => e.type === 'spawnRolled')).toMatchObject({ number: 2 });
  });

  // "If your combined roll is less than or equal to your Survivor's stealth stat, then you are successful. Each Monster token on the tile reduces your Stealth by 1."
  it('the stealth test adds the two main dice against stealth less the tokens', () => {
    const d = map();
    go(d, 'ranger', 6, 6);
    d.forceDice(4, 4);
    act(d, 'move:2,1');
    expect(readouts(d, 'Stealth test')[0]).toEqual({
      title: 'The Ranger: stealth test, 8 or less passes',
      lines: ['The two main dice are added: 4 + 4 = 8.', 'Passed: needs 8 or less (stealth less 2 Monster tokens on the tile).'],
    });
    expect(d.events.find((e) => e.type === 'stealthTest')).toMatchObject({ target: 8, roll: 8, passed: true });
  });
});
