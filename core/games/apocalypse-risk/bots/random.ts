/** The random bot (fuzzing): any legal answer. */
import { randomBot } from '../../../engine/randomBot';
import type { GameView } from '../../../engine/view';
import type { RiskView } from '../view';

export const riskRandomBot = randomBot<GameView<RiskView>>('Random');
