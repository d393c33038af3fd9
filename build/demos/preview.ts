import ts from 'typescript';

/** A demo's source parsed once (with parent links) for everything that reads its syntax: preview and imports. */
export function parseDemoSource(source: string): ts.SourceFile {
  return ts.createSourceFile('demo.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

/** The longest JSX preview shown while a demo's code is collapsed. */
export const MAX_PREVIEW_LINES = 16;

function defaultExportedFunction(file: ts.SourceFile): ts.FunctionLikeDeclaration | null {
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)) return statement;
  }
  return null;
}

function returnedJsx(body: ts.Block): ts.Expression | null {
  const last = [...body.statements].reverse().find(ts.isReturnStatement);
  let expression = last?.expression;
  while (expression && ts.isParenthesizedExpression(expression)) expression = expression.expression;
  if (!expression) return null;
  return ts.isJsxElement(expression) || ts.isJsxFragment(expression) || ts.isJsxSelfClosingElement(expression) ? expression : null;
}

function dedent(text: string, indent: number): string {
  return text
    .split('\n')
    .map((line, index) => (index === 0 ? line : line.slice(Math.min(indent, line.length - line.trimStart().length))))
    .join('\n');
}

/**
 * The short JSX preview of a demo: what its default-exported function returns, when that is at most
 * {@link MAX_PREVIEW_LINES} lines; `null` otherwise (the toolbar then offers only the full code).
 */
export function extractPreview(source: string, file: ts.SourceFile = parseDemoSource(source)): string | null {
  const fn = defaultExportedFunction(file);
  if (!fn?.body || !ts.isBlock(fn.body)) return null;
  const jsx = returnedJsx(fn.body);
  if (!jsx) return null;
  const start = jsx.getStart(file);
  const column = file.getLineAndCharacterOfPosition(start).character;
  const text = dedent(source.slice(start, jsx.getEnd()), column);
  return text.split('\n').length <= MAX_PREVIEW_LINES ? text : null;
}
