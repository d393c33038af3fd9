// Dev mode: a page's compiled MDX is swapped into the loaded server bundle without re-bundling, so the
// bundle keeps, per page, the very module objects its imports resolved to (demo descriptors, JSX runtime).

/** The name of the export that holds a page module's imports in a dev server bundle. */
export const PAGE_IMPORTS_EXPORT = '__devImports';

/** The name of the export that holds a demo's file and imports beside its descriptor, in a dev server bundle. */
export const DEMO_EXPORT = '__devDemoImports';

/**
 * The module specifiers a module imports for their values, in order: compiled MDX and demos put every
 * import before their code. Type-only imports are left out (their modules may hold types only).
 */
export function importSpecifiers(code: string): string[] {
  return specifiersOfImportLines(code.split(/^(?:export |function )/m)[0] ?? '');
}

/**
 * The module specifiers of every line-start import of a module, wherever it stands: compiled MDX keeps
 * an import written below an export there, where `importSpecifiers` (the header only) does not look.
 */
export function everyImportSpecifier(code: string): string[] {
  return specifiersOfImportLines(code);
}

// Each line-start value import (`import x from '…'`, `import '…'`), once, in order.
function specifiersOfImportLines(text: string): string[] {
  return [...new Set([...text.matchAll(/^import\s(?!type\s)(?:[^;'"]*?\sfrom\s*)?(['"])([^'"]+)\1/gm)].map((match) => match[2]!))];
}

/** Appends to a module an export of every module it imports (and of `extra` ones), keyed by specifier. */
export function withImportCapture(code: string, extra: readonly string[] = []): string {
  const specifiers = [...new Set([...importSpecifiers(code), ...extra])];
  const imports = specifiers.map((specifier, index) => `import * as __devImport${index} from ${JSON.stringify(specifier)};`);
  const entries = specifiers.map((specifier, index) => `${JSON.stringify(specifier)}: __devImport${index}`);
  return `${code}\n${imports.join('\n')}\nexport const ${PAGE_IMPORTS_EXPORT} = { ${entries.join(', ')} };\n`;
}
