import { describe, expect, it } from 'vitest';
import { saveFileName } from './saveNames';
import { checkSaveName, isAutosaveName } from './saves';

describe('named save files', () => {
  it('keep the name readable and safe', () => {
    expect(saveFileName('Moose and Hannah, round 4')).toBe('Moose and Hannah- round 4.json');
    expect(saveFileName('  ../../etc/passwd ')).toBe('etc-passwd.json');
    expect(saveFileName('.hidden')).toBe('hidden.json');
    expect(saveFileName('***')).toBe('Saved game.json');
    expect(saveFileName('Élan vital')).toBe('Elan vital.json');
  });

  it('never land in the autosave rotation', () => {
    expect(isAutosaveName(saveFileName('autosave'))).toBe(false);
    expect(isAutosaveName(saveFileName('autosave-1'))).toBe(false);
  });

  it('always pass the saves folder name check', () => {
    for (const name of ['a', 'x'.repeat(200), 'Tab\there', 'emoji 🔥 run', 'con', '...', 'trailing.']) {
      expect(() => checkSaveName(saveFileName(name)), name).not.toThrow();
    }
  });
});
