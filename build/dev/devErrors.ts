import path from 'node:path';
import { BuildError, BuildErrors } from '../errors';
import { ROOT } from '../paths';

/** A build error as the dev overlay shows it (runtime/dev/client.ts). */
export interface DevErrorPayload {
  message: string;
  file: string;
  line?: number;
  column?: number;
  hint?: string;
}

/** Turns whatever a rebuild threw into overlay entries with project-relative file names. */
export function toDevErrors(error: unknown): DevErrorPayload[] {
  const errors = error instanceof BuildErrors ? error.errors : error instanceof BuildError ? [error] : null;
  if (!errors) return [{ message: error instanceof Error ? (error.stack ?? error.message) : String(error), file: '(build)' }];
  return errors.map((item) => ({
    message: item.message,
    file: path.relative(ROOT, item.location.file) || item.location.file,
    line: item.location.line,
    column: item.location.column,
    hint: item.hint,
  }));
}
