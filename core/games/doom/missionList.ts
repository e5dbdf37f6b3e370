/**
 * The missions and operations the module offers: the operation's six
 * missions from content/missions, and the Training Ground (ours, in
 * testing/), a short mission that rules tests rely on. The Training Ground
 * stays in MISSION_LIST (so tests can start it by id) but is not offered:
 * OFFERED_MISSIONS feeds the New game dialog and the custom operation.
 */
import type { MissionDef, OperationDef } from './content/types';
import { MISSIONS, OPERATION } from './content/missions';
import { TRAINING_MISSION } from './testing/trainingMission';

export const MISSION_LIST: MissionDef[] = [...MISSIONS, TRAINING_MISSION];
export const OPERATION_LIST: OperationDef[] = [OPERATION];
/** The missions a player can pick: the operation's six, not the test-only Training Ground. */
export const OFFERED_MISSIONS: MissionDef[] = [...MISSIONS];
