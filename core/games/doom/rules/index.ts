/** Every DOOM step handler by step kind. */
import type { StepHandler } from '../../../engine/module';
import type { DoomState } from '../state';
import { abilitySplash, chooseHealTarget, chooseStaggerTarget, healTargetChosen, staggerTargetChosen } from './abilityTargets';
import { attackModifierChosen, attackWindow } from './attack/window';
import { extraTargetsChosen, attackAssess, attackDefence, attackEnd, attackRoll, chooseReroll, coverRedrawChosen, rerollChosen, revealDefence, attackDiceRoll } from './attack/resolve';
import { attackDieRemoved, removeAttackDie } from './attack/removeDie';
import { blinkChosen, chooseDemonType, demonChoice, demonChosen, demonNext, demonStart, demonTurn, demonTypeChosen, invaderActivation } from './demonActivation';
import { displaceChosen, displaceHead, displaceNext, displaceOrderChosen, displacePlace } from './displacement';
import { activationPhase, revealInitiative } from './initiative';
import { eventPick, eventPicked, forcedDiscardChosen } from './eventTargets';
import { chooseDashDemon, dashDemonChosen, eventCardReadied, eventChosen, eventDamageChosen, eventDamageTarget, eventReadyCard, eventWindow } from './invaderEvents';
import { endMarineActivation, marineActivation, marineChoice, marineTurn, respawnChosen } from './marineActivation';
import { sprintDiscarded } from './marineActions';
import { gloryKillDenied, gloryKillReward } from './gloryKill';
import { missionEffect } from './missionRules';
import { missionChosen, missionOver, nextMission, startMission } from './operation';
import { chooseGrenadeSpace, grenadeThrown } from './grenades';
import { respawn } from './respawn';
import { withSegments } from './segment';
import { chooseClass, chooseSquad, classChosen, squadChosen } from './setup';
import { chooseEventSets, chooseInvasionCard, chooseWeapons, deployAndStart, eventSetsChosen, invasionCardChosen, weaponsChosen } from './ownDecks';
import { argentDiscard, argentDiscarded, argentToken, argentTokenPlaced, checkEnd, invaderDraws, prepareInitiative, readyDemons, reinforce, statusPhase } from './statusPhase';
import { demonActivationEnds, demonEndAbilityChosen, summonArrival, summonStunChosen } from './timedAbilities';
import { argentPlaced, placeArgent, portalAfterSummon, summonChosen, summonFinish, summonNext, summonPlace, summonPlaced, summonWindow } from './summon';

export const handlers: Record<string, StepHandler<DoomState, never>> = withSegments({
  chooseClass, classChosen, chooseSquad, squadChosen, startMission,
  chooseEventSets, eventSetsChosen, chooseInvasionCard, invasionCardChosen, chooseWeapons, weaponsChosen, deployAndStart,
  statusPhase, prepareInitiative, readyDemons, invaderDraws, argentDiscard, argentDiscarded, argentToken, argentTokenPlaced, checkEnd, reinforce,
  activationPhase, revealInitiative,
  marineActivation, marineTurn, marineChoice, endMarineActivation, respawnChosen, respawn, sprintDiscarded,
  chooseHealTarget, healTargetChosen, chooseStaggerTarget, staggerTargetChosen, abilitySplash,
  attackWindow, attackModifierChosen, attackRoll, attackDiceRoll, removeAttackDie, attackDieRemoved, chooseReroll, rerollChosen, attackDefence, revealDefence, coverRedrawChosen, attackAssess, attackEnd, extraTargetsChosen,
  invaderActivation, blinkChosen, chooseDemonType, demonTypeChosen, demonNext, demonChosen, demonStart, demonTurn, demonChoice,
  displaceNext, displaceOrderChosen, displaceHead, displaceChosen, displacePlace,
  eventWindow, chooseDashDemon, dashDemonChosen, eventChosen, eventDamageTarget, eventDamageChosen, eventReadyCard, eventCardReadied, eventPick, eventPicked, forcedDiscardChosen,
  summonWindow, summonChosen, summonNext, summonPlaced, summonPlace, summonFinish, portalAfterSummon, placeArgent, argentPlaced,
  demonActivationEnds, demonEndAbilityChosen, summonArrival, summonStunChosen,
  missionEffect,
  chooseGrenadeSpace, grenadeThrown,
  missionOver, missionChosen, nextMission, gloryKillReward, gloryKillDenied,
} as unknown as Record<string, StepHandler<DoomState, never>>);
