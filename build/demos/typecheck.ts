import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CACHE_DIR, ROOT } from '../paths';

/** One type error in a demo or in a page's code block (then `file` is the MDX file), located for a build error. */
export interface DemoTypeError {
  file: string;
  line: number;
  column: number;
  message: string;
  /** Set when the error is inside a fenced code block of an MDX page. */
  inCodeBlock?: true;
}

/** A fenced ts/tsx block of a page to check: its MDX file, the fence's line, its language and code. */
export interface CodeBlockInput {
  file: string;
  line: number;
  language: 'ts' | 'tsx';
  source: string;
}

// A block is checked as a file of its own beside its page (so imports resolve as from the page), which
// exists only in the compiler host: `index.mdx.block16.tsx` for the block whose fence is on line 16.
function virtualFileOf(block: CodeBlockInput): string {
  return `${block.file}.block${block.line}.${block.language}`;
}

// The incremental host versions every file by a hash of its text, so the build info can tell what changed.
function hostWith(options: ts.CompilerOptions, virtual: ReadonlyMap<string, string>): ts.CompilerHost {
  const host = ts.createIncrementalCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => virtual.has(file) || fileExists.call(host, file);
  host.readFile = (file) => virtual.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = virtual.get(file);
    if (text === undefined) return getSourceFile.call(host, file, language, ...rest);
    // The builder compares files by this version, as it does for the files the host read from disk.
    return Object.assign(ts.createSourceFile(file, text, language, true), { version: sha1(text) });
  };
  // Under a temporary name, then renamed: a parallel build may share the build info.
  host.writeFile = (file, text) => {
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  };
  return host;
}

function compilerOptions(root: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error('tsconfig.json could not be read');
  // Every file is a module, so two blocks that both declare `theme` do not collide in the global scope.
  return { ...parsed.options, noEmit: true, moduleDetection: ts.ModuleDetectionKind.Force };
}

const sha1 = (text: string | Buffer): string => createHash('sha1').update(text).digest('hex');

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The key of everything a check depends on besides the project's own files: compiler, config, lockfile. */
function environmentKey(root: string): string[] {
  return [ts.version, readOrEmpty(path.join(root, 'tsconfig.json')), readOrEmpty(path.join(root, 'package-lock.json'))];
}

/** Where the clean result for this set of demos, this compiler, config, lockfile and project folder is remembered. */
function cacheFileFor(files: readonly string[], root: string, cacheDir: string): string {
  // The project folder is part of the key: the remembered result names the files it read by absolute path.
  const key = sha1([...environmentKey(root), root, ...[...files].sort()].join('\0'));
  return path.join(cacheDir, 'typecheck', `${key}.json`);
}

/**
 * TypeScript's own incremental state (per file: version and diagnostics) for this project, whatever the
 * set of demos: after one demo changed, only that demo and what imports it are checked again. The build
 * info names files relative to its own folder, so its key holds where the project sits from the cache
 * rather than the project's absolute folder: a copy of the project carrying a copy of its cache (the
 * bad-input tests) resumes from the same state, and TypeScript still checks every file whose text differs.
 */
function buildInfoFileFor(root: string, cacheDir: string): string {
  return path.join(cacheDir, 'typecheck', `${sha1([...environmentKey(root), path.relative(cacheDir, root)].join('\0'))}.tsbuildinfo`);
}

/** Whether a remembered clean check still holds: every project file the program read is unchanged. */
function stillClean(cacheFile: string, virtual: ReadonlyMap<string, string>): boolean {
  const remembered = readOrEmpty(cacheFile);
  if (!remembered) return false;
  try {
    const inputs = JSON.parse(remembered) as Record<string, string>;
    return Object.entries(inputs).every(([file, hash]) => sha1(virtual.get(file) ?? readOrEmpty(file)) === hash);
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
  /** Pages' fenced ts/tsx blocks, checked in the same program as the demos. */
  codeBlocks?: readonly CodeBlockInput[];
}

/**
 * Type-checks demo files and pages' fenced ts/tsx blocks with the project's compiler settings
 * (DESIGN.md §10: a demo that does not type-check stops the build; issue 23 §3: so does a code block).
 * Only errors inside the demos and blocks themselves are reported. A clean result
 * is remembered with a hash of every project file the check read, so a warm build whose demos and
 * their imports did not change skips the check (a few seconds); errors are never remembered.
 */
export function typeCheckDemos(files: readonly string[], root = ROOT, { cacheDir = CACHE_DIR, onCheck, codeBlocks = [] }: TypeCheckOptions = {}): DemoTypeError[] {
  if (files.length === 0 && codeBlocks.length === 0) return [];
  const blocks = new Map(codeBlocks.map((block) => [virtualFileOf(block), block]));
  const virtual = new Map([...blocks].map(([file, block]) => [file, block.source]));
  const rootNames = [...files, ...blocks.keys()];
  const cacheFile = cacheFileFor(rootNames, root, cacheDir);
  if (stillClean(cacheFile, virtual)) return [];
  onCheck?.();
  const options: ts.CompilerOptions = { ...compilerOptions(root), incremental: true, tsBuildInfoFile: buildInfoFileFor(root, cacheDir) };
  const builder = ts.createIncrementalProgram({ rootNames, options, host: hostWith(options, virtual) });
  const program = builder.getProgram();
  // The whole program at once: only then does the builder mark every file checked in its build info
  // (asked file by file, it keeps them all pending and the next build checks everything again).
  const semantic = new Map<string, ts.Diagnostic[]>();
  for (const diagnostic of builder.getSemanticDiagnostics()) {
    const file = diagnostic.file?.fileName ?? '';
    semantic.set(file, [...(semantic.get(file) ?? []), diagnostic]);
  }
  const errors: DemoTypeError[] = [];
  for (const file of rootNames) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const block = blocks.get(file);
    for (const diagnostic of [...builder.getSyntacticDiagnostics(source), ...(semantic.get(source.fileName) ?? [])]) {
      const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      // A block's code starts on the line after its fence.
      if (block) errors.push({ file: block.file, line: block.line + 1 + line, column: character + 1, message, inCodeBlock: true });
      else errors.push({ file, line: line + 1, column: character + 1, message });
    }
  }
  // With noEmit, emitting writes only the build info (errors included: they stay true until their file changes).
  builder.emit();
  if (errors.length === 0) rememberClean(cacheFile, program);
  return errors;
}
