import path from 'node:path';
import type { Message } from 'esbuild';
import { BuildError } from '../errors';
import { ROOT } from '../paths';

/** Turns esbuild's messages into build errors pointing at the source file and line. */
export function fromEsbuildMessages(messages: readonly Message[], hint: string): BuildError[] {
  return messages.map((message) => {
    const location = message.location;
    const file = location?.file ? path.resolve(ROOT, location.file.replace(/^[a-z-]+:/, '')) : ROOT;
    return new BuildError(message.text, { file, line: location?.line, column: location ? location.column + 1 : undefined }, hint);
  });
}

/** Runs an esbuild call and rethrows its failure as build errors with file and line. */
export async function withEsbuildErrors<T>(run: () => Promise<T>, hint: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const failure = error as { errors?: Message[] };
    if (Array.isArray(failure.errors) && failure.errors.length > 0) {
      const [first, ...rest] = fromEsbuildMessages(failure.errors, hint);
      if (rest.length === 0) throw first;
      const { BuildErrors } = await import('../errors');
      throw new BuildErrors([first!, ...rest]);
    }
    throw error;
  }
}
