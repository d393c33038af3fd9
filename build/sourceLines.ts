import { promises as fs } from 'node:fs';

/** The 1-based line of the `occurrence`-th line of `file` containing any of `needles`, for error messages. */
export async function lineContaining(file: string, needles: readonly string[], occurrence = 1): Promise<number | undefined> {
  const lines = (await fs.readFile(file, 'utf8')).split('\n');
  let seen = 0;
  for (const [index, line] of lines.entries()) {
    if (needles.some((needle) => line.includes(needle))) {
      seen += 1;
      if (seen === occurrence) return index + 1;
    }
  }
  return undefined;
}
