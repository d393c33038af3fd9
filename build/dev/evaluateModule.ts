import * as esbuild from 'esbuild';
import { BuildError } from '../errors';
import { withEsbuildErrors } from '../bundle/esbuildErrors';
import { SHARED_ESBUILD_OPTIONS } from '../bundle/options';
import { importSpecifiers } from './pageImports';

// The compiler options of tsconfig.json that change emitted code: esbuild reads them when bundling.
const TSCONFIG_RAW = { compilerOptions: { verbatimModuleSyntax: true, target: 'ES2022', jsx: 'react-jsx' } } as const;

/**
 * Runs one module without bundling it and returns its default export: its imports are served from the
 * modules the loaded server bundle resolved them to, so it behaves exactly as its bundled version.
 * Returns null when it imports something its bundled version did not (a rebuild is needed).
 */
export async function evaluateModule(file: string, code: string, loader: 'jsx' | 'tsx', imports: Readonly<Record<string, unknown>>): Promise<unknown> {
  if (importSpecifiers(code).some((specifier) => !(specifier in imports))) return null;
  const { code: commonJs } = await withEsbuildErrors(
    () => esbuild.transform(code, { loader, jsx: 'automatic', format: 'cjs', target: 'node20', define: SHARED_ESBUILD_OPTIONS.define, tsconfigRaw: TSCONFIG_RAW, sourcefile: file, logLevel: 'silent' }),
    'Fix the syntax error in this file.',
  );
  // `__esModule` makes esbuild's interop hand out the namespace's own `default`, as the bundle does.
  const require = (specifier: string): unknown => ({ __esModule: true, ...(imports[specifier] as object) });
  const module = { exports: {} as { default?: unknown } };
  try {
    new Function('require', 'module', 'exports', commonJs)(require, module, module.exports);
  } catch (error) {
    throw new BuildError(`The module threw while loading: ${(error as Error).message}`, { file }, 'Fix the code that runs when this module is imported.');
  }
  return module.exports.default ?? null;
}
