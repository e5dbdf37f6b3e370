import type { RuleEntry } from '../../engine/module';
export const RULES: RuleEntry[] = [];
