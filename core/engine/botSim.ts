/**
 * The lookahead a match offers its bots (BotSim): determinized copies of the
 * match as it stands, played forward in place. A class rather than an
 * object of closures because one is made for every bot decision of a game
 * that can determinize, and tsx (the sims, the bench) names each closure it
 * creates.
 */
import { ChoiceError } from './errors';
import { openPrompts } from './group';
import { applyChoice } from './kernel';
import type { AnyGameModule } from './module';
import { seedRng } from './rng';
import type { BotSim, MatchState, SeatId } from './types';
import { viewFor, type GameView } from './view';

export class DeterminizedSim implements BotSim<GameView> {
  constructor(
    private readonly module: AnyGameModule,
    /** The match's state now; sample() copies it and never changes it. */
    private readonly state: MatchState,
    /** The seat that looks ahead: what it cannot see is drawn afresh in every sample. */
    private readonly seat: SeatId,
  ) {}

  sample(seed: number): MatchState<unknown> {
    const copy = structuredClone(this.state);
    copy.rng = seedRng(seed);
    this.module.determinize!(copy, this.seat, seed);
    return copy;
  }

  /** As a rollout (ctx.rollout): nobody reads a lookahead's words, and the rules are the same (rolloutParity.test.ts). */
  apply(s: MatchState<unknown>, who: SeatId, optionIds: string[]): void {
    const prompt = openPrompts(s).find((q) => q.seat === who);
    if (!prompt) throw new ChoiceError('no-prompt', `Nothing is being asked of ${who} in this sample.`);
    applyChoice(this.module, s, who, { promptId: prompt.id, optionIds }, { inPlace: true, rollout: true });
  }

  /** Lazy like the views decideAi gives (ViewOptions.lazyGame). */
  view(s: MatchState<unknown>, who: SeatId): GameView {
    return viewFor(this.module, s, who, { lazyGame: true });
  }
}
