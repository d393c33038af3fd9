import { promises as fs } from 'node:fs';
import path from 'node:path';
import { sha1, withFileSlot } from './bundle/inputHashes';
import { writeFileAtomically } from './cacheFiles';

// The per-page caches (rendered HTML, Markdown twins, search extracts) keep one text file per page under
// `.cache/<kind>/`, named by a hash of the pathname. Its first line is the key the text was made under;
// a read with any other key misses, so a stale entry is simply replaced by the next write.

/** A folder of text entries, one per name, each valid under the key it was written with. */
export interface KeyedEntries {
  /** The text kept for `name` under `key`, or null (no entry, another key, or a torn file). */
  read(name: string, key: string): Promise<string | null>;
  /** Keeps `text` for `name` under `key`, replacing what `name` had. */
  write(name: string, key: string, text: string): Promise<void>;
}

/** The entries kept in `dir`, one `<sha1(name)><extension>` file each. Keys must not contain a newline. */
export function keyedEntries(dir: string, extension: string): KeyedEntries {
  const fileOf = (name: string): string => path.join(dir, `${sha1(name)}${extension}`);
  return {
    async read(name, key) {
      const text = await withFileSlot(() => fs.readFile(fileOf(name), 'utf8')).catch(() => null);
      if (text === null) return null;
      const newline = text.indexOf('\n');
      return newline > 0 && text.slice(0, newline) === key ? text.slice(newline + 1) : null;
    },
    write: (name, key, text) => withFileSlot(() => writeFileAtomically(fileOf(name), `${key}\n${text}`)),
  };
}

/** The text kept for `name` under `key`, or `compute()`'s, then kept for the next build. */
export async function readThroughEntry(entries: KeyedEntries, name: string, key: string, compute: () => string | Promise<string>): Promise<string> {
  const kept = await entries.read(name, key);
  if (kept !== null) return kept;
  const text = await compute();
  await entries.write(name, key, text);
  return text;
}
