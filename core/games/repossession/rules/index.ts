/** Every step handler of Planet Repossession Force, by step kind. */
import type { StepHandler } from '../../../engine/module';
import type { PRFState } from '../state';
import { combatEndHandlers } from './combat/end';
import { reviveHandlers } from './combat/revive';
import { combatStartHandlers } from './combat/start';
import { strikeHandlers } from './combat/strike';
import { freeActionHandlers } from './freeActions';
import { freeMenuHandlers } from './freeMenu';
import { rewardHandlers } from './rewards';
import { setupHandlers } from './setup';
import { startZoneHandlers } from './startZone';
import { supportHandlers } from './support';
import { turnHandlers } from './turn';

export const handlers = {
  ...setupHandlers,
  ...turnHandlers,
  ...supportHandlers,
  ...rewardHandlers,
  ...startZoneHandlers,
  ...freeActionHandlers,
  ...freeMenuHandlers,
  ...combatStartHandlers,
  ...strikeHandlers,
  ...reviveHandlers,
  ...combatEndHandlers,
} as unknown as Record<string, StepHandler<PRFState, never>>;
