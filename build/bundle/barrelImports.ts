import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

// MUI's own modules import from package barrels (`import { createStack } from '@mui/system'`). For
// esbuild's code splitting a barrel makes every module it re-exports reachable from every demo that
// touches it, so code one demo needs (Grid, Container…) lands in a chunk every demo loads. This plugin
// rewrites those imports to the files the barrel re-exports from: same modules, smaller chunks.

/** Barrels whose named imports inside MUI's packages are sent straight to their source files. */
const BARRELS = ['@mui/system', '@mui/base'] as const;

const BARREL_IMPORT = /\b(import|export)\s*\{([^}]*)\}\s*from\s*['"](@mui\/(?:system|base))['"];?/g;
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
  for (const [, list, specifier] of text.matchAll(NAMED_REEXPORT)) {
    const file = await resolve(specifier!);
    for (const [name, exported] of specifiers(list!)) origins.set(exported, { file, name });
  }
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
      build.onLoad({ filter: /[\\/]node_modules[\\/]@mui[\\/].*\.js$/ }, async (args) => {
        const text = await fs.readFile(args.path, 'utf8');
        if (!BARRELS.some((barrel) => text.includes(`'${barrel}'`) || text.includes(`"${barrel}"`))) return undefined;
        const resolveDir = path.dirname(args.path);
        const replacements = await Promise.all(
          [...text.matchAll(BARREL_IMPORT)].map(async (match) => {
            const [statement, keyword, list, barrel] = match;
            const barrelFile = (await build.resolve(barrel!, { resolveDir, kind: 'import-statement' })).path;
            if (!barrelFile) return statement;
            const origins = await originsOf(barrelFile);
            const parts = specifiers(list!);
            // Anything the map cannot place keeps the barrel import as it was.
            if (parts.some(([name]) => !origins.has(name))) return statement;
            return parts.map(([name, bound]) => `${keyword} { ${origins.get(name)!.name} as ${bound} } from ${JSON.stringify(origins.get(name)!.file)};`).join('\n');
          }),
        );
        let index = 0;
        const contents = text.replace(BARREL_IMPORT, () => replacements[index++]!);
        return { contents, loader: 'js', resolveDir };
      });
    },
  };
}
