/**
 * Player settings in <data>/settings.json. A missing file means defaults; a
 * corrupt or invalid one also gives defaults plus an error in words, so a bad
 * file never stops the game from starting. Writes are atomic.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { SettingsSchema, type Settings } from '../../core/protocol/messages';
import { messageOf } from './errors';

export interface SettingsResult {
  settings: Settings;
  /** What was wrong with the file (or with writing it), in words; null when all is well. */
  error: string | null;
}

export function defaultSettings(): Settings {
  return SettingsSchema.parse({});
}

export class SettingsStore {
  private current: Settings | null = null;
  private loadError: string | null = null;

  constructor(private readonly file: string) {}

  /** Reads the file once; later calls return the settings held in memory. */
  async get(): Promise<SettingsResult> {
    if (!this.current) {
      const read = await readSettingsFile(this.file);
      this.current = read.settings;
      this.loadError = read.error;
    }
    return { settings: { ...this.current }, error: this.loadError };
  }

  /** Merges a partial change, keeps it in memory and writes it; a failed write is reported, not thrown. */
  async set(patch: Partial<Settings>): Promise<SettingsResult> {
    const { settings } = await this.get();
    const next = SettingsSchema.parse({ ...settings, ...patch });
    this.current = next;
    try {
      await mkdir(dirname(this.file), { recursive: true });
      await writeFileAtomic(this.file, `${JSON.stringify(next, null, 2)}\n`);
      // A successful write replaces whatever was wrong with the old file.
      this.loadError = null;
      return { settings: { ...next }, error: null };
    } catch (err) {
      return { settings: { ...next }, error: `Could not write the settings file: ${messageOf(err)}` };
    }
  }
}

export async function readSettingsFile(file: string): Promise<SettingsResult> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { settings: defaultSettings(), error: null };
    return { settings: defaultSettings(), error: `Could not read the settings file (${messageOf(err)}); using defaults.` };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { settings: defaultSettings(), error: 'The settings file is not valid JSON; using defaults.' };
  }
  const parsed = SettingsSchema.safeParse(raw);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => i.path.join('.') || '(file)').join(', ');
    return { settings: defaultSettings(), error: `The settings file has invalid values (${where}); using defaults.` };
  }
  return { settings: parsed.data, error: null };
}
