/**
 * Step handlers of "Last Light". Order of play: each round every survivor
 * still free takes one action (run, scavenge or play a card), then the horde
 * advances by the horde die and catches everyone it reaches.
 */
import type { Ctx } from '../../engine/context';
import type { StepHandler } from '../../engine/module';
import type { PromptOption, Step } from '../../engine/types';
import { cardType, GOAL, HAND_LIMIT } from './content';
import { cardOdds, runOdds, scavengeOdds } from './odds';
import type { LastLightState, Survivor } from './state';

type H<S extends Step = Step> = StepHandler<LastLightState, S>;
type Answered = Step & { answer: string[] };

function active(ctx: Ctx<LastLightState>): Survivor {
  return ctx.g.survivors[ctx.g.active] as Survivor;
}

function stats(ctx: Ctx<LastLightState>, s: Survivor) {
  return ctx.g.stats[s.seat]!;
}

/** Keeps the weightiest moment for the summary: a survivor caught (3), the horde lured or held off at close range (2). */
function moment(ctx: Ctx<LastLightState>, weight: number, text: string): void {
  const g = ctx.g;
  if (!g.turningPoint || g.turningPoint.weight < weight) g.turningPoint = { round: g.round, weight, text };
}

function move(ctx: Ctx<LastLightState>, s: Survivor, spaces: number): void {
  const from = s.position;
  s.position = Math.min(GOAL, s.position + spaces);
  stats(ctx, s).moved += s.position - from;
  ctx.emit({ type: 'moved', seat: s.seat, from, to: s.position, text: `${s.name} moves from ${from} to ${s.position}.` });
}

const startRound: H = (ctx) => {
  ctx.g.round += 1;
  ctx.g.active = 0;
  // enemy: false closes the horde's turn for "replay last enemy turn".
  ctx.emit({ type: 'roundStarted', round: ctx.g.round, enemy: false, text: `Round ${ctx.g.round} begins.` });
  ctx.push({ kind: 'turn' });
};

const turn: H = (ctx) => {
  const g = ctx.g;
  if (g.active >= g.survivors.length) {
    ctx.push({ kind: 'hordePhase' });
    return;
  }
  const s = active(ctx);
  if (s.caught) {
    ctx.push({ kind: 'nextTurn' });
    return;
  }
  // Every option carries its exact odds of escaping and of being caught when the horde next moves (odds.ts).
  const at = [s.position, g.horde, g.barricaded] as const;
  const options: PromptOption[] = [{ id: 'run', label: 'Run (roll a d6)', hint: 'Move as many spaces as the d6 shows.', group: 'Actions', odds: runOdds(...at) }];
  if (g.deck.draw.length + g.deck.discard.length > 0) {
    options.push({ id: 'scavenge', label: 'Scavenge', hint: `Draw a supply card (hand limit ${HAND_LIMIT}).`, group: 'Actions', odds: scavengeOdds(...at) });
  }
  for (const card of s.hand) {
    const t = cardType(card);
    options.push({ id: `play:${card}`, label: `Play ${t.name}`, hint: t.text, detail: t.text, group: 'Play a card', odds: cardOdds(card, ...at), target: { kind: 'card', id: card } });
  }
  const facts = [
    { label: 'You', value: `space ${s.position}, ${GOAL - s.position} from the helicopter` },
    { label: 'The horde', value: `space ${g.horde}, ${s.position - g.horde} behind you${g.barricaded ? ' (held by a barricade this round)' : ''}` },
  ];
  ctx.ask({ seat: s.seat, kind: 'chooseAction', text: `${s.name}: choose your action.`, options, rule: 'turn', facts }, { kind: 'action' });
};

const action: H<Answered> = (ctx, step) => {
  const s = active(ctx);
  const choice = step.answer[0] as string;
  if (choice === 'run') {
    const [roll] = ctx.roll(['d6'], { seat: s.seat, purpose: `${s.name} runs` });
    move(ctx, s, roll?.value ?? 0);
  } else if (choice === 'scavenge') {
    const drawn = ctx.draw(ctx.g.deck, 1, { deck: 'supply', reshuffle: true, to: [s.seat] });
    s.hand.push(...drawn);
    stats(ctx, s).scavenged += 1;
    ctx.log(`${s.name} scavenges a supply card.`);
    if (s.hand.length > HAND_LIMIT) {
      const excess = s.hand.length - HAND_LIMIT;
      ctx.ask({
        seat: s.seat, kind: 'discard', text: `${s.name}: your hand holds ${s.hand.length}; discard ${excess}.`,
        options: s.hand.map((c) => ({ id: c, label: cardType(c).name, target: { kind: 'card', id: c } })),
        min: excess, max: excess, rule: 'hand-limit',
      }, { kind: 'discardChosen' });
      return;
    }
  } else {
    const card = choice.slice('play:'.length);
    playCard(ctx, s, card);
  }
  ctx.push({ kind: 'afterAction' });
};

function playCard(ctx: Ctx<LastLightState>, s: Survivor, card: string): void {
  const t = cardType(card);
  s.hand.splice(s.hand.indexOf(card), 1);
  stats(ctx, s).played += 1;
  if ((t.pushHorde || t.barricade) && s.position - ctx.g.horde <= 3) moment(ctx, 2, `${s.name}'s ${t.name} held the horde off just ${s.position - ctx.g.horde} spaces behind.`);
  ctx.emit({ type: 'cardPlayed', seat: s.seat, card, text: `${s.name} plays ${t.name}.` });
  if (t.move) move(ctx, s, t.move);
  if (t.pushHorde) {
    const from = ctx.g.horde;
    ctx.g.horde -= t.pushHorde;
    ctx.emit({ type: 'hordeMoved', from, to: ctx.g.horde, text: `The horde is lured back to ${ctx.g.horde}.` });
  }
  if (t.barricade) {
    ctx.g.barricaded = true;
    ctx.log('A barricade will hold the horde this round.');
  }
  ctx.discard(ctx.g.deck, [card], 'supply');
}

const discardChosen: H<Answered> = (ctx, step) => {
  const s = active(ctx);
  for (const card of step.answer) s.hand.splice(s.hand.indexOf(card), 1);
  ctx.discard(ctx.g.deck, step.answer, 'supply');
  ctx.push({ kind: 'afterAction' });
};

const afterAction: H = (ctx) => {
  const s = active(ctx);
  if (s.position >= GOAL) {
    ctx.end({ winners: [s.seat], outcome: 'survivor', text: `${s.name} reaches the helicopter and escapes!` });
    return;
  }
  ctx.push({ kind: 'nextTurn' });
};

const nextTurn: H = (ctx) => {
  ctx.g.active += 1;
  ctx.push({ kind: 'turn' });
};

const hordePhase: H = (ctx) => {
  const g = ctx.g;
  const horde = [{ kind: 'track', id: 'horde' }];
  ctx.emit({ type: 'turnStarted', side: 'horde', enemy: true, text: 'The horde moves.', segment: 'The horde advances', highlight: horde });
  if (g.barricaded) {
    g.barricaded = false;
    ctx.log('The barricade holds: the horde does not advance.');
  } else {
    const [roll] = ctx.roll(['horde'], { purpose: 'The horde advances', text: 'The horde die is rolled.' });
    const from = g.horde;
    g.horde += roll?.value ?? 0;
    ctx.emit({ type: 'hordeMoved', from, to: g.horde, text: `The horde rolls ${roll?.label}: it reaches ${g.horde}.`, segment: `The horde: ${roll?.label}, to space ${g.horde}`, highlight: horde });
  }
  for (const s of g.survivors) {
    if (!s.caught && s.position <= g.horde) {
      s.caught = true;
      g.stats[s.seat]!.caughtRound = g.round;
      moment(ctx, 3, `The horde caught ${s.name} on space ${s.position}.`);
      ctx.emit({ type: 'caught', seat: s.seat, text: `The horde catches ${s.name}.`, segment: `The horde catches ${s.name}`, highlight: [...horde, { kind: 'seat', id: s.seat }] });
    }
  }
  if (g.survivors.every((s) => s.caught)) {
    ctx.end({ winners: [], outcome: 'horde', text: 'The horde has caught every survivor.' });
    return;
  }
  ctx.push({ kind: 'startRound' });
};

export const handlers = { startRound, turn, action, discardChosen, afterAction, nextTurn, hordePhase };
