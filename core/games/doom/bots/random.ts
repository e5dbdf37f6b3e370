/** The fuzzer's marine (and, if asked, invader): the kernel's shared random bot, typed for DOOM views. */
import { randomBot as sharedRandomBot } from '../../../engine/randomBot';
import type { GameView } from '../../../engine/view';
import type { DoomView } from '../view';

export { randomDecision } from '../../../engine/randomBot';

export const randomBot = sharedRandomBot<GameView<DoomView>>();
