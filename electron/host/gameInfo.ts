/** What the New game dialog needs to know about each game, taken from its module. */
import type { AnyGameModule } from '../../core/engine/module';
import type { SeatController, SeatSpec } from '../../core/engine/types';
import type { GameInfo } from '../../core/protocol/messages';
import { HostError } from './errors';
import { inheritedNameIn } from './ownNames';

export function gameInfo(module: AnyGameModule): GameInfo {
  return {
    id: module.id,
    title: module.title,
    summary: module.summary,
    playable: module.playable,
    defaultOptions: module.defaultOptions,
    optionFields: module.optionFields,
    bots: Object.values(module.bots).map((b) => (b.sides ? { id: b.id, name: b.name, sides: [...b.sides] } : { id: b.id, name: b.name })),
    ...(module.campaign ? { campaign: module.campaign.title } : {}),
    ...(module.winRates ? { winRates: module.winRates } : {}),
  };
}

/**
 * The game's bot of this id, by own property only: a name from outside (a
 * request, a save) such as "constructor" or "toString" is on every object and
 * must not pass for a bot.
 */
export function botById(module: AnyGameModule, id: string): AnyGameModule['bots'][string] | undefined {
  return Object.hasOwn(module.bots, id) ? module.bots[id] : undefined;
}

/** Ids of the bots that can play a seat of this side: those naming the side, and those naming none. */
export function botsForSide(module: AnyGameModule, side: string): string[] {
  return Object.entries(module.bots).filter(([, b]) => !b.sides || b.sides.includes(side)).map(([id]) => id);
}

/** The controller the dialog suggests for a seat: its default bot when that bot can play it, else the first that can, else a person. */
function suggested(module: AnyGameModule, seat: SeatSpec, first: boolean): SeatController {
  if (first) return { type: 'human' };
  const able = botsForSide(module, seat.side);
  const preferred = module.defaultBot(seat);
  const bot = able.includes(preferred) ? preferred : able[0];
  return bot ? { type: 'ai', bot } : { type: 'human' };
}

/**
 * The seats a match of `module` with these options would have, each with the
 * controller the dialog suggests (the first seat a person, the others the
 * seat's default bot when it can play the seat) and the bots it accepts.
 * Invalid options are a bad request.
 */
export function seatsFor(module: AnyGameModule, options: unknown): (SeatSpec & { controller: SeatController; bots: string[] })[] {
  const inherited = inheritedNameIn(options);
  if (inherited) throw new HostError('bad-request', `Invalid options for ${module.title}: ${inherited}: not a name this game knows.`);
  const parsed = module.optionsSchema.safeParse(options);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`).join('; ');
    throw new HostError('bad-request', `Invalid options for ${module.title}: ${where}`);
  }
  return module.seats(parsed.data).map((seat, i) => ({ ...seat, controller: suggested(module, seat, i === 0), bots: botsForSide(module, seat.side) }));
}
