/**
 * Questions asked outside a player's own turn go to the seat concerned, and
 * each kind can be answered once for good ("always allow Blue", "defend with
 * the most dice", "reroll a losing lowest die", "always oppose"). Standing
 * answers are game state, so the rules answer later questions themselves and
 * say so in the log; a player clears them in their own turn.
 */
import type { Ctx } from '../../../engine/context';
import type { SeatId, Step } from '../../../engine/types';
import type { RiskState } from '../state';
import { player } from './board';
import { nest, unnest, type NestedStep } from './steps';

type C = Ctx<RiskState>;

export const STANDING_IDS = {
  allowAlways: 'always-allow',
  allowNever: 'never-allow',
  defendMost: 'always-most',
  autoReroll: 'always-reroll',
  opposeAlways: 'always-oppose',
  opposeNever: 'never-oppose',
} as const;

/**
 * Records a standing answer picked as a prompt option, with a log line.
 * Returns the plain answer it stands for ('yes', 'no', 'most', 'reroll', 'oppose', 'let').
 */
export function applyStanding(ctx: C, seat: SeatId, optionId: string, about?: SeatId): string {
  const g = ctx.g;
  const p = player(g, seat);
  const s = p.standing;
  const note = (text: string) => ctx.emit({ type: 'standingAnswer', seat, answer: optionId, text });
  switch (optionId) {
    case STANDING_IDS.allowAlways: {
      if (about && !s.allow.includes(about)) s.allow.push(about);
      s.deny = s.deny.filter((x) => x !== about);
      note(`${p.name} will always let ${player(g, about!).name} through.`);
      return 'yes';
    }
    case STANDING_IDS.allowNever: {
      if (about && !s.deny.includes(about)) s.deny.push(about);
      s.allow = s.allow.filter((x) => x !== about);
      note(`${p.name} will never let ${player(g, about!).name} in.`);
      return 'no';
    }
    case STANDING_IDS.defendMost:
      s.defendMost = true;
      note(`${p.name} will always defend with the most dice.`);
      return 'most';
    case STANDING_IDS.autoReroll:
      s.autoReroll = true;
      note(`${p.name} will always reroll a lowest die that is not winning.`);
      return 'reroll';
    case STANDING_IDS.opposeAlways:
      s.oppose = 'always';
      note(`${p.name} will always try to close a border under attack.`);
      return 'oppose';
    case STANDING_IDS.opposeNever:
      s.oppose = 'never';
      note(`${p.name} will never try to close a border under attack.`);
      return 'let';
    default:
      return optionId;
  }
}

export function hasStanding(g: RiskState, seat: SeatId): boolean {
  const s = player(g, seat).standing;
  return s.allow.length > 0 || s.deny.length > 0 || s.defendMost || s.autoReroll || s.oppose !== 'ask';
}

export function clearStanding(ctx: C, seat: SeatId): void {
  const p = player(ctx.g, seat);
  p.standing = { allow: [], deny: [], defendMost: false, autoReroll: false, oppose: 'ask' };
  ctx.emit({ type: 'standingAnswer', seat, answer: 'clear', text: `${p.name} will be asked every question again.` });
}

/**
 * Asks `owner` whether `mover` may enter, pass through or take supplies
 * (Movement). Resumes `then` with answer ['yes'] or ['no'], asked or not.
 */
export function askPermission(ctx: C, owner: SeatId, mover: SeatId, what: string, then: Step): void {
  const g = ctx.g;
  const o = player(g, owner);
  const m = player(g, mover);
  if (o.standing.allow.includes(mover)) {
    ctx.log(`${o.name} lets ${m.name} ${what} (standing answer).`);
    ctx.push({ ...then, answer: ['yes'] });
    return;
  }
  if (o.standing.deny.includes(mover)) {
    ctx.log(`${o.name} refuses to let ${m.name} ${what} (standing answer).`);
    ctx.push({ ...then, answer: ['no'] });
    return;
  }
  ctx.ask({
    seat: owner, kind: 'permission', rule: 'movement',
    text: `${m.name} asks to ${what}. Allow it?`,
    options: [
      { id: 'yes', label: 'Allow' },
      { id: 'no', label: 'Refuse' },
      { id: STANDING_IDS.allowAlways, label: `Always allow ${m.name}`, hint: 'You will not be asked again; clear it in your own turn.' },
      { id: STANDING_IDS.allowNever, label: `Never allow ${m.name}` },
    ],
  }, { kind: 'permissionAnswered', owner, mover, what, then: nest(then) });
}

/** Turns a permission answer (possibly a standing one) into yes/no and resumes the waiting step. */
export function permissionAnswered(ctx: C, step: Step & { owner: SeatId; mover: SeatId; what: string; then: NestedStep; answer: string[] }): void {
  const a = applyStanding(ctx, step.owner, step.answer[0]!, step.mover);
  const yes = a === 'yes';
  ctx.emit({ type: 'permission', seat: step.owner, mover: step.mover, granted: yes, text: `${player(ctx.g, step.owner).name} ${yes ? 'allows' : 'refuses'} ${player(ctx.g, step.mover).name} to ${step.what}.` });
  ctx.push({ ...unnest(step.then), answer: [yes ? 'yes' : 'no'] });
}
