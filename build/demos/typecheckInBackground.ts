import { CACHE_DIR, ROOT } from '../paths';
import { typeCheckDemos, type CodeBlockInput, type DemoTypeError } from './typecheck';

/** A type check running beside the build: its result, and a way to stop it when the build failed anyway. */
export interface BackgroundTypeCheck {
  result: Promise<DemoTypeError[]>;
  cancel: () => Promise<void>;
}

/**
 * Type-checks demo files and pages' code blocks in the native compiler's own process (about 25 s of one
 * core cold for 1,400 demos, seconds when warm), so the check runs beside rendering instead of before
 * it; the caller awaits `result` before publishing anything.
 */
export function startDemoTypeCheck(files: readonly string[], codeBlocks: readonly CodeBlockInput[] = []): BackgroundTypeCheck {
  const abort = new AbortController();
  const result = typeCheckDemos(files, ROOT, { cacheDir: CACHE_DIR, codeBlocks, signal: abort.signal });
  // Settled either way, so an unawaited result never becomes an unhandled rejection.
  result.catch(() => undefined);
  return {
    result,
    cancel: async () => {
      abort.abort();
      await result.catch(() => undefined);
    },
  };
}
