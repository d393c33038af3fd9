import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../paths';

/** The native TypeScript compiler (TypeScript 7, installed as `typescript-native`): its executable and version. */
export interface NativeCompiler {
  executable: string;
  version: string;
}

let found: NativeCompiler | null = null;

/**
 * Finds the native compiler's executable in the platform package that `typescript-native` installs
 * beside itself (`@typescript/typescript-linux-x64`), as its own `bin/tsc` does, so a check can be a
 * child process of ours that a cancelled build kills, not a wrapper around one.
 */
export function nativeCompiler(): NativeCompiler {
  if (found) return found;
  const fromProject = createRequire(path.join(ROOT, 'package.json'));
  const packageDir = path.dirname(fromProject.resolve('typescript-native/package.json'));
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const platformPackage = `@typescript/typescript-${process.platform}-${process.arch}`;
  const platformDir = path.dirname(createRequire(path.join(packageDir, 'package.json')).resolve(`${platformPackage}/package.json`));
  found = { executable: path.join(platformDir, 'lib', process.platform === 'win32' ? 'tsc.exe' : 'tsc'), version };
  return found;
}
