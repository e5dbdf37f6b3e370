/** Every step handler, by step kind. */
import type { StepHandler } from '../../../engine/module';
import type { RiskState } from '../state';
import { apocArriveStep, apocAttackPhase, apocAttacksStep, apocMoveStep } from './apocalytes';
import { afterAttackDone, afterAttackStep, chooseDiceStep, chooseTargetStep, declareAttackStep, hqChoiceStep } from './attack';
import { closeAfterOppose, closeBorderStep, opposeAnswered, removeBarricadesStep } from './borders';
import { buildStep, placeArmiesStep, prepareStep, rebuildStep } from './building';
import { fight } from './combat';
import { mainTurnStep, showCureToStep } from './mainTurn';
import { moveStep } from './movement';
import { permissionAnswered } from './questions';
import { afterApocTurn, endPlayerTurn, endRound, playerTurn, startRound } from './round';
import { aliensSetup, aliensTurn, alienMoveStep } from './scenarios/aliens';
import { demonMovesStep, demonsSetup, demonsTurn, tidyStep } from './scenarios/demons';
import { meteorsSetup, meteorsTurn, meteorStrike, rioterTurn } from './scenarios/meteors';
import { mutantMoveStep, mutantsSetup, mutantsTurn } from './scenarios/mutants';
import { plagueDieOff, plagueSetup, plagueSpread, plagueTurn } from './scenarios/plague';
import { zombieMoveStep, zombiesSetup, zombiesTurn } from './scenarios/zombies';
import { chooseScenario, dealTerritories, draftTerritory, setupArmies, setupTokens } from './setup';

// Each handler narrows the step to its own fields; the kernel passes the step it popped.
export const handlers: Record<string, StepHandler<RiskState, never>> = {
  dealTerritories, draftTerritory, setupArmies, setupTokens, chooseScenario,
  startRound, afterApocTurn, playerTurn, endPlayerTurn, endRound,
  removeBarricades: removeBarricadesStep, build: buildStep, placeArmies: placeArmiesStep, prepare: prepareStep, rebuild: rebuildStep,
  mainTurn: mainTurnStep, showCureTo: showCureToStep, chooseTarget: chooseTargetStep, chooseDice: chooseDiceStep, declareAttack: declareAttackStep,
  afterAttack: afterAttackStep, afterAttackDone, hqChoice: hqChoiceStep, fight,
  move: moveStep, permissionAnswered, opposeAnswered, closeAfterOppose, closeBorder: closeBorderStep,
  apocMove: apocMoveStep, apocArrive: apocArriveStep, apocAttackPhase, apocAttacks: apocAttacksStep,
  zombiesSetup, zombiesTurn, zombieMove: zombieMoveStep,
  plagueSetup, plagueTurn, plagueSpread, plagueDieOff,
  mutantsSetup, mutantsTurn, mutantMove: mutantMoveStep,
  aliensSetup, aliensTurn, alienMove: alienMoveStep,
  demonsSetup, demonsTurn, demonMoves: demonMovesStep, tidy: tidyStep,
  meteorsSetup, meteorsTurn, meteorStrike, rioterTurn,
} as unknown as Record<string, StepHandler<RiskState, never>>;
