/** The New game options: survivors and classes, mission, difficulty, solo modes and the rulebook's variants. */
import { z } from 'zod';
import type { OptionField } from '../../protocol/messages';
import { CHARACTERS, MISSIONS, MONSTER_SETS } from './content';
import { ALLIES_MAX, ALLIES_MIN } from './content/numbers';
import type { MAOptions } from './state';

const classIds = ['random', ...CHARACTERS.map((c) => c.id)] as const;
const classChoice = z.string().refine((v) => (classIds as readonly string[]).includes(v), { message: 'unknown class' }).default('random');

export const optionsSchema = z.object({
  survivors: z.number().int().min(1).max(6).default(2),
  class1: classChoice, class2: classChoice, class3: classChoice, class4: classChoice, class5: classChoice, class6: classChoice,
  mission: z.string().refine((v) => v === 'random' || MISSIONS.some((m) => m.id === v), { message: 'unknown mission' }).default('random'),
  difficulty: z.enum(['easy', 'normal', 'hard', 'insane']).default('normal'),
  spawn: z.enum(['tokens', 'dice']).default('dice'),
  solo: z.enum(['none', 'multiClass', 'allies']).default('none'),
  allies: z.number().int().min(ALLIES_MIN).max(ALLIES_MAX).default(4),
  dayNight: z.boolean().default(false),
  firstDeathLoses: z.boolean().default(false),
  mapBuild: z.enum(['players', 'grid']).default('players'),
  tokenCap: z.boolean().default(true),
  pandemic: z.boolean().default(false),
  extraSet: z.enum(['none', 'gothic', 'mythos', 'yokai', 'alien', 'zombie', 'rapture']).default('none'),
  stretchGoals: z.boolean().default(false),
}).superRefine((o, ctx) => {
  if (o.solo !== 'none' && o.survivors !== 1) ctx.addIssue({ code: 'custom', message: 'the solo modes are for 1 player' });
  const n = o.solo === 'multiClass' ? 2 : o.survivors;
  const chosen = [o.class1, o.class2, o.class3, o.class4, o.class5, o.class6].slice(0, n).filter((c) => c !== 'random');
  if (new Set(chosen).size !== chosen.length) ctx.addIssue({ code: 'custom', message: 'each class has one deck: pick different classes' });
});

export const DEFAULT_OPTIONS: MAOptions = {
  survivors: 2, class1: 'random', class2: 'random', class3: 'random', class4: 'random', class5: 'random', class6: 'random',
  mission: 'random', difficulty: 'normal', spawn: 'dice', solo: 'none', allies: 4, dayNight: false, firstDeathLoses: false,
  mapBuild: 'players', tokenCap: true, pandemic: false, extraSet: 'none', stretchGoals: false,
};

const classChoices = [{ value: 'random', label: 'Random' }, ...CHARACTERS.map((c) => ({ value: c.id, label: c.name }))];

export const OPTION_FIELDS: OptionField[] = [
  { key: 'survivors', label: 'Survivors (players)', kind: 'number', min: 1, max: 6 },
  { key: 'solo', label: 'Solo mode (1 player)', kind: 'select', choices: [
    { value: 'none', label: 'One character' }, { value: 'multiClass', label: 'Two characters, one shared hand' }, { value: 'allies', label: 'Allies expansion' },
  ] },
  ...[1, 2, 3, 4, 5, 6].map((i) => ({ key: `class${i}`, label: `Survivor ${i}`, kind: 'select' as const, choices: classChoices })),
  { key: 'mission', label: 'Mission', kind: 'select', choices: [{ value: 'random', label: 'Random' }, ...MISSIONS.map((m) => ({ value: m.id, label: `${m.name} (${'★'.repeat(m.stars)})` }))] },
  { key: 'difficulty', label: 'Difficulty', kind: 'select', choices: [
    { value: 'easy', label: 'Easy' }, { value: 'normal', label: 'Normal' }, { value: 'hard', label: 'Hard' }, { value: 'insane', label: 'Insane' },
  ] },
  // The turn sequence rolls the two main dice; the tokens are setup step 5's optional variant, and the rulebook's
  // "Difficulty Customization" lists them as a way to make the game harder. The labels say so, as New game shows no other help.
  { key: 'spawn', label: 'Monster spawn', kind: 'select', choices: [
    { value: 'dice', label: 'Roll the two dice (the standard turn)' },
    { value: 'tokens', label: 'Spawn tokens (optional variant, harder: a bag with safe and ambush tokens by difficulty)' },
  ] },
  { key: 'allies', label: 'Allies in the monster deck', kind: 'number', min: ALLIES_MIN, max: ALLIES_MAX },
  { key: 'dayNight', label: 'Day/night cycle', kind: 'boolean' },
  { key: 'firstDeathLoses', label: 'The first death ends the game', kind: 'boolean' },
  { key: 'mapBuild', label: 'Map', kind: 'select', choices: [{ value: 'players', label: 'Players place the tiles' }, { value: 'grid', label: 'Compact grid' }] },
  { key: 'tokenCap', label: '3 Monster tokens a tile at most', kind: 'boolean' },
  { key: 'pandemic', label: 'Pandemic variant', kind: 'boolean' },
  { key: 'extraSet', label: 'Mash in a second monster set', kind: 'select', choices: [{ value: 'none', label: 'None' }, ...MONSTER_SETS.map((s) => ({ value: s.id, label: s.name }))] },
  { key: 'stretchGoals', label: 'Stretch goal cards in the survivor decks (Kickstarter extra)', kind: 'boolean' },
];
