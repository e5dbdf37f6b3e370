import { describe, expect, it } from 'vitest';
import type { InspectEntry } from '../../core/engine/types';
import { buildNameIndex, splitByNames } from './nameIndex';

const entries: InspectEntry[] = [
  { id: 'minion:gryllus', kind: 'Minion', name: 'Gryllus' },
  { id: 'demon:fourth', kind: 'Demon', name: 'Fourth Circle demon', aliases: ['Fourth Circle'] },
  { id: 'kw:demon', kind: 'Keyword', name: 'demon' },
  { id: 'x:a', kind: 'Keyword', name: 'A' },
];

describe('names in text', () => {
  const index = buildNameIndex(entries);

  it('links whole names, the longest first, plurals too, case-insensitively', () => {
    expect(splitByNames('Two Gryllus and a Fourth Circle demon attack.', index)).toEqual([
      { text: 'Two ' }, { text: 'Gryllus', entry: 'minion:gryllus' }, { text: ' and a ' },
      { text: 'Fourth Circle demon', entry: 'demon:fourth' }, { text: ' attack.' },
    ]);
    expect(splitByNames('3 demons wait', index)).toEqual([{ text: '3 ' }, { text: 'demons', entry: 'kw:demon' }, { text: ' wait' }]);
  });

  it('never links part of a word, or names too short to be safe', () => {
    expect(splitByNames('demonic Grylluses A', index).some((p) => p.entry)).toBe(false);
  });

  it('leaves text alone when there is no glossary', () => {
    expect(splitByNames('anything', buildNameIndex([]))).toEqual([{ text: 'anything' }]);
  });
});
