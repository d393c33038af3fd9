import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../paths';

/**
 * The source of a worker (`new Worker(source, { eval: true })`) that runs `file`, a TypeScript module
 * of this project, through tsx's require hook, whatever started this process (the CLI under tsx, or
 * vitest for the end-to-end tests).
 */
export function tsxWorkerSource(file: string): string {
  return `
const { register } = require(${JSON.stringify(createRequire(path.join(ROOT, 'package.json')).resolve('tsx/cjs/api'))});
register();
require(${JSON.stringify(path.join(ROOT, file))});
`;
}
