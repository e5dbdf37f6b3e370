/** The random bot: any legal answer, for fuzzing (the kernel's shared one). */
import { randomBot as makeRandomBot } from '../../../engine/randomBot';
import type { Bot } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import type { PAView } from '../view';

export { randomDecision } from '../../../engine/randomBot';

/** Hell is played by the rules, so every seat is a hero's. */
export const randomBot: Bot<GameView<PAView>> = { ...makeRandomBot<GameView<PAView>>(), sides: ['heroes'] };
