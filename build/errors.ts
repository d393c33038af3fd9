import path from 'node:path';
import { ROOT } from './paths';

/** A mistake in the inputs of the build: says where (file, line) and what to do about it. */
export class BuildError extends Error {
  constructor(
    message: string,
    readonly location: { file: string; line?: number; column?: number },
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'BuildError';
  }
}

/** Formats a build error as `file:line:column  message` plus its hint, paths relative to the project. */
export function formatBuildError(error: BuildError): string {
  const { file, line, column } = error.location;
  const where = [path.relative(ROOT, file) || file, line, line !== undefined ? column : undefined]
    .filter((part) => part !== undefined)
    .join(':');
  return `${where}  ${error.message}${error.hint ? `\n  hint: ${error.hint}` : ''}`;
}

/** Several build errors found in one pass, reported together so authors can fix them in one go. */
export class BuildErrors extends Error {
  constructor(readonly errors: BuildError[]) {
    super(errors.map(formatBuildError).join('\n'));
    this.name = 'BuildErrors';
  }
}

/** Prints a failed build's errors (each with file, line and hint) to stderr, as `npm run build` shows them. */
export function reportBuildFailure(error: unknown): void {
  if (error instanceof BuildErrors) {
    console.error(`Build failed with ${error.errors.length} errors; dist/ was left as it was.\n`);
    for (const item of error.errors) console.error(`${formatBuildError(item)}\n`);
  } else if (error instanceof BuildError) {
    console.error(`Build failed; dist/ was left as it was.\n\n${formatBuildError(error)}`);
  } else {
    console.error('Build failed; dist/ was left as it was.\n', error);
  }
}
