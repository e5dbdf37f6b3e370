/** Every step handler of Maximum Apocalypse, by step kind. */
import type { StepHandler } from '../../../engine/module';
import type { MAState } from '../state';
import { actionChosenStep } from './actionChosen';
import { activateMonstersStep } from './activation';
import { allySwitchStep, recruitStep } from './allies';
import { checkHandStep, checkStorageStep, discardAbilityStep, equipOrLoseStep, equipStep, fuelReloadStep, playCardStep, useAbilityStep } from './cards';
import { hitMonster, monsterAttackStep, stunMonsterStep } from './combat';
import { dayNightStep } from './dayNight';
import { effectStep } from './effects';
import { deliverStep, pickupStep, swapStep, tradeStep } from './freeActions';
import { hungerStep } from './hunger';
import { buildMapStep, placeVanStep } from './mapBuild';
import { winCheckStep } from './mission';
import { drawMonsterStep } from './monsterDraw';
import { monsterEffectStep } from './monsterEffects';
import { enteredStep, enterTokensStep, moveSeveralStep, moveStep } from './movement';
import { plainDamageStep, reactionStep, stampedeStep } from './reactions';
import { blockTileStep, scavengeDrawStep, scavengeStep } from './scavenge';
import { spawnStep } from './spawn';
import { chooseFirstStep, dealHandsStep, mulliganStep, startingHungerStep, startingMonstersStep } from './startGame';
import { tileEffectStep } from './tileEffects';
import {
  actionsStep, endEffectsStep, nextTurnStep, poisonStep, roundEndStep, roundStartStep, startEffectsStep, turnDrawStep, turnEndStep, turnStartStep,
} from './turn';

export const handlers = {
  buildMap: buildMapStep, placeVan: placeVanStep, dealHands: dealHandsStep, mulligan: mulliganStep,
  startingHunger: startingHungerStep, startingMonsters: startingMonstersStep, chooseFirst: chooseFirstStep,
  roundStart: roundStartStep, turnStart: turnStartStep, startEffects: startEffectsStep, spawn: spawnStep, turnDraw: turnDrawStep,
  actions: actionsStep, actionChosen: actionChosenStep, turnEnd: turnEndStep, endEffects: endEffectsStep, poison: poisonStep,
  hunger: hungerStep, activateMonsters: activateMonstersStep, winCheck: winCheckStep, nextTurn: nextTurnStep, roundEnd: roundEndStep,
  dayNight: dayNightStep,
  move: moveStep, moveSeveral: moveSeveralStep, enterTokens: enterTokensStep, entered: enteredStep, tileEffect: tileEffectStep,
  scavenge: scavengeStep, scavengeDraw: scavengeDrawStep, blockTile: blockTileStep,
  playCard: playCardStep, equip: equipStep, equipOrLose: equipOrLoseStep, checkStorage: checkStorageStep, checkHand: checkHandStep,
  useAbility: useAbilityStep, fuelReload: fuelReloadStep, discardAbility: discardAbilityStep, effect: effectStep,
  swap: swapStep, trade: tradeStep, deliver: deliverStep, pickup: pickupStep, recruit: recruitStep, allySwitch: allySwitchStep,
  drawMonster: drawMonsterStep, monsterEffect: monsterEffectStep, hitMonster, stunMonster: stunMonsterStep, monsterAttack: monsterAttackStep,
  reaction: reactionStep, stampede: stampedeStep, plainDamage: plainDamageStep,
  // Each handler takes its own step shape; the kernel only calls one with steps of its kind.
} as unknown as Record<string, StepHandler<MAState, never>>;
