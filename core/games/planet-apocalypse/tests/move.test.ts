// The Move Action, one area at a time (rulebook "The Move Action", "Entering a
// New Area"): the hero picks the first area, its invasion token is revealed,
// and only then does he decide whether to go on.
import { describe, expect, it } from 'vitest';
import type { Driver } from '../../../engine/driver';
import type { BotRng, Prompt } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import { heroBot } from '../ai/heroBot';
import { randomBot } from '../ai/random';
import type { PAOptions, PAState } from '../state';
import type { PAView } from '../view';
import { clearMap, count, place, skipTo, start } from './helpers';

type D = Driver<PAState>;
const ids = (d: D) => d.prompt.options.map((o) => o.id);
const rng: BotRng = { int: (lo) => lo, pick: (items) => items[0]! };
/** What a bot answers to the open prompt, from its seat's view. */
function botAnswer(d: D, bot: typeof heroBot): { optionIds: string[]; reason?: string } {
  return bot.decide(d.match.view<PAView>('h1') as GameView<PAView>, d.prompt as Prompt, rng);
}

/** One hero at the Crossroads on an empty map (a quiet legion), a token in Main Street, at his first action. */
function tokenAhead(opts: Partial<PAOptions> = {}): D {
  const d = start(opts);
  clearMap(d);
  d.g.legion = 'acheron';
  d.g.tokens.push({ id: 'tk-move', area: 'mainStreet' });
  skipTo(d, 'heroAction');
  return d;
}

describe('the move goes one area at a time', () => {
  it('"move it, one area at a time, either 1 or 2 areas": the action names only the first area', () => {
    const d = tokenAhead();
    expect(ids(d).filter((id) => id.startsWith('move:'))).toEqual(['move:mainStreet']);
  });

  it('"If you still have 1 area of your move left after revealing the invasion token, you can continue": he stops by choice', () => {
    const d = tokenAhead();
    d.forceDice('I', 'I', 'II', 'III').answer('move:mainStreet');
    // The token is revealed before the question, and the question says what it brought.
    expect(d.g.tokens).toHaveLength(0);
    expect(count(d, 'gryllus', 'mainStreet')).toBe(1);
    expect(d.prompt).toMatchObject({ kind: 'moveOn', seat: 'h1' });
    expect(d.prompt.text).toBe('Hannah Hazard is in Main Street (1 larva, 1 gryllus) with 1 area of the move left: go on, or stop here?');
    // "You may NOT change direction during your move": the Crossroads he left is not offered.
    expect(ids(d)).toEqual(['move:plaza', 'pass']);
    d.answer('pass');
    expect(d.g.heroes[0]!.area).toBe('mainStreet');
    // The move is spent: the next question is the rest of his turn, with no move in it.
    expect(d.prompt.kind).toBe('heroAction');
    expect(ids(d).some((id) => id.startsWith('move:'))).toBe(false);
    expect(ids(d)).toContain('attack');
  });

  it('"...you can continue moving, probably revealing more enemies": he goes on and the next token is revealed too', () => {
    const d = tokenAhead();
    d.g.tokens.push({ id: 'tk-next', area: 'plaza' });
    d.forceDice('I', 'I', 'II', 'III').answer('move:mainStreet');
    d.forceDice('III', 'III', 'I', 'I').answer('move:plaza');
    expect(d.g.heroes[0]!.area).toBe('plaza');
    expect(d.g.tokens).toHaveLength(0);
    expect([count(d, 'gryllus', 'mainStreet'), count(d, 'cacodemon', 'plaza')]).toEqual([1, 1]);
    // Two areas are the whole move: no further question.
    expect(d.prompt.kind).toBe('heroAction');
    expect(d.eventsOf('moved').map((e) => [e.from, e.to])).toEqual([['mainStreet', 'plaza']]);
  });

  it('entering the Lord\'s Shadow forces a stop: Hell Time begins and no second area is offered', () => {
    const d = start();
    clearMap(d);
    d.g.legion = 'acheron';
    d.g.heroes[0]!.area = 'ruins';
    skipTo(d, 'heroAction');
    const shadow = d.prompt.options.find((o) => o.id === 'move:hellgate')!;
    expect(shadow.label).toContain('Hell Time');
    d.answer('move:hellgate');
    expect(d.g.hell).not.toBeNull();
    expect(d.prompt.kind).not.toBe('moveOn');
  });

  it('with 2 areas moved, or nowhere to go on to, the move ends without a question', () => {
    const d = tokenAhead();
    d.forceDice('I', 'I', 'II', 'III').answer('move:mainStreet');
    d.answer('move:plaza');
    expect(d.prompt.kind).toBe('heroAction');
  });

  it('Arthritis hurts only a move that really went 2 areas, counted when the move ends', () => {
    const d = tokenAhead({ hero1: 'maxwell' });
    d.forceDice('I', 'I', 'II', 'III').answer('move:mainStreet');
    d.answer('pass');
    expect(d.g.heroes[0]!.health).toBe(8);
  });
});

describe('the bots answer the step questions', () => {
  it('the competent bot stops by a fight it can take after a reveal, and says why in one line', () => {
    const d = tokenAhead({ hero1: 'moose' });
    d.forceDice('I', 'I', 'II', 'III').answer('move:mainStreet');
    const choice = botAnswer(d, heroBot);
    expect(choice.optionIds).toEqual(['pass']);
    expect(choice.reason).toBe('stops in Main Street to fight what is here');
  });

  it('the competent bot goes on when the area it entered is empty and the fight is one area further', () => {
    const d = start({ hero1: 'moose' });
    clearMap(d);
    d.g.legion = 'acheron';
    place(d, 'larva', 'plaza');
    d.g.heroes[0]!.patrol = { type: 'police', count: 2 }; // no need to stay at the start to recruit
    d.g.troopStock.police! -= 2;
    skipTo(d, 'heroAction');
    const first = botAnswer(d, heroBot);
    expect(first.optionIds).toEqual(['move:mainStreet']);
    expect(first.reason).toContain('Plaza');
    d.answer('move:mainStreet');
    const second = botAnswer(d, heroBot);
    expect(second.optionIds).toEqual(['move:plaza']);
    expect(second.reason).toMatch(/^goes on to Plaza/);
  });

  it('the random bot answers the question with one of its options', () => {
    const d = tokenAhead();
    d.forceDice('I', 'I', 'II', 'III').answer('move:mainStreet');
    const choice = botAnswer(d, randomBot);
    expect(ids(d)).toContain(choice.optionIds[0]);
  });
});

describe('abilities that read the whole move', () => {
  it('Zeroed In, "if you do not Move at all": zeroing in gives up the move still to come', () => {
    const d = start({ hero1: 'hannah' });
    clearMap(d);
    d.g.legion = 'acheron';
    d.g.heroes[0]!.abilities.push('zeroedIn');
    place(d, 'fiend', 'crossroads');
    skipTo(d, 'heroAction');
    d.answer('attack');
    const zero = d.prompt.options.find((o) => o.id === 'zeroedIn')!;
    expect(zero.label).toBe('Zeroed In: every die one step larger (you give up your move this turn)');
    d.answer('zeroedIn');
    if (d.prompt.kind === 'attackPrep') d.forceDice(1).answer('roll');
    skipTo(d, 'heroAction');
    expect(d.g.heroes[0]!.turn.moved).toBe(true);
    expect(ids(d).some((id) => id.startsWith('move:'))).toBe(false);
  });

  it('the competent bot zeroes in only when it means to stay', () => {
    const d = start({ hero1: 'hannah' });
    clearMap(d);
    d.g.legion = 'acheron';
    d.g.heroes[0]!.abilities.push('zeroedIn');
    place(d, 'larva', 'crossroads');
    skipTo(d, 'heroAction');
    d.answer('attack');
    // At the start with no patrol, the bot stays to recruit: zeroing in costs it nothing.
    expect(botAnswer(d, heroBot)).toMatchObject({ optionIds: ['zeroedIn'], reason: 'zeroes in: staying here this turn anyway' });
  });
});
