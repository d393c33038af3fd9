import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { SERVER_ONLY_NAMESPACES } from '../../site/i18n/strings';
import { BuildError } from '../errors';
import { ROOT } from '../paths';

const T_MODULE = path.join(ROOT, 'site/i18n/t.ts');
const BROWSER_STRINGS = path.join(ROOT, 'site/i18n/browserStrings.ts');

/** Gives `t` the browser's strings table (site/i18n/browserStrings.ts) in a browser bundle. */
export const browserStringsPlugin: esbuild.Plugin = {
  name: 'browser-strings',
  setup(build) {
    build.onResolve({ filter: /^\.\/strings$/ }, (args) => (args.importer === T_MODULE ? { path: BROWSER_STRINGS } : undefined));
  },
};

// A quoted key of a server-only namespace (`'api.props'`, `` `offline.${key}` ``), wherever it is written:
// a key passed around before it reaches `t` counts too.
const SERVER_ONLY_KEY = new RegExp(`['"\`](?:${SERVER_ONLY_NAMESPACES.join('|')})\\.[A-Za-z$]`);

/**
 * Stops the build when a module of the browser bundle (a project file esbuild read: `inputs`) names a key
 * of a namespace the browser's strings table leaves out: in the browser it would show the bare key.
 */
export function checkBrowserStrings(inputs: readonly string[]): void {
  for (const input of inputs) {
    if (!/^(site|runtime)\/.*\.tsx?$/.test(input) || input.startsWith('site/i18n/')) continue;
    const file = path.join(ROOT, input);
    const lines = readFileSync(file, 'utf8').split('\n');
    const index = lines.findIndex((line) => SERVER_ONLY_KEY.test(line));
    if (index === -1) continue;
    throw new BuildError(
      `This module runs in the browser and names an interface string of a namespace only server-rendered pages have (${SERVER_ONLY_NAMESPACES.join(', ')}).`,
      { file, line: index + 1 },
      'Render that text on the server, or move its strings to a namespace the browser has (site/i18n/browserStrings.ts) and out of SERVER_ONLY_NAMESPACES.',
    );
  }
}
