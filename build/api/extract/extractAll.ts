import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ApiEntry, ApiPackage } from '../../../site/api/types';
import type { ApiPackageSpec } from '../packages';
import { classifyExport, type ExportKind } from './classify';
import { declarationFile, ownerKey, type ExtractContext } from './context';
import { extractComponent } from './component';
import { extractHook } from './hook';
import { classesInterfacesOf, interfaceKeys, loadRuntimeClasses, pathImportResolver, type PackageFacts } from './packageFacts';

interface FoundExport {
  name: string;
  symbol: ts.Symbol;
  kind: Exclude<ExportKind, null>;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: [],
};

function exportsOf(program: ts.Program, checker: ts.TypeChecker, indexFile: string): ts.Symbol[] {
  const source = program.getSourceFile(indexFile);
  const module = source ? checker.getSymbolAtLocation(source) : undefined;
  if (!module) throw new Error(`The declarations of ${indexFile} could not be read.`);
  return checker.getExportsOfModule(module);
}

function findDocumented(exports: readonly ts.Symbol[], checker: ts.TypeChecker): FoundExport[] {
  return exports.flatMap((exported) => {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const kind = classifyExport(exported.name, symbol, checker);
    return kind ? [{ name: exported.name, symbol, kind }] : [];
  });
}

// Prefers the component named after its folder (`Slider` over `SliderRoot` in Slider/).
function ownersOf(found: ReadonlyMap<string, FoundExport[]>): ExtractContext['componentOwners'] {
  const owners: ExtractContext['componentOwners'] = new Map();
  for (const [packageName, list] of found) {
    for (const item of list) {
      if (item.kind !== 'component') continue;
      const file = declarationFile(item.symbol);
      if (!file) continue;
      const key = ownerKey(file);
      const current = owners.get(key);
      const named = path.basename(key).replace(/\.d\.ts$/, '') === item.name;
      if (!current || named) owners.set(key, { name: item.name, packageName });
    }
  }
  return owners;
}

// The keys of @mui/system's `SystemProps` mapped type, when that package is among those extracted.
function systemPropNames(systemExports: readonly ts.Symbol[], checker: ts.TypeChecker): Set<string> {
  const exported = systemExports.find((symbol) => symbol.name === 'SystemProps');
  if (!exported) return new Set();
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  return new Set(checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)).map((property) => property.name));
}

/**
 * Extracts every component and hook of the given packages with one TypeScript program over their
 * declaration files, so React's and the shared MUI types are checked once for all of them.
 */
export async function extractPackages(specs: readonly ApiPackageSpec[], nodeModulesPath: string): Promise<ApiPackage[]> {
  // The compiler reports real paths; a symlinked node_modules must be compared as its target.
  const nodeModules = realpathSync(nodeModulesPath);
  const indexFiles = specs.map((spec) => path.join(nodeModules, spec.packageName, 'index.d.ts'));
  const themeFiles = specs.flatMap((spec) => (spec.themeNames ? [path.join(nodeModules, spec.packageName, spec.themeNames.file)] : []));
  const program = ts.createProgram([...indexFiles, ...themeFiles], COMPILER_OPTIONS);
  const checker = program.getTypeChecker();
  const exportsByPackage = new Map(specs.map((spec, index) => [spec.packageName, exportsOf(program, checker, indexFiles[index]!)]));
  const found = new Map([...exportsByPackage].map(([packageName, exports]) => [packageName, findDocumented(exports, checker)]));
  const context: ExtractContext = { checker, program, nodeModules, componentOwners: ownersOf(found), systemPropNames: systemPropNames(exportsByPackage.get('@mui/system') ?? [], checker) };

  const packages: ApiPackage[] = [];
  for (const spec of specs) {
    const facts: PackageFacts = {
      packageName: spec.packageName,
      themeNames: spec.themeNames ? interfaceKeys(program, path.join(nodeModules, spec.packageName, spec.themeNames.file), spec.themeNames.interfaceName) : [],
      classesInterfaces: classesInterfacesOf(exportsByPackage.get(spec.packageName)!, checker),
      runtimeClasses: await loadRuntimeClasses(path.join(nodeModules, spec.packageName)),
      fallbackClassName: spec.fallbackClassName,
      pathImportOf: pathImportResolver(spec.packageName, context),
    };
    const entries: ApiEntry[] = (found.get(spec.packageName) ?? []).map((item) =>
      item.kind === 'component' ? extractComponent(item.name, item.symbol, facts, context) : extractHook(item.name, item.symbol, facts, context),
    );
    const version = (JSON.parse(readFileSync(path.join(nodeModules, spec.packageName, 'package.json'), 'utf8')) as { version: string }).version;
    packages.push({ packageName: spec.packageName, version, entries });
  }
  return packages;
}
