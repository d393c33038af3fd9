import ts from 'typescript';

/** What a declaration's JSDoc says, in the shape the API model stores. */
export interface DocComment {
  description: string;
  default?: string;
  deprecated?: string;
  /** Pathnames of the demo pages listed in a "Demos:" block, e.g. `/base-ui/react-button`. */
  demoPaths: string[];
  /** Component named by an "inherits [X API](…)" line. */
  inherits?: string;
}

const DOCS_URL = /https?:\/\/(?:next\.)?mui\.com(\/[^)\s#]*)/g;

/** Splits off the generated "Demos: … API: …" block MUI appends to component docs; returns prose and links. */
export function splitDemosBlock(text: string): { prose: string; demoPaths: string[]; inherits?: string } {
  const start = text.search(/^\s*Demos:\s*$/m);
  const apiStart = text.search(/^\s*API:\s*$/m);
  const cut = [start, apiStart].filter((index) => index >= 0);
  if (cut.length === 0) return { prose: text.trim(), demoPaths: [] };
  const first = Math.min(...cut);
  const demosBlock = start >= 0 ? text.slice(start, apiStart > start ? apiStart : undefined) : '';
  const apiBlock = apiStart >= 0 ? text.slice(apiStart) : '';
  const demoPaths = [...demosBlock.matchAll(DOCS_URL)].map((match) => match[1]!.replace(/\/$/, ''));
  const inherits = /inherits\s+\[(\w+) API\]/.exec(apiBlock)?.[1];
  return { prose: text.slice(0, first).trim(), demoPaths: [...new Set(demoPaths)], ...(inherits ? { inherits } : {}) };
}

function tagText(tag: ts.JSDocTagInfo): string {
  return ts.displayPartsToString(tag.text).trim();
}

/** Reads description, `@default`, `@deprecated` and the demos block of a symbol's JSDoc. */
export function readDocComment(symbol: ts.Symbol, checker: ts.TypeChecker): DocComment {
  const raw = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  const { prose, demoPaths, inherits } = splitDemosBlock(raw);
  const comment: DocComment = { description: prose, demoPaths, ...(inherits ? { inherits } : {}) };
  for (const tag of symbol.getJsDocTags(checker)) {
    if (tag.name === 'default') comment.default = tagText(tag);
    else if (tag.name === 'deprecated') comment.deprecated = tagText(tag);
  }
  return comment;
}

/** Whether the JSDoc marks the symbol as not for public use (`@ignore`, `@internal`). */
export function isHidden(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  return symbol.getJsDocTags(checker).some((tag) => tag.name === 'ignore' || tag.name === 'internal');
}
