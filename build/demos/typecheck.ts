import path from 'node:path';
import ts from 'typescript';
import { ROOT } from '../paths';

/** One type error in a demo, located for a build error. */
export interface DemoTypeError {
  file: string;
  line: number;
  column: number;
  message: string;
}

function compilerOptions(root: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error('tsconfig.json could not be read');
  return { ...parsed.options, noEmit: true };
}

/**
 * Type-checks demo files with the project's compiler settings (DESIGN.md §10: a demo that does not
 * type-check stops the build). Only errors inside the demos themselves are reported.
 */
export function typeCheckDemos(files: readonly string[], root = ROOT): DemoTypeError[] {
  if (files.length === 0) return [];
  const program = ts.createProgram([...files], compilerOptions(root));
  const errors: DemoTypeError[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    for (const diagnostic of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      errors.push({ file, line: line + 1, column: character + 1, message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n') });
    }
  }
  return errors;
}
