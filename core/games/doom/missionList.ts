/**
 * The missions and operations the module offers: the operation's six
 * missions from content/missions, and the Training Ground (ours, in
 * testing/), a short mission that rules tests rely on.
 */
import type { MissionDef, OperationDef } from './content/types';
import { MISSIONS, OPERATION } from './content/missions';
import { TRAINING_MISSION } from './testing/trainingMission';

export const MISSION_LIST: MissionDef[] = [...MISSIONS, TRAINING_MISSION];
export const OPERATION_LIST: OperationDef[] = [OPERATION];
