/** The random bot for fuzzing: any legal answer. */
import { randomBot as makeRandomBot } from '../../../engine/randomBot';
import type { Bot } from '../../../engine/types';
import type { GameView } from '../../../engine/view';
import type { MAView } from '../view';

export const randomBot: Bot<GameView<MAView>> = makeRandomBot<GameView<MAView>>();
