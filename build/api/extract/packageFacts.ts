import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { ApiPathImport } from '../../../site/api/types';
import type { ExtractContext } from './context';

/** Runtime class-name objects of a package, e.g. `buttonClasses` → `{ root: 'MuiButton-root' }`. */
export type RuntimeClasses = Record<string, Record<string, string>>;

/** Facts about one package that every component of it needs. */
export interface PackageFacts {
  packageName: string;
  /** Keys of the package's theme `components` (`MuiButton`, `JoyButton`). */
  themeNames: string[];
  /** Exported `*Classes` interfaces by name. */
  classesInterfaces: Map<string, ts.Symbol>;
  runtimeClasses: RuntimeClasses;
  /** The global class name when the runtime object does not list a key. */
  fallbackClassName: (component: string, key: string) => string;
  /** The subpath import of an export declared in `file`, if the package has one. */
  pathImportOf: (name: string, file: string) => ApiPathImport | undefined;
}

/** Where to find a package's theme component names: an interface whose keys they are. */
export interface ThemeNamesSource {
  file: string;
  interfaceName: string;
}

/** Keys of an interface declared in a file of the program. */
export function interfaceKeys(program: ts.Program, file: string, interfaceName: string): string[] {
  const source = program.getSourceFile(file);
  if (!source) return [];
  const keys: string[] = [];
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === interfaceName) {
      for (const member of node.members) if (member.name && ts.isIdentifier(member.name)) keys.push(member.name.text);
    }
  });
  return keys;
}

const DEFAULT_EXPORT = /export\s*\{\s*default\b|export\s+default\b/;

/** A function answering the subpath import of an export, from the folder its declaration sits in. */
export function pathImportResolver(packageName: string, context: ExtractContext): PackageFacts['pathImportOf'] {
  const packageRoot = path.join(context.nodeModules, packageName);
  return (name, file) => {
    const [folder] = path.relative(packageRoot, file).split(path.sep);
    if (!folder || !/^(?:[A-Z]|use[A-Z])\w*$/.test(folder)) return undefined;
    const index = path.join(packageRoot, folder, 'index.d.ts');
    if (!existsSync(index)) return undefined;
    const isDefault = folder === name && DEFAULT_EXPORT.test(readFileSync(index, 'utf8'));
    return { source: `${packageName}/${folder}`, isDefault };
  };
}

/** The exported `*Classes` interfaces of a module. */
export function classesInterfacesOf(exports: readonly ts.Symbol[], checker: ts.TypeChecker): Map<string, ts.Symbol> {
  const found = new Map<string, ts.Symbol>();
  for (const exported of exports) {
    if (!exported.name.endsWith('Classes')) continue;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) found.set(exported.name, symbol);
  }
  return found;
}

/** Loads the package's Node entry and keeps its `*Classes` objects: the class names the components really use. */
export async function loadRuntimeClasses(packageRoot: string): Promise<RuntimeClasses> {
  const manifest = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { main?: string };
  const module = (await import(pathToFileURL(path.join(packageRoot, manifest.main ?? 'index.js')).href)) as Record<string, unknown>;
  const classes: RuntimeClasses = {};
  for (const [key, value] of Object.entries(module)) {
    if (!key.endsWith('Classes') || value === null || typeof value !== 'object') continue;
    const entries = Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    classes[key] = Object.fromEntries(entries);
  }
  return classes;
}
