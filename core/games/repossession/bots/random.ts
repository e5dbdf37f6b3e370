/** The random bot: any legal answer, for fuzzing (the kernel's shared one). */
import { randomBot as makeRandomBot } from '../../../engine/randomBot';
import type { GameView } from '../../../engine/view';
import type { PRFView } from '../view';

export const randomBot = makeRandomBot<GameView<PRFView>>();
