import type * as esbuild from 'esbuild';

/** The output esbuild built for an entry point or a dynamically imported module, by the end of its source path. */
export function outputOf(metafile: esbuild.Metafile, sourceSuffix: string): string {
  const found = Object.entries(metafile.outputs).find(([file, output]) => file.endsWith('.js') && output.entryPoint?.endsWith(sourceSuffix));
  if (!found) throw new Error(`No output for ${sourceSuffix}`);
  return found[0];
}

/** The outputs that must load before these can run: themselves and their static imports, transitively. */
export function staticClosure(metafile: esbuild.Metafile, starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const item of metafile.outputs[file]?.imports ?? []) if (item.kind === 'import-statement' && !item.external) visit(item.path);
  };
  starts.forEach(visit);
  return seen;
}

/** The total bytes of a set of outputs. */
export function bytesOf(metafile: esbuild.Metafile, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += metafile.outputs[file]?.bytes ?? 0;
  return total;
}
