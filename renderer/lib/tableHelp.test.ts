// README's "Playing at the table" and the in-game help say the same: every
// topic of the help has its line in README, and the keys match.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tableHelp } from './tableHelp';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## Playing at the table'), readme.indexOf('## Games'));

describe('table help and README', () => {
  it('cover the same topics', () => {
    const topics: Record<string, RegExp> = {
      'table-keys': /^- Keys:/m, 'table-inspect': /^- Looking things up:/m, 'table-questions': /^- Questions come grouped/m,
      'table-camera': /^- Camera:/m, 'table-timeline': /^- Everything the rules do/m, 'table-dice': /^- Dice:/m, 'table-sound': /^- Sound:/m,
      'table-hotseat': /^- Hot-seat:/m, 'table-saves': /^- Saving:/m, 'table-learning': /^- Learning:/m, 'table-undo': /^- Undo/m,
    };
    expect(tableHelp.map((e) => e.id).sort()).toEqual(Object.keys(topics).sort());
    for (const [id, line] of Object.entries(topics)) expect(section, id).toMatch(line);
  });

  it('name the same keys', () => {
    const keys = tableHelp.find((e) => e.id === 'table-keys')!.text;
    for (const key of ['D, E and P', 'Enter', 'Space', 'Esc', 'L ']) expect(keys, key).toContain(key);
    for (const key of ['D, E, P', 'Enter', 'Space', 'Esc', 'L toggles']) expect(section, key).toContain(key);
  });
});
