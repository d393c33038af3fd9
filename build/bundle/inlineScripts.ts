import path from 'node:path';
import * as esbuild from 'esbuild';
import { ROOT } from '../paths';
import { SHARED_ESBUILD_OPTIONS } from './options';

/** Scripts inlined into every page: bundled from `runtime/` so they share code with the rest. */
export interface InlineScripts {
  /** Runs in <head> before first paint: colour scheme, direction and density from storage or the OS. */
  themeBootstrap: string;
}

/** Bundles the inline scripts into minified IIFEs. */
export async function buildInlineScripts(): Promise<InlineScripts> {
  const result = await esbuild.build({
    ...SHARED_ESBUILD_OPTIONS,
    entryPoints: [path.join(ROOT, 'runtime/themeBootstrap.ts')],
    write: false,
    format: 'iife',
    platform: 'browser',
    minify: true,
    target: ['es2018'],
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error('esbuild produced no theme bootstrap script');
  // The script sits inside <script>…</script>: it must never contain a closing tag.
  return { themeBootstrap: code.replace(/<\/script/gi, '<\\/script') };
}
