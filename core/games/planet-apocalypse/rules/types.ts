/** Short names for the handler types every rules file uses. */
import type { Ctx } from '../../../engine/context';
import type { StepHandler } from '../../../engine/module';
import type { Step } from '../../../engine/types';
import type { PAState } from '../state';

export type C = Ctx<PAState>;
export type H<S extends Step = Step> = StepHandler<PAState, S>;
export type Answered<T = object> = Step & T & { answer: string[] };
