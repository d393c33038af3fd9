import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parseDemoSource } from './preview';
import { ROOT } from '../paths';

/** The npm package an import specifier belongs to: `@mui/material/Button` → `@mui/material`. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

// Packages whose styled components need Emotion next to them in a sandbox.
const NEEDS_EMOTION = /^@mui\/(material|joy|system|lab|icons-material|base)$/;

/** The packages a stand-alone copy of a demo needs: its imports, React, and Emotion for the styled libraries. */
export function demoPackages(imports: readonly string[]): string[] {
  const packages = new Set<string>(['react', 'react-dom']);
  for (const specifier of imports) {
    const name = packageOf(specifier);
    if (name) packages.add(name);
  }
  if ([...packages].some((name) => NEEDS_EMOTION.test(name))) {
    packages.add('@emotion/react');
    packages.add('@emotion/styled');
  }
  return [...packages].sort();
}

const versions = new Map<string, string>();

/** The installed version of a package: the documented version, since demos run the installed packages. */
export function installedVersion(name: string, root = ROOT): string {
  let version = versions.get(name);
  if (!version) {
    const manifest = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
    version = manifest.version;
    versions.set(name, version);
  }
  return version;
}

/** What a demo takes from one module: the names it imports (`default` for a default import), or `*` for the whole namespace. */
export type ImportedNames = string[] | '*';

/**
 * The runtime imports of a module's source, in order of appearance, with what each takes: type-only
 * imports and type-only names are left out, and a side-effect import takes no names.
 */
export function importBindings(source: string, file: ts.SourceFile = parseDemoSource(source)): Map<string, ImportedNames> {
  const found = new Map<string, ImportedNames>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (clause?.isTypeOnly) continue;
    const specifier = statement.moduleSpecifier.text;
    const names: ImportedNames = [];
    if (clause?.name) names.push('default');
    const bindings = clause?.namedBindings;
    const taken: ImportedNames = bindings && ts.isNamespaceImport(bindings) ? '*' : names;
    if (taken !== '*' && bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) if (!element.isTypeOnly) taken.push((element.propertyName ?? element.name).text);
    }
    found.set(specifier, mergeImportedNames(found.get(specifier), taken));
  }
  return found;
}

/** What two imports of one module take together. */
export function mergeImportedNames(first: ImportedNames | undefined, second: ImportedNames): ImportedNames {
  if (first === undefined) return second;
  if (first === '*' || second === '*') return '*';
  return [...new Set([...first, ...second])];
}
