import * as esbuild from 'esbuild';
import type { MdxContent } from '../../site/render/renderPage';
import { withEsbuildErrors } from '../bundle/esbuildErrors';
import { SHARED_ESBUILD_OPTIONS } from '../bundle/options';
import { importSpecifiers } from './pageImports';

/**
 * Turns a page's compiled MDX into its component without bundling: its imports are served from the
 * modules the loaded server bundle resolved them to, so it renders exactly as the bundled page would.
 * Returns null when the page imports something its bundled version did not (a rebuild is needed).
 */
export async function evaluatePage(file: string, code: string, imports: Readonly<Record<string, unknown>>): Promise<MdxContent | null> {
  if (importSpecifiers(code).some((specifier) => !(specifier in imports))) return null;
  const { code: commonJs } = await withEsbuildErrors(
    () => esbuild.transform(code, { loader: 'jsx', jsx: 'automatic', format: 'cjs', target: 'node20', define: SHARED_ESBUILD_OPTIONS.define, sourcefile: file, logLevel: 'silent' }),
    'Fix the syntax error in this file.',
  );
  // `__esModule` makes esbuild's interop hand out the namespace's own `default`, as the bundle does.
  const require = (specifier: string): unknown => ({ __esModule: true, ...(imports[specifier] as object) });
  const module = { exports: {} as { default?: MdxContent } };
  new Function('require', 'module', 'exports', commonJs)(require, module, module.exports);
  return module.exports.default ?? null;
}
