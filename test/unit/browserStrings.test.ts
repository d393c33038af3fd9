import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as esbuild from 'esbuild';
import { BROWSER_NAMESPACES, browserStringsPlugin, checkBrowserStrings, namespacesNamedIn } from '../../build/bundle/browserStrings';
import { ROOT, WORK_DIR } from '../../build/paths';
import { BuildError } from '../../build/errors';
import { en, SERVER_ONLY_NAMESPACES } from '../../site/i18n/strings';

describe("the browser's interface strings", () => {
  it('are every namespace of the table but the server-only ones', () => {
    expect([...BROWSER_NAMESPACES].sort()).toEqual(Object.keys(en).filter((namespace) => !(SERVER_ONLY_NAMESPACES as readonly string[]).includes(namespace)).sort());
    for (const namespace of SERVER_ONLY_NAMESPACES) expect(en).toHaveProperty(namespace);
  });

  it('come per module: the namespaces a module quotes keys of, constants and template prefixes included', () => {
    const source = "const LABELS = { a: 'shell.flags.new' };\nt(`demos.${name}`);\nt(\"search.open\");\nt('demos.copy');\nconst other = 'shellfish.x';";
    expect(namespacesNamedIn(source)).toEqual(['demos', 'search', 'shell']);
  });

  it("bundle a browser module with its own namespaces' strings only, and they translate", async () => {
    const result = await esbuild.build({
      entryPoints: [path.join(ROOT, 'runtime/copyCode.ts')],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      packages: 'external',
      outdir: '/strings-test',
      logLevel: 'silent',
      plugins: [browserStringsPlugin(path.join(WORK_DIR, 'strings-test'))],
    });
    const inputs = Object.keys(result.metafile.inputs).map((input) => input.split(path.sep).join('/'));
    expect(inputs.filter((input) => input.startsWith('site/i18n/'))).toEqual(expect.arrayContaining(['site/i18n/en/demos.ts', 'site/i18n/translator.ts']));
    expect(inputs.filter((input) => /site\/i18n\/(strings|t)\.ts$|site\/i18n\/en\/(?!demos)/.test(input))).toEqual([]);
    const translator = inputs.find((input) => input.includes('/strings-test/'))!;
    const { t } = (await import(path.resolve(ROOT, translator))) as { t: (key: string) => string };
    expect(t('demos.copy')).toBe(en.demos.copy);
  });

  it('stop the build at the line of a browser module that names a server-only string', () => {
    // ApiRows renders API tables on the server; were it bundled for the browser, its keys would show bare there.
    let thrown: unknown;
    try {
      checkBrowserStrings(['runtime/main.ts', 'site/demos/DemoShell.tsx', 'site/api/ApiRows.tsx']);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BuildError);
    const error = thrown as BuildError;
    expect(error.location.file).toBe(path.resolve('site/api/ApiRows.tsx'));
    const line = readFileSync(error.location.file, 'utf8').split('\n')[error.location.line! - 1];
    expect(line).toMatch(/'api\./);
  });

  it('let modules through that use only what the browser has', () => {
    expect(() => checkBrowserStrings(['runtime/main.ts', 'site/demos/DemoShell.tsx', 'site/search/view.ts', 'node_modules/react/index.js'])).not.toThrow();
  });
});
