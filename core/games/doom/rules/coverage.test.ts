// Every effect, trigger and condition id the content uses has a rule here:
// a new id in content fails this test until the rules learn it.
import { describe, expect, it } from 'vitest';
import * as content from '../content';
import { contentUsage } from '../content/usage';
import { TRAINING_MISSION } from '../testing/trainingMission';
import { ABILITY_CONDITIONS, SPECIAL_EFFECTS, supportedEffect } from './abilities';
import { KNOWN_CONDITIONS, KNOWN_EFFECTS, KNOWN_TRIGGERS, unsupportedMissionIds } from './missionRules';
import { allMissions } from '../catalog';

const usage = contentUsage({ ...content, training: TRAINING_MISSION });

describe('rules cover the content', () => {
  it('every effect id has a rule', () => {
    const missing = [...usage.effects.keys()].filter((id) => !supportedEffect(id) && !SPECIAL_EFFECTS.includes(id) && !KNOWN_EFFECTS.includes(id));
    expect(missing).toEqual([]);
  });

  it('every trigger and condition id has a rule', () => {
    expect([...usage.triggers.keys()].filter((id) => !KNOWN_TRIGGERS.includes(id))).toEqual([]);
    // marineMovedNear is the reaction window after a marine's move (invaderEvents.ts).
    const conditions = [...usage.conditions.keys()].filter((id) => !KNOWN_CONDITIONS.includes(id) && !ABILITY_CONDITIONS.includes(id) && id !== 'marineMovedNear');
    expect(conditions).toEqual([]);
    expect(unsupportedMissionIds(allMissions())).toEqual([]);
  });
});
