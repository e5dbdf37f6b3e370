/**
 * The host's small JSON record files (dice statistics, the campaign): written
 * durably and read back against their schema before the write counts, so a
 * half-written or wrong file is never left in place of a good one.
 */
import { readFile, rename } from 'node:fs/promises';
import type { ZodType } from 'zod';
import { writeFileDurably, type WriteFs } from './durableWrite';
import { messageOf } from './errors';
import { parseJsonSafely } from './safeJson';

export interface JsonRecordOptions {
  schema: ZodType;
  /** Largest size the file may have when read back. */
  maxBytes: number;
  /** JSON indentation; none by default. */
  indent?: number;
  fs?: WriteFs;
}

/** Writes `data` as JSON; throws (the old file stays) unless the written text reads back valid. */
export async function writeJsonRecord(file: string, data: unknown, opts: JsonRecordOptions): Promise<void> {
  await writeFileDurably(file, `${JSON.stringify(data, null, opts.indent)}\n`, {
    ...(opts.fs ? { fs: opts.fs } : {}),
    verify: (text) => {
      const back = parseJsonSafely(text, { maxBytes: opts.maxBytes, what: 'the written file' });
      if (!back.ok || !opts.schema.safeParse(back.value).success) throw new Error('the written file does not read back');
    },
  });
}

/** What a reader says when the file cannot be used, in the record's own words. */
export interface JsonRecordMessages {
  unreadable: (reason: string) => string;
  damaged: (reason: string) => string;
  invalid: string;
}

export interface JsonRecordRead<T> {
  data: T;
  error: string | null;
  /** The file exists but is not a valid record: the caller sets it aside. */
  damaged?: boolean;
}

/**
 * Reads a record: a missing file is `empty()`; an unreadable, damaged or
 * invalid one is `empty()` plus a message, so a bad file never stops the app.
 */
export async function readJsonRecord<T>(
  file: string,
  opts: { schema: ZodType<T>; maxBytes: number; empty: () => T; messages: JsonRecordMessages },
): Promise<JsonRecordRead<T>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { data: opts.empty(), error: null };
    return { data: opts.empty(), error: opts.messages.unreadable(messageOf(err)) };
  }
  const json = parseJsonSafely(text, { maxBytes: opts.maxBytes, what: 'the file' });
  if (!json.ok) return { data: opts.empty(), error: opts.messages.damaged(json.error), damaged: true };
  const parsed = opts.schema.safeParse(json.value);
  if (!parsed.success) return { data: opts.empty(), error: opts.messages.invalid, damaged: true };
  return { data: parsed.data, error: null };
}

/** Keeps a damaged record beside its replacement (for a bug report). */
export async function setAsideDamaged(file: string): Promise<void> {
  await rename(file, `${file}.damaged`).catch(() => undefined);
}
