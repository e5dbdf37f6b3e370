/** Apocalypse's dice: red attack dice and white defence dice (plain d6s in colour); other rolls use the standard d6. */
import { customDie } from '../../engine/dice';
import type { DieDef } from '../../engine/types';

const faces = [1, 2, 3, 4, 5, 6].map((v) => ({ label: String(v), value: v }));

export const ATTACK_DIE = 'attack';
export const DEFENCE_DIE = 'defence';

export const RISK_DICE: DieDef[] = [
  customDie(ATTACK_DIE, 'Attack die', faces, '#c0392b'),
  customDie(DEFENCE_DIE, 'Defence die', faces, '#f4f1ea'),
];
