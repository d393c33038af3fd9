import path from 'node:path';
import type ts from 'typescript';

/** What every extraction step shares: the checker and where the packages live. */
export interface ExtractContext {
  checker: ts.TypeChecker;
  program: ts.Program;
  /** Absolute path of node_modules. */
  nodeModules: string;
  /** Owner key of a component's own declarations → that component, for naming inherited props. */
  componentOwners: Map<string, { name: string; packageName: string }>;
  /** Names of MUI System's style props (`m`, `p`, `display`…), listed once as a note instead of per component. */
  systemPropNames: ReadonlySet<string>;
}

/**
 * What a declaration file belongs to: its folder when the folder is named after an export
 * (`Button/Button.d.ts`, `Button/ButtonProps.d.ts`), otherwise the file itself (the data grid keeps
 * many components in one folder).
 */
export function ownerKey(fileName: string): string {
  const dir = path.dirname(fileName);
  return /^(?:[A-Z]|use[A-Z])\w*$/.test(path.basename(dir)) ? dir : fileName;
}

/** Whether a declaration file belongs to React's or the DOM's own types (the attributes a component passes on). */
export function isPlatformFile(fileName: string): boolean {
  return /\/node_modules\/(?:@types\/react|typescript\/lib|csstype)\//.test(fileName);
}

/** A file path relative to node_modules, with forward slashes. */
export function relativeToNodeModules(context: ExtractContext, fileName: string): string {
  return path.relative(context.nodeModules, fileName).split(path.sep).join('/');
}

/** The first declaration file of a symbol. */
export function declarationFile(symbol: ts.Symbol): string | undefined {
  return symbol.declarations?.[0]?.getSourceFile().fileName;
}
