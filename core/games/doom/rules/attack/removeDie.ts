/**
 * An attacker removing dice before the roll: a stunned figure ("it must
 * choose and remove one die") and an event such as Misfire ("one die of his
 * choice"). The attacker's side chooses; the question is asked only when the
 * dice differ in colour, since otherwise every choice is the same. The
 * options list the weakest colour first (the bots take it).
 */
import { type Answered, type DCtx, type H, nameOf } from '../common';
import { capitalised, diceText, dieColour, withArticle } from '../../inspect/words';

/** Mean damage icons per die, to list the weakest first. */
const DIE_MEAN: Record<string, number> = { 'doom-red': 1, 'doom-yellow': 4 / 3, 'doom-green': 1.5, 'doom-black': 2 };

type Removal = {
  /** Dice still to remove. */
  left: number;
  /** What makes the attacker remove them: 'stun', or the card's name. */
  cause: string;
  /** An event leaves at least one die (ASSUMPTIONS.md); a stun does not. */
  keepOne: boolean;
};

export const removeAttackDie: H<{ kind: 'removeAttackDie' } & Removal> = (ctx, step) => {
  const a = ctx.g.attack;
  if (!a || step.left <= 0 || a.dice.length === 0 || (step.keepOne && a.dice.length <= 1)) return;
  const colours = [...new Set(a.dice)].sort((x, y) => (DIE_MEAN[x] ?? 1) - (DIE_MEAN[y] ?? 1));
  const next = { cause: step.cause, keepOne: step.keepOne, left: step.left };
  if (colours.length === 1) {
    removeDie(ctx, colours[0]!, step);
    ctx.push({ kind: 'removeAttackDie', ...next, left: step.left - 1 });
    return;
  }
  const who = nameOf(ctx.g, a.attacker);
  ctx.ask({
    seat: a.attackerSeat, kind: 'stunnedDie', rule: step.cause === 'stun' ? 'stun' : 'attack',
    text: step.cause === 'stun'
      ? `${who} is stunned: choose a die to remove before the attack roll.`
      : `${step.cause}: choose a die to remove from ${who}'s roll.`,
    options: colours.map((c) => ({ id: c, label: capitalised(`${dieColour(c)} die`) })),
  }, { kind: 'attackDieRemoved', ...next });
};

export const attackDieRemoved: H<Answered & Removal> = (ctx, step) => {
  removeDie(ctx, String(step.answer[0]), step);
  ctx.push({ kind: 'removeAttackDie', cause: step.cause, keepOne: step.keepOne, left: step.left - 1 });
};

function removeDie(ctx: DCtx, colour: string, why: Removal): void {
  const g = ctx.g;
  const a = g.attack!;
  const at = a.dice.indexOf(colour);
  if (at < 0) throw new Error(`The attack has no ${colour} die to remove.`);
  a.dice.splice(at, 1);
  if (why.cause === 'stun') ctx.log(`${nameOf(g, a.attacker)} is stunned and loses ${withArticle(dieColour(colour))} die.`);
  else ctx.log(`${why.cause}: ${nameOf(g, a.attacker)} rolls only ${diceText(a.dice)}.`);
}
