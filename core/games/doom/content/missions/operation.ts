/**
 * The operation: six missions played in order, each with an outcome text for
 * either winner. The reference fixes the structure (six missions, first to
 * four wins, else the last mission's winner; Glory Kill cards and found
 * weapons do not carry over); the story and texts are ours.
 */
import { OPERATION_WINS_NEEDED } from '../numbers';
import type { MissionDef, OperationDef } from '../types';
import { DATA_VAULT } from './m2DataVault';
import { FOUNDRY_HEART } from './m6FoundryHeart';
import { HOLD_THE_LINE } from './m3HoldTheLine';
import { LANDING_ZONE } from './m1LandingZone';
import { RELAY } from './m5Relay';
import { THE_NEST } from './m4TheNest';

export const MISSIONS: MissionDef[] = [LANDING_ZONE, DATA_VAULT, HOLD_THE_LINE, THE_NEST, RELAY, FOUNDRY_HEART];

export const OPERATION: OperationDef = {
  id: 'black-foundry', name: 'Operation Black Foundry',
  missions: MISSIONS.map((m) => m.id),
  winsNeeded: OPERATION_WINS_NEEDED,
  outcomes: {
    'landing-zone': {
      marines: 'The generators die and the portal field flickers. The way into the vault is open.',
      invader: 'The field holds. The squad falls back through the vents, losing time and ammunition.',
    },
    'data-vault': {
      marines: 'The cores are out. They point to an uplink in the operations centre.',
      invader: 'The cores burn. The squad must guess where the research went.',
    },
    'hold-the-line': {
      marines: 'The uplink finishes. Command learns of the nest below the foundry.',
      invader: 'The terminals fall. Hell now knows the squad is coming.',
    },
    'the-nest': {
      marines: 'The Baron falls and the portals stutter. Only the relay stands between the squad and the foundry.',
      invader: 'The Baron still rules the nest, and its brood spreads up the shafts.',
    },
    'relay': {
      marines: 'Every pad is lit. The squad teleports straight into the foundry\'s heart.',
      invader: 'The storm wins. The squad walks the long way down, through every demon in the foundry.',
    },
    'foundry-heart': {
      marines: 'The guardian is scrap. The foundry goes dark, and the operation is over.',
      invader: 'The Cyberdemon stands over the squad. The foundry keeps burning.',
    },
  },
};
