/** Every step handler of Planet Apocalypse, by step kind. */
import type { StepHandler } from '../../../engine/module';
import type { PAState } from '../state';
import { attackAssignHandlers } from './attack/assign';
import { attackPrepHandlers } from './attack/prepare';
import { attackRollHandlers } from './attack/roll';
import { ambushHandlers } from './enemyPhase/ambushSegment';
import { despairHandlers } from './enemyPhase/despairCycle';
import { lordCycleHandlers } from './enemyPhase/lordCycle';
import { minionsAttackHandlers } from './enemyPhase/minionsAttack';
import { minionsMoveHandlers } from './enemyPhase/minionsMove';
import { spawnHandlers } from './enemyPhase/spawn';
import { fourthCircleHandlers } from './fourthCircle';
import { groupAttackHandlers } from './groupAttack';
import { hellTimeHandlers } from './hellTime';
import { moveHandlers } from './heroPhase/move';
import { specialActionHandlers } from './heroPhase/specialActions';
import { setAmbushHandlers } from './heroPhase/setAmbush';
import { heroTurnHandlers } from './heroPhase/turn';
import { invasionTokenHandlers } from './invasionTokens';
import { legionHandlers } from './legions';
import { lordAbilityHandlers } from './lordAbilities';
import { mapRuleHandlers } from './mapRules';
import { campaignMapHandlers } from './mapTracks';
import { poolApprovalHandlers } from './poolApproval';
import { roundHandlers } from './round';
import { setupHandlers } from './setup';
import { newCaptainHandlers } from './teamPhase/newCaptain';
import { earnGiftHandlers } from './teamPhase/earnGift';
import { recruitHandlers } from './teamPhase/recruit';
import { renewHandlers } from './teamPhase/renew';
import { teamTurnHandlers } from './teamPhase/teamTurn';

export const handlers = {
  ...setupHandlers,
  ...roundHandlers,
  ...newCaptainHandlers,
  ...teamTurnHandlers,
  ...earnGiftHandlers,
  ...recruitHandlers,
  ...renewHandlers,
  ...heroTurnHandlers,
  ...moveHandlers,
  ...specialActionHandlers,
  ...setAmbushHandlers,
  ...attackPrepHandlers,
  ...attackRollHandlers,
  ...attackAssignHandlers,
  ...despairHandlers,
  ...lordCycleHandlers,
  ...minionsAttackHandlers,
  ...groupAttackHandlers,
  ...minionsMoveHandlers,
  ...spawnHandlers,
  ...ambushHandlers,
  ...invasionTokenHandlers,
  ...legionHandlers,
  ...poolApprovalHandlers,
  ...fourthCircleHandlers,
  ...hellTimeHandlers,
  ...lordAbilityHandlers,
  ...mapRuleHandlers,
  ...campaignMapHandlers,
  // Each handler takes its own step shape; the kernel only ever calls one with steps of its kind.
} as unknown as Record<string, StepHandler<PAState, never>>;
