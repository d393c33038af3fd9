import { promises as fs } from 'node:fs';
import path from 'node:path';
import { withFileSlot } from '../bundle/inputHashes';

/**
 * Writes a file, making its folder; callers may start many at once (they take turns for file
 * descriptors, and contents given as a function are made only when their turn comes).
 */
export function writeFile(file: string, contents: string | (() => string)): Promise<void> {
  return withFileSlot(async () => {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, typeof contents === 'string' ? contents : contents());
  });
}
