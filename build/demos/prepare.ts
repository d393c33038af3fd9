import { highlightToHtml, highlightToHtmlAs } from '../content/highlight';
import type { DemoCode } from '../../site/demos/types';
import { deriveJs } from './deriveJs';
import { demoPackages, importBindings, installedVersion, type ImportedNames } from './dependencies';
import { extractPreview, parseDemoSource } from './preview';

/** Everything the build derives from one demo file (STYLE.md: write each demo once). */
export interface PreparedDemo {
  code: DemoCode;
  /** Highlighted short JSX preview, or `null` when the demo has none. */
  previewHtml: string | null;
  /** Each runtime import, in source order, with what the demo takes from it: what live editing may use. */
  importedNames: Record<string, ImportedNames>;
}

/** Derives the JS twin, both highlighted sources, the preview and the pinned dependencies of a demo. */
export async function prepareDemo(tsSource: string): Promise<PreparedDemo> {
  const jsSource = await deriveJs(tsSource);
  const syntax = parseDemoSource(tsSource);
  const preview = extractPreview(tsSource, syntax);
  const bindings = importBindings(tsSource, syntax);
  const [[tsHtml, jsHtml], previewHtml] = await Promise.all([
    // A demo without types is its own JS twin (deriveJs): highlighted once, labelled for both languages.
    // A JS twin is highlighted with the TSX grammar too (it colours the site's 599 twins exactly as the
    // JSX one does), so its lines, nearly all the TS source's, come from the line cache (twoThemeTokens.ts).
    jsSource === tsSource ? highlightToHtmlAs(tsSource, 'tsx', ['tsx', 'jsx']) : Promise.all([highlightToHtml(tsSource, 'tsx'), highlightToHtmlAs(jsSource, 'tsx', ['jsx']).then(([html]) => html)]),
    preview === null ? Promise.resolve(null) : highlightToHtml(preview, 'tsx'),
  ]);
  const dependencies = Object.fromEntries(demoPackages([...bindings.keys()]).map((name) => [name, installedVersion(name)]));
  return { code: { TS: { source: tsSource, html: tsHtml }, JS: { source: jsSource, html: jsHtml }, dependencies }, previewHtml, importedNames: Object.fromEntries(bindings) };
}
