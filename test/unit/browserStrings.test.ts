import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBrowserStrings } from '../../build/bundle/browserStrings';
import { BuildError } from '../../build/errors';
import { en as browserEn } from '../../site/i18n/browserStrings';
import { en, SERVER_ONLY_NAMESPACES } from '../../site/i18n/strings';

describe("the browser's interface strings", () => {
  it('are every namespace of the table but the server-only ones, with the same strings', () => {
    const expected = Object.fromEntries(Object.entries(en).filter(([namespace]) => !(SERVER_ONLY_NAMESPACES as readonly string[]).includes(namespace)));
    expect(browserEn).toEqual(expected);
    for (const namespace of SERVER_ONLY_NAMESPACES) expect(en).toHaveProperty(namespace);
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
