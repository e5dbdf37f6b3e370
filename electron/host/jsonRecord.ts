/**
 * The host's small JSON record files (dice statistics, the campaign): written
 * durably and read back against their schema before the write counts, so a
 * half-written or wrong file is never left in place of a good one.
 */
import type { ZodType } from 'zod';
import { writeFileDurably, type WriteFs } from './durableWrite';
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
