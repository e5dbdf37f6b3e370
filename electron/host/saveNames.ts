/**
 * The file a named save goes to: the player's name made safe for every file
 * system (letters, digits, space, dot, dash and underscore), never starting
 * like a hidden file or an autosave, ending in .json. Saving again under the
 * same name replaces that save, as a player expects of "Save".
 */
const MAX_NAME = 80;

export function saveFileName(name: string): string {
  let base = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w .-]+/g, '-').replace(/\s+/g, ' ').replace(/-{2,}/g, '-').trim().slice(0, MAX_NAME);
  base = base.replace(/^[^A-Za-z0-9]+/, '').replace(/[. ]+$/, '');
  if (base === '') base = 'Saved game';
  // The autosave rotation owns autosave*.json: a player's save never lands in it.
  if (/^autosave/i.test(base)) base = `My ${base}`;
  return `${base}.json`;
}
