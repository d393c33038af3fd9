import path from 'node:path';
import { explainMuiError } from '../productionErrors/explain';
import { BuildError } from '../errors';
import { ROOT } from '../paths';

// esbuild starts each module of an unminified bundle with a `// <path relative to the project>` line.
const MODULE_COMMENT = /^\/\/ (\S.*)$/;

/**
 * The project file (not a package's) whose top-level code threw while a bundle loaded, found by walking
 * the error's stack frames in the bundle back to the module comment above each. Null when none is ours.
 */
export function blameBundleModule(stack: string, bundleFile: string, bundleText: string): string | null {
  const lines = bundleText.split('\n');
  const frame = new RegExp(`${path.basename(bundleFile).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):\\d+`, 'g');
  for (const [, lineText] of stack.matchAll(frame)) {
    for (let index = Number(lineText) - 1; index >= 0; index -= 1) {
      const module = MODULE_COMMENT.exec(lines[index] ?? '')?.[1];
      if (module === undefined) continue;
      if (!module.startsWith('node_modules/') && !module.includes('/node_modules/')) return module;
      break;
    }
  }
  return null;
}

/** A bundle that threw while loading, as a BuildError naming the demo or page whose top-level code threw. */
export function moduleLoadFailure(error: unknown, bundleFile: string, bundleText: string, errorCodes: Readonly<Record<string, string>>): unknown {
  if (!(error instanceof Error) || !error.stack) return error;
  const module = blameBundleModule(error.stack, bundleFile, bundleText);
  if (module === null) return error;
  return new BuildError(
    `This module threw while the pages loaded: ${explainMuiError(error.message, errorCodes)}`,
    { file: path.join(ROOT, module) },
    'Code at the top level of a demo (a theme made with createTheme, for example) runs when the site loads; fix the value it names.',
  );
}
