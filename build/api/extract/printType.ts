import ts from 'typescript';

const FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

// A type's text, by type: a checker makes each type once, and hundreds of components share the same
// prop types (`SxProps<Theme>`, `ReactNode`, `classes`), whose printing was a third of the extraction.
const printed = new WeakMap<ts.Type, string>();

/** The text of a type as a reader would write it; type parameters show their constraint. */
export function typeText(type: ts.Type, checker: ts.TypeChecker): string {
  let text = printed.get(type);
  if (text === undefined) {
    text = printedText(type, checker);
    printed.set(type, text);
  }
  return text;
}

function printedText(type: ts.Type, checker: ts.TypeChecker): string {
  if (type.flags & ts.TypeFlags.TypeParameter) {
    const constraint = checker.getBaseConstraintOfType(type);
    return constraint && !(constraint.flags & ts.TypeFlags.Unknown) ? typeText(constraint, checker) : 'unknown';
  }
  // `ElementType`'s default arguments spelled out say nothing a reader needs.
  return checker.typeToString(type, undefined, FORMAT).replace(/ElementType<any, keyof (?:JSX\.)?IntrinsicElements>/g, 'ElementType');
}

/**
 * The text of a property's type. An optional property's `| undefined` is noise for readers, so it is
 * dropped, member by member, keeping the names of aliased members such as `ReactNode`.
 */
export function propertyTypeText(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  const type = checker.getTypeOfSymbol(symbol);
  const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
  if (!optional || type.aliasSymbol || !type.isUnion()) return typeText(type, checker);
  const members = type.types.filter((member) => !(member.flags & ts.TypeFlags.Undefined));
  // `true | false` is how the checker stores boolean.
  const booleans = members.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
  const rest = members.filter((member) => !(member.flags & ts.TypeFlags.BooleanLiteral));
  const texts = rest.map((member) => typeText(member, checker));
  if (booleans.length === 2) texts.push('boolean');
  else texts.push(...booleans.map((member) => typeText(member, checker)));
  return texts.join(' | ') || 'undefined';
}
