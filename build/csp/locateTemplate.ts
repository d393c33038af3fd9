import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';
import { REDIRECT_ROOTS } from '../emit/redirects';

const TEMPLATE_FOLDERS = ['site', 'build'];

function sourceFiles(): string[] {
  return TEMPLATE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
}

// The template that writes an output file when the script's own text is not found in any source.
function templateByOutput(relativeFile: string): string {
  const top = relativeFile.split(path.sep)[0] ?? '';
  if ((REDIRECT_ROOTS as readonly string[]).includes(top)) return path.join(ROOT, 'build/emit/redirects.ts');
  if (relativeFile === 'offline.html') return path.join(ROOT, 'build/emit/offlinePage.ts');
  return path.join(ROOT, 'site/render/pageDocument.ts');
}

/**
 * The source file (under site/ or build/) that wrote an inline script into an output file: the one
 * holding a `<script` and the script's opening text, else the template of that kind of output.
 */
export function locateTemplate(relativeFile: string, scriptStart: string): string {
  const needle = scriptStart.trim().slice(0, 40);
  if (needle.length >= 8) {
    const found = sourceFiles().find((file) => {
      const text = readFileSync(file, 'utf8');
      return text.includes('<script') && text.includes(needle);
    });
    if (found) return found;
  }
  return templateByOutput(relativeFile);
}
