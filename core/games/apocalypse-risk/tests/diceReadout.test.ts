// The result strip of a fight's throws and the odds on the attack buttons (rules/diceReadout.ts, rules/attack.ts).
import { describe, expect, it } from 'vitest';
import { readoutOn } from '../../../engine/diceReadout';
import { attackReadout, defenceReadout, lineReadout } from '../rules/diceReadout';
import { clearBoard, put, runSteps, start } from './helpers';

function attackReady() {
  const d = start({ players: 3 });
  clearBoard(d);
  put(d, 'alaska', { p1: 5 });
  put(d, 'northwest-territory', { p2: 3 });
  runSteps(d, []);
  d.answer('atk:alaska');
  d.answer('to:northwest-territory:p2');
  return d;
}

describe('RISK dice readout', () => {
  it('shows the exact odds on the attack buttons, not only in the hint', () => {
    const d = attackReady();
    const three = d.prompt.options[0]!;
    // 3 dice against 2: 2890 / 2611 / 2275 out of 7776.
    expect(d.prompt.facts).toEqual([{ label: 'Odds against', value: '2 defence dice, the most they can roll' }]);
    expect(three.odds!.map((o) => `${o.label} ${Math.round(o.p * 100)}%`)).toEqual(['They lose 2 37%', 'Each loses 1 34%', 'You lose 2 29%']);
    const blitz = d.prompt.options.find((o) => o.id === 'blitz')!;
    expect(blitz.odds![0]!.label).toBe('Wipe them out');
    expect(blitz.detail).toMatch(/^You lose about \d\.\d armies on average$/);
  });

  // "pair their die highest against highest and second-highest against second-highest ... Unless otherwise noted, ties count as a success for the defender."
  it('titles each throw by its side and pairs the dice, a tie to the defender', () => {
    const d = attackReady();
    d.answer('3');
    d.forceDice(6, 5, 1, 5, 5).answer('2');
    const [att, def] = d.eventsOf('diceRolled').map((e) => readoutOn(e)!);
    expect(att).toEqual({
      title: 'Red attacks Northwest Territory from Alaska: attack dice',
      lines: ['Red rolls 6, 5, 1; Blue rolls next and the dice pair highest against highest.'],
      marks: [null, null, null],
    });
    expect(def).toEqual({
      title: 'Blue defends Northwest Territory: defence dice',
      lines: [
        "Blue rolls 5, 5 against Red's 6, 5, 1; ties go to the defender.",
        '6 against 5: Red wins',
        '5 against 5: Blue wins on the tie',
        'Unpaired, counting for nobody: 1',
        'Red wins 1 pair, Blue wins 1',
      ],
      marks: ['loses', 'wins'],
    });
    // The strip and the rules agree: each side lost the one army its pair lost.
    expect(d.eventsOf('armiesLost').map((e) => e.count)).toEqual([1, 1]);
  });

  // "If a player makes an inter-territory attack into a territory where they have troops then ties go to the attacker."
  it('says so when ties go to the attacker', () => {
    const d = start({ players: 3 });
    clearBoard(d);
    put(d, 'alaska', { p1: 5 });
    put(d, 'northwest-territory', { p2: 3, p1: 1 });
    runSteps(d, []);
    d.answer('atk:alaska');
    d.answer('to:northwest-territory:p2');
    d.answer('3');
    d.forceDice(4, 3, 2, 4, 3).answer('2');
    const def = readoutOn(d.eventsOf('diceRolled')[1])!;
    expect(def.lines).toEqual([
      "Blue rolls 4, 3 against Red's 4, 3, 2; ties go to the attacker.",
      '4 against 4: Red wins on the tie',
      '3 against 3: Red wins on the tie',
      'Unpaired, counting for nobody: 2',
      'Red wins 2 pairs, Blue wins 0',
    ]);
  });
});

describe('RISK readout, the other rolls', () => {
  // Demon Combat: demons roll three dice for each of theirs and keep the best.
  it("marks the demons' kept dice and pairs only those", () => {
    const d = start({ players: 3 });
    d.g.scenario = 'demons';
    const f = { attacker: 'apoc' as const, defender: 'p1', from: 'alaska', at: 'alaska', tie: 'defender' as const, attBest: 3, defBest: 1, attRerolls: 0, defRerolls: 0 };
    const att = attackReadout(d.g, f, [2, 6, 1, 3, 3, 5]);
    expect(att.title).toBe('The demons attack in Alaska: attack dice');
    expect(att.marks).toEqual(['dropped', 'kept', 'dropped', 'dropped', 'dropped', 'kept']);
    expect(att.lines).toEqual(['The demons roll 6, 5; Red rolls next and the dice pair highest against highest.', 'Each die is the best of 3.']);
    const def = defenceReadout(d.g, f, [5, 5], [6, 5]);
    expect(def.lines.slice(1)).toEqual(['6 against 5: the demons win', '5 against 5: Red wins on the tie', 'The demons win 1 pair, Red wins 1']);
  });

  // The apocalytes named mid-sentence take a small letter ("Red rolls 6, 1; the mutants roll next").
  it('names the defending apocalytes in lower case after the first word', () => {
    const d = start({ players: 3 });
    d.g.scenario = 'mutants';
    const f = { attacker: 'p1', defender: 'apoc' as const, from: 'brazil', at: 'peru', tie: 'defender' as const, attBest: 1, defBest: 1, attRerolls: 0, defRerolls: 0 };
    expect(attackReadout(d.g, f, [6, 1]).lines[0]).toBe('Red rolls 6, 1; the mutants roll next and the dice pair highest against highest.');
    expect(defenceReadout(d.g, f, [5, 5, 5], [6, 1]).lines.at(-1)).toBe('Red wins 1 pair, the mutants win 1');
  });

  it('a roll whose log line says what it needs shows that line under its title', () => {
    const events = [{ type: 'diceRolled', text: 'Rioters from Peru work on Brazil (need 4+): 5, an army joins the riot.' }];
    expect(lineReadout(events, 'Riot in Brazil: 4 or more turns an army', ['hit'])).toEqual({
      title: 'Riot in Brazil: 4 or more turns an army', lines: ['Rioters from Peru work on Brazil (need 4+): 5, an army joins the riot.'], marks: ['hit'],
    });
    expect(lineReadout([{ type: 'log', text: 'x' }], 'T')).toEqual({ title: 'T', lines: [] });
  });
});
