import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writtenSince } from '../bundle/inputHashes';
import { writeFileAtomically } from '../cacheFiles';
import { CACHE_DIR, ROOT } from '../paths';
import { nativeCompiler } from './nativeCompiler';

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

/**
 * Where a project's code blocks are written to be checked: a tree that mirrors the project's, inside its
 * `node_modules` so that packages resolve from there as from the page (whatever `DOCS_CACHE_DIR` says),
 * and joined to the project by `rootDirs`, so a block's relative import finds the page's own files.
 * A project whose `node_modules` is a link to another's (the bench's project copies) gets a tree of its
 * own there; a project with its own `node_modules`, copied with it (the bad-input tests' hard-linked
 * copies), keeps the same place, so the compiler's build info, copied too, still names its blocks.
 */
function blockTreeOf(root: string): string {
  const modules = path.join(root, 'node_modules');
  const linked = existsSync(modules) && lstatSync(modules).isSymbolicLink();
  return path.join(modules, '.cache', 'docs-code-blocks', linked ? sha1(root).slice(0, 12) : 'project');
}

// A block is checked as a file of its own beside its page: `index.mdx.block16.tsx` for the block whose fence is on line 16.
function blockFileOf(block: CodeBlockInput, root: string, tree: string): string {
  return path.join(tree, path.relative(root, `${block.file}.block${block.line}.${block.language}`));
}

const sha1 = (text: string | Buffer): string => createHash('sha1').update(text).digest('hex');

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Writes the blocks' files into `tree` (only those whose text changed, so the build info sees them unchanged) and removes stale ones. */
async function writeBlockFiles(blocks: ReadonlyMap<string, CodeBlockInput>, tree: string): Promise<void> {
  // One at a time (a 1,600-page tree has thousands of blocks; all at once could run out of file
  // descriptors), each under a temporary name, then renamed: a parallel build may write the same file.
  for (const [file, block] of blocks) if (!existsSync(file) || readOrEmpty(file) !== block.source) await writeFileAtomically(file, block.source);
  let present: string[] = [];
  try {
    present = readdirSync(tree, { recursive: true, encoding: 'utf8' });
  } catch {
    return;
  }
  for (const name of present) {
    const file = path.join(tree, name);
    if (/\.block\d+\.tsx?$/.test(name) && !blocks.has(file)) rmSync(file, { force: true });
  }
}

/** The key of everything a check depends on besides the project's own files: compiler, config, lockfile. */
function environmentKey(root: string): string[] {
  return [nativeCompiler().version, readOrEmpty(path.join(root, 'tsconfig.json')), readOrEmpty(path.join(root, 'package-lock.json'))];
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

/** Whether a remembered clean check still holds: every project file the program read, and every block, is unchanged. */
function stillClean(cacheFile: string, blockTexts: ReadonlyMap<string, string>): boolean {
  const remembered = readOrEmpty(cacheFile);
  if (!remembered) return false;
  try {
    const inputs = JSON.parse(remembered) as Record<string, string>;
    return Object.entries(inputs).every(([file, hash]) => sha1(blockTexts.get(file) ?? readOrEmpty(file)) === hash);
  } catch {
    return false;
  }
}

/**
 * Remembers a clean check: a hash of each project file the program read (package types are covered by
 * the lockfile in the key) and of each block. Not when a project file was written after the check began
 * (`checkStarted`): the compiler may have read the text from before the edit, which a hash taken now
 * would vouch for.
 */
async function rememberClean(cacheFile: string, projectFiles: readonly string[], blockTexts: ReadonlyMap<string, string>, checkStarted: number): Promise<void> {
  if (await writtenSince(projectFiles, checkStarted)) return;
  const inputs = Object.fromEntries([...projectFiles.map((file) => [file, sha1(readOrEmpty(file))]), ...[...blockTexts].map(([file, text]) => [file, sha1(text)])]);
  // Under a temporary name, then renamed: the background check and a parallel build may share the cache.
  await writeFileAtomically(cacheFile, JSON.stringify(inputs));
}

/** The program's configuration: the project's tsconfig.json, narrowed to these files, as modules, with the build info. */
function checkConfig(root: string, tree: string, rootNames: readonly string[], buildInfoFile: string): string {
  return JSON.stringify({
    extends: path.join(root, 'tsconfig.json'),
    compilerOptions: {
      noEmit: true,
      // Every file is a module, so two blocks that both declare `theme` do not collide in the global scope.
      moduleDetection: 'force',
      incremental: true,
      tsBuildInfoFile: buildInfoFile,
      rootDirs: [root, tree],
    },
    files: rootNames,
    // Else the project's `include` would be inherited and the whole project checked.
    include: [],
  });
}

/** An error's place in its file (1-based) and its message. */
interface ErrorAt {
  line: number;
  column: number;
  message: string;
}

/** What the compiler printed: its errors by file (absolute), errors that name no file, and the files it read. */
interface CompilerReport {
  errors: Map<string, ErrorAt[]>;
  unlocated: string[];
  files: string[];
}

const LOCATED_ERROR = /^(.+)\((\d+),(\d+)\): error TS\d+: (.*)$/;

/** Reads `tsc --pretty false --listFiles` output: located errors (continuation lines are indented), global errors, then the files. */
function parseCompilerOutput(output: string, cwd: string): CompilerReport {
  const report: CompilerReport = { errors: new Map(), unlocated: [], files: [] };
  let last: ErrorAt | null = null;
  for (const line of output.split('\n')) {
    const located = LOCATED_ERROR.exec(line);
    if (located) {
      const file = path.resolve(cwd, located[1]!);
      last = { line: Number(located[2]), column: Number(located[3]), message: located[4]! };
      report.errors.set(file, [...(report.errors.get(file) ?? []), last]);
    } else if (/^error TS\d+: /.test(line)) {
      report.unlocated.push(line);
      last = null;
    } else if (/^\s+\S/.test(line) && last) {
      last.message += `\n${line.trim()}`;
    } else if (path.isAbsolute(line.trim())) {
      report.files.push(line.trim());
      last = null;
    }
  }
  return report;
}

/** The niceness of the check's process: the build's threads come first. */
const CHECK_NICENESS = 10;

function lowerPriority(pid: number): void {
  try {
    os.setPriority(pid, CHECK_NICENESS);
  } catch {
    // Not allowed here, or the process is already gone: the check still runs, at the usual priority.
  }
}

/** Runs the native compiler; resolves with its output once it exits, or rejects when it could not check at all. */
function runCompiler(args: readonly string[], cwd: string, signal: AbortSignal | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(nativeCompiler().executable, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], ...(signal ? { signal } : {}) });
    // Below the build's own threads: its verdict is needed only before publishing, and on two cores the
    // bundles and the rendering would otherwise wait for it. It then runs mostly while the single-threaded
    // rendering leaves a core idle.
    if (child.pid !== undefined) lowerPriority(child.pid);
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      const output = Buffer.concat(stdout).toString('utf8');
      // 0: clean; 1 and 2: diagnostics were reported. Anything else (a crash, a signal) is no verdict.
      if (code === 0 || code === 1 || code === 2) resolve(output);
      else reject(new Error(`The type check stopped (exit code ${code}) before it reported.\n${Buffer.concat(stderr).toString('utf8')}${output}`.trim()));
    });
  });
}

/** Options of `typeCheckDemos`; tests point the cache elsewhere and watch whether a check ran. */
export interface TypeCheckOptions {
  cacheDir?: string;
  onCheck?: () => void;
  /** Pages' fenced ts/tsx blocks, checked in the same program as the demos. */
  codeBlocks?: readonly CodeBlockInput[];
  /** Stops the compiler (the build failed anyway); the promise then rejects. */
  signal?: AbortSignal;
}

/**
 * Type-checks demo files and pages' fenced ts/tsx blocks with the project's compiler settings
 * (DESIGN.md §10: a demo that does not type-check stops the build; issue 23 §3: so does a code block),
 * in one program of the native TypeScript compiler, in a process of its own. Only errors inside the
 * demos and blocks themselves are reported. A clean result is remembered with a hash of every project
 * file the check read, so a warm build whose demos and their imports did not change skips the check;
 * errors are never remembered.
 */
export async function typeCheckDemos(files: readonly string[], root = ROOT, { cacheDir = CACHE_DIR, onCheck, codeBlocks = [], signal }: TypeCheckOptions = {}): Promise<DemoTypeError[]> {
  if (files.length === 0 && codeBlocks.length === 0) return [];
  const tree = blockTreeOf(root);
  const blocks = new Map(codeBlocks.map((block) => [blockFileOf(block, root, tree), block]));
  const blockTexts = new Map([...blocks].map(([file, block]) => [file, block.source]));
  const rootNames = [...files, ...blocks.keys()];
  const cacheFile = cacheFileFor(rootNames, root, cacheDir);
  if (stillClean(cacheFile, blockTexts)) return [];
  onCheck?.();
  await writeBlockFiles(blocks, tree);
  // Beside the blocks, inside the project: `types` and `typeRoots` are looked up from the config's folder up.
  const configFile = path.join(root, 'node_modules', '.cache', `docs-typecheck-${process.pid}-${sha1(cacheFile).slice(0, 8)}.json`);
  await writeFileAtomically(configFile, checkConfig(root, tree, rootNames, buildInfoFileFor(root, cacheDir)));
  let report: CompilerReport;
  const checkStarted = Date.now();
  try {
    // One checker: on two cores the build's other work wants the second, and more checkers repeat work on MUI's types.
    report = parseCompilerOutput(await runCompiler(['-p', configFile, '--pretty', 'false', '--listFiles', '--checkers', '1'], root, signal), root);
  } finally {
    rmSync(configFile, { force: true });
  }
  // Errors in a tsconfig (located in its JSON) or in none: the program was not the one meant, so no verdict.
  const configErrors = [...report.errors].filter(([file]) => file.endsWith('.json')).flatMap(([file, list]) => list.map((error) => `${file}:${error.line}:${error.column}: ${error.message}`));
  if (report.unlocated.length > 0 || configErrors.length > 0) throw new Error(`The type check could not run:\n${[...report.unlocated, ...configErrors].join('\n')}`);
  const errors: DemoTypeError[] = [];
  for (const file of rootNames) {
    const block = blocks.get(file);
    for (const { line, column, message } of report.errors.get(file) ?? []) {
      // A block's code starts on the line after its fence.
      if (block) errors.push({ file: block.file, line: block.line + line, column, message, inCodeBlock: true });
      else errors.push({ file, line, column, message });
    }
  }
  if (errors.length === 0) await rememberClean(cacheFile, report.files.filter((file) => file.startsWith(`${root}${path.sep}`) && !file.includes(`${path.sep}node_modules${path.sep}`)), blockTexts, checkStarted);
  return errors;
}
