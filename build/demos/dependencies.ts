import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
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

/** The import specifiers of a module's source, in order of appearance (type-only imports excluded). */
export function importSpecifiers(source: string): string[] {
  const file = ts.createSourceFile('demo.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.importClause?.isTypeOnly) continue;
    if (!found.includes(statement.moduleSpecifier.text)) found.push(statement.moduleSpecifier.text);
  }
  return found;
}
