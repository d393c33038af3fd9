import ts from 'typescript';

/** What kind of documented export a module member is, if any. */
export type ExportKind = 'component' | 'hook' | null;

function returnsReactNode(signature: ts.Signature, checker: ts.TypeChecker): boolean {
  const text = checker.typeToString(checker.getReturnTypeOfSignature(signature));
  return /Element|ReactNode|ReactPortal|null/.test(text);
}

/**
 * The ways a value can be called, looking through a union: `React.JSXElementConstructor<P>` (how
 * SwipeableDrawer and Hidden are declared) is a function type or a class type, and a union has no
 * signatures of its own.
 */
export function callSignaturesOf(type: ts.Type): readonly ts.Signature[] {
  const members = type.isUnion() ? type.types : [type];
  return members.flatMap((member) => member.getCallSignatures());
}

/** Whether a class instance looks like a React component (it renders). */
function isComponentClass(type: ts.Type, checker: ts.TypeChecker): boolean {
  return type.getConstructSignatures().some((signature) => checker.getReturnTypeOfSignature(signature).getProperty('render') !== undefined);
}

/**
 * Classifies an exported value: hooks are `use*` functions; components are PascalCase values that
 * can be called with one props object and render, or classes that render.
 */
export function classifyExport(name: string, symbol: ts.Symbol, checker: ts.TypeChecker): ExportKind {
  if (!(symbol.flags & ts.SymbolFlags.Value)) return null;
  const type = checker.getTypeOfSymbol(symbol);
  const signatures = callSignaturesOf(type);
  if (/^use[A-Z0-9]/.test(name)) return signatures.length > 0 ? 'hook' : null;
  if (!/^[A-Z]/.test(name)) return null;
  if (isComponentClass(type, checker)) return 'component';
  return signatures.some((signature) => signature.getParameters().length <= 2 && returnsReactNode(signature, checker)) ? 'component' : null;
}
