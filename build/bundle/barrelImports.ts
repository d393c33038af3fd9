import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ROOT } from '../paths';

// MUI's own modules import from package barrels (`import { createStack } from '@mui/system'`). For
// esbuild's code splitting a barrel makes every module it re-exports reachable from every demo that
// touches it, so code one demo needs (Grid, Container…) lands in a chunk every demo loads. This plugin
// rewrites those imports to the files the barrel re-exports from: same modules, smaller chunks. It
// covers MUI's packages, the site's own modules (the demo providers import `@mui/material/styles`,
// whose barrel also carries adaptV4Theme, responsiveFontSizes and the like onto every Material page)
// and, in the browser bundle, the demos (Base UI's are styled with `import { styled } from '@mui/system'`,
// which carried Grid, Stack and Container onto every Base UI page). Readers see the demo's source as
// written.

/** Barrels whose named imports are sent straight to their source files; `../styles` inside @mui/material. */
const BARRELS = ['@mui/system', '@mui/base', '@mui/material/styles', '../styles'] as const;

// At the start of a line: MUI's warnings quote import statements inside strings.
const BARREL_IMPORT = /^(import|export)\s*\{([^}]*)\}\s*from\s*['"](@mui\/(?:system|base|material\/styles)|\.\.\/styles)['"];?/gm;
/** What a barrel specifier must resolve to before it is rewritten (`../styles` could be anything). */
const BARREL_FILE = /[\\/]@mui[\\/](?:system|base|material[\\/]styles)[\\/](?:esm[\\/])?index\.js$/;
/** The checkout's folder, escaped for a regular expression. */
const ROOT_PATTERN = ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SITE_MODULE = new RegExp(`^${ROOT_PATTERN}[\\\\/]site[\\\\/].*\\.tsx?$`);
const DEMO_MODULE = new RegExp(`^${ROOT_PATTERN}[\\\\/]content[\\\\/].*[\\\\/]demos[\\\\/][^\\\\/]*\\.tsx$`);
const NAMED_REEXPORT = /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const STAR_REEXPORT = /export\s*\*\s*from\s*['"](\.[^'"]*)['"]/g;

/** Where one export of a barrel really lives: the file and the name it has there. */
interface Origin {
  file: string;
  name: string;
}

/** `a`, `a as b` → [local/imported name, exported/bound name]. */
function specifiers(list: string): Array<[string, string]> {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [from, as] = item.split(/\s+as\s+/);
      return [from!.trim(), (as ?? from!).trim()];
    });
}

/** Reads a barrel file and maps each export to its origin; names defined in the barrel itself are left out. */
async function mapBarrel(build: esbuild.PluginBuild, barrelFile: string): Promise<Map<string, Origin>> {
  const text = await fs.readFile(barrelFile, 'utf8');
  const resolveDir = path.dirname(barrelFile);
  const resolve = async (specifier: string): Promise<string> => (await build.resolve(specifier, { resolveDir, kind: 'import-statement' })).path;
  const origins = new Map<string, Origin>();
  // Resolved all at once: every module that imports from this barrel waits for its map, and a hundred
  // round trips to esbuild one after another held the whole server bundle up by about 10 s.
  const named = [...text.matchAll(NAMED_REEXPORT)];
  const namedFiles = await Promise.all(named.map(([, , specifier]) => resolve(specifier!)));
  named.forEach(([, list], index) => {
    for (const [name, exported] of specifiers(list!)) origins.set(exported, { file: namedFiles[index]!, name });
  });
  const starFiles = await Promise.all([...text.matchAll(STAR_REEXPORT)].map(([, specifier]) => resolve(specifier!)));
  if (starFiles.length > 0) {
    // One metafile-only build lists what each `export *` target exports, `export *` chains included.
    const result = await esbuild.build({ entryPoints: starFiles, bundle: true, write: false, metafile: true, format: 'esm', packages: 'external', outdir: '/barrel-exports', logLevel: 'silent' });
    for (const output of Object.values(result.metafile.outputs)) {
      if (!output.entryPoint) continue;
      const file = path.resolve(output.entryPoint);
      for (const name of output.exports) if (name !== 'default' && !origins.has(name)) origins.set(name, { file, name });
    }
  }
  return origins;
}

/** The esbuild plugin: shared by both bundles so server and browser load the same modules. */
export function barrelImportsPlugin(): esbuild.Plugin {
  return {
    name: 'mui-barrel-imports',
    setup(build) {
      const barrels = new Map<string, Promise<Map<string, Origin>>>();
      const originsOf = (barrelFile: string): Promise<Map<string, Origin>> => {
        let origins = barrels.get(barrelFile);
        if (!origins) barrels.set(barrelFile, (origins = mapBarrel(build, barrelFile)));
        return origins;
      };
      // A barrel re-exporting another barrel (`alpha` from @mui/material/styles comes from @mui/system)
      // is followed to the file that defines the name.
      const originOf = async (barrelFile: string, name: string): Promise<Origin | undefined> => {
        const origin = (await originsOf(barrelFile)).get(name);
        if (!origin || !BARREL_FILE.test(origin.file) || origin.file === barrelFile) return origin;
        return (await originOf(origin.file, origin.name)) ?? origin;
      };
      const rewrite = async (file: string, loader: esbuild.Loader): Promise<esbuild.OnLoadResult | undefined> => {
        const text = await fs.readFile(file, 'utf8');
        if (!BARRELS.some((barrel) => text.includes(`'${barrel}'`) || text.includes(`"${barrel}"`))) return undefined;
        const resolveDir = path.dirname(file);
        const replacements = await Promise.all(
          [...text.matchAll(BARREL_IMPORT)].map(async (match) => {
            const [statement, keyword, list, barrel] = match;
            const barrelFile = (await build.resolve(barrel!, { resolveDir, kind: 'import-statement' })).path;
            if (!barrelFile || !BARREL_FILE.test(barrelFile)) return statement;
            const parts = specifiers(list!);
            const origins = await Promise.all(parts.map(([name]) => originOf(barrelFile, name)));
            // Anything the map cannot place keeps the barrel import as it was.
            if (origins.some((origin) => !origin)) return statement;
            return parts.map(([, bound], index) => `${keyword} { ${origins[index]!.name} as ${bound} } from ${JSON.stringify(origins[index]!.file)};`).join('\n');
          }),
        );
        let index = 0;
        const contents = text.replace(BARREL_IMPORT, () => replacements[index++]!);
        return { contents, loader, resolveDir };
      };
      build.onLoad({ filter: /[\\/]node_modules[\\/]@mui[\\/].*\.js$/ }, (args) => rewrite(args.path, 'js'));
      build.onLoad({ filter: SITE_MODULE }, (args) => rewrite(args.path, args.path.endsWith('.tsx') ? 'tsx' : 'ts'));
      // The browser bundle's chunks are what the rewrite is for. The server bundle is one file, and in dev
      // mode its demo modules are loaded by the demo plugin, which exports their imports as written.
      if (build.initialOptions.platform === 'browser') build.onLoad({ filter: DEMO_MODULE }, (args) => rewrite(args.path, 'tsx'));
    },
  };
}
