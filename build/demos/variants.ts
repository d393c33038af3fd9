import { promises as fs } from 'node:fs';
import type { CodeStyling } from '../../site/demos/codePreferences';

/** File suffixes of code-styling variants beside a demo: `Name.css.tsx`, `Name.tailwind.tsx`. */
export const STYLING_SUFFIXES: ReadonlyArray<[suffix: string, styling: CodeStyling]> = [
  ['tailwind', 'Tailwind'],
  ['css', 'CSS'],
];

/** The variant file of a demo for a suffix: `/x/demos/Name.tsx` + `css` → `/x/demos/Name.css.tsx`. */
export function variantFile(demoFile: string, suffix: string): string {
  return demoFile.replace(/\.tsx$/, `.${suffix}.tsx`);
}

/** The code-styling variants the demo's folder provides, in switch order. */
export async function findStylingVariants(demoFile: string): Promise<Array<{ styling: CodeStyling; file: string }>> {
  const found: Array<{ styling: CodeStyling; file: string }> = [];
  for (const [suffix, styling] of STYLING_SUFFIXES) {
    const file = variantFile(demoFile, suffix);
    if (await fs.stat(file).then((stat) => stat.isFile(), () => false)) found.push({ styling, file });
  }
  return found;
}
