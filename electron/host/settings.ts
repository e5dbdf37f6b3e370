/**
 * Player settings in <data>/settings.json. A missing file means defaults; a
 * corrupt or invalid one also gives defaults plus an error in words, so a bad
 * file never stops the game from starting. Writes are atomic.
 */
import { readFile } from 'node:fs/promises';
import { SettingsSchema, type Settings } from '../../core/protocol/messages';
import { writeFileDurably, type WriteFs } from './durableWrite';
import { messageOf } from './errors';
import { parseJsonSafely } from './safeJson';

/** Settings are a few hundred bytes; a larger file is not ours. */
const MAX_SETTINGS_BYTES = 64 * 1024;

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

  constructor(private readonly file: string, private readonly fs?: WriteFs) {}

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
      await writeFileDurably(this.file, `${JSON.stringify(next, null, 2)}\n`, {
        ...(this.fs ? { fs: this.fs } : {}),
        verify: (text) => {
          const back = parseJsonSafely(text, { maxBytes: MAX_SETTINGS_BYTES, what: 'the written file' });
          if (!back.ok || !SettingsSchema.safeParse(back.value).success) throw new Error('the written file does not read back');
        },
      });
      // A successful write replaces whatever was wrong with the old file.
      this.loadError = null;
      return { settings: { ...next }, error: null };
    } catch (err) {
      return { settings: { ...next }, error: `The settings are kept for this session only. ${messageOf(err)}` };
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
  const json = parseJsonSafely(text, { maxBytes: MAX_SETTINGS_BYTES, what: 'The settings file' });
  if (!json.ok) return { settings: defaultSettings(), error: `${json.error}; using defaults.` };
  const parsed = SettingsSchema.safeParse(json.value);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => i.path.join('.') || '(file)').join(', ');
    return { settings: defaultSettings(), error: `The settings file has invalid values (${where}); using defaults.` };
  }
  return { settings: parsed.data, error: null };
}
