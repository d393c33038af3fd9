import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CACHE_DIR, ROOT } from '../paths';

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

const sha1 = (text: string | Buffer): string => createHash('sha1').update(text).digest('hex');

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Where the clean result for this set of demos, this compiler, config and lockfile is remembered. */
function cacheFileFor(files: readonly string[], root: string, cacheDir: string): string {
  const key = sha1([ts.version, readOrEmpty(path.join(root, 'tsconfig.json')), readOrEmpty(path.join(root, 'package-lock.json')), ...[...files].sort()].join('\0'));
  return path.join(cacheDir, 'typecheck', `${key}.json`);
}

/** Whether a remembered clean check still holds: every project file the program read is unchanged. */
function stillClean(cacheFile: string): boolean {
  const remembered = readOrEmpty(cacheFile);
  if (!remembered) return false;
  try {
    const inputs = JSON.parse(remembered) as Record<string, string>;
    return Object.entries(inputs).every(([file, hash]) => sha1(readOrEmpty(file)) === hash);
  } catch {
    return false;
  }
}

function rememberClean(cacheFile: string, program: ts.Program): void {
  // Package types are covered by the lockfile in the key; the project's own files are hashed here.
  const inputs = Object.fromEntries(
    program
      .getSourceFiles()
      .filter((source) => !source.fileName.includes('/node_modules/') && !program.isSourceFileDefaultLibrary(source))
      .map((source) => [source.fileName, sha1(source.text)]),
  );
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  // Under a temporary name, then renamed: the background check and a parallel build may share the cache.
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(inputs));
  renameSync(temporary, cacheFile);
}

/** Options of `typeCheckDemos`; tests point the cache elsewhere and watch whether a check ran. */
export interface TypeCheckOptions {
  cacheDir?: string;
  onCheck?: () => void;
}

/**
 * Type-checks demo files with the project's compiler settings (DESIGN.md §10: a demo that does not
 * type-check stops the build). Only errors inside the demos themselves are reported. A clean result
 * is remembered with a hash of every project file the check read, so a warm build whose demos and
 * their imports did not change skips the check (a few seconds); errors are never remembered.
 */
export function typeCheckDemos(files: readonly string[], root = ROOT, { cacheDir = CACHE_DIR, onCheck }: TypeCheckOptions = {}): DemoTypeError[] {
  if (files.length === 0) return [];
  const cacheFile = cacheFileFor(files, root, cacheDir);
  if (stillClean(cacheFile)) return [];
  onCheck?.();
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
  if (errors.length === 0) rememberClean(cacheFile, program);
  return errors;
}
