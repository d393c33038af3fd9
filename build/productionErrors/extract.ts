import ts from 'typescript';

/** One minified error found in a package's build: its code and its full message with `%s` placeholders. */
export interface ErrorCodeEntry {
  code: number;
  message: string;
}

function isFormatCall(node: ts.Expression): node is ts.CallExpression {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && /formatMuiErrorMessage$/.test(node.expression.text);
}

// The development message, with each `${…}` replaced by `%s` in order: formatMuiErrorMessage's
// arguments are those same expressions, in that order (MUI's error macro generates both).
function messageOf(node: ts.Expression): string | null {
  if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `%s${span.literal.text}`).join('');
  return null;
}

function stripParentheses(node: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(node) ? stripParentheses(node.expression) : node;
}

/**
 * Finds the minified errors of one built file: `process.env.NODE_ENV !== "production" ? `message` :
 * formatMuiErrorMessage(code, …args)`, the shape MUI's packages publish.
 */
export function extractErrorCodes(source: string, fileName = 'file.js'): ErrorCodeEntry[] {
  if (!source.includes('formatMuiErrorMessage')) return [];
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const found: ErrorCodeEntry[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isConditionalExpression(node)) {
      const whenFalse = stripParentheses(node.whenFalse);
      const message = messageOf(stripParentheses(node.whenTrue));
      const codeArgument = isFormatCall(whenFalse) ? whenFalse.arguments[0] : undefined;
      if (message !== null && codeArgument && ts.isNumericLiteral(codeArgument)) {
        found.push({ code: Number(codeArgument.text), message });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
