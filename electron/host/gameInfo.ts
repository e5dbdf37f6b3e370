/** What the New game dialog needs to know about each game, taken from its module. */
import type { AnyGameModule } from '../../core/engine/module';
import type { SeatController, SeatSpec } from '../../core/engine/types';
import type { GameInfo } from '../../core/protocol/messages';
import { HostError } from './errors';

export function gameInfo(module: AnyGameModule): GameInfo {
  return {
    id: module.id,
    title: module.title,
    summary: module.summary,
    playable: module.playable,
    defaultOptions: module.defaultOptions,
    optionFields: module.optionFields,
    bots: Object.values(module.bots).map((b) => ({ id: b.id, name: b.name })),
  };
}

/**
 * The seats a match of `module` with these options would have, each with the
 * controller the dialog suggests: the first seat a person, the others the
 * seat's default bot. Invalid options are a bad request.
 */
export function seatsFor(module: AnyGameModule, options: unknown): (SeatSpec & { controller: SeatController })[] {
  const parsed = module.optionsSchema.safeParse(options);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`).join('; ');
    throw new HostError('bad-request', `Invalid options for ${module.title}: ${where}`);
  }
  return module.seats(parsed.data).map((seat, i) => ({
    ...seat,
    controller: i === 0 ? { type: 'human' as const } : { type: 'ai' as const, bot: module.defaultBot(seat) },
  }));
}
