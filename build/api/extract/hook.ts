import ts from 'typescript';
import type { ApiHook, ApiProp } from '../../../site/api/types';
import { summariseType } from '../typeSummary';
import { declarationFile, relativeToNodeModules, type ExtractContext } from './context';
import { isHidden, readDocComment } from './jsdoc';
import type { PackageFacts } from './packageFacts';
import { typeText } from './printType';
import { toApiProp } from './props';

// An object whose fields are worth listing one by one: not a function, array, primitive or React element.
function isFieldBag(type: ts.Type, checker: ts.TypeChecker): boolean {
  if (!(type.flags & ts.TypeFlags.Object) && !type.isIntersection()) return false;
  if (type.getCallSignatures().length > 0 || checker.isArrayType(type) || checker.isTupleType(type)) return false;
  const name = (type.aliasSymbol ?? type.getSymbol())?.name ?? '';
  if (/Element|Node|Ref|Promise|Map|Set|Date/.test(name) && !/^Use/.test(name)) return false;
  return checker.getPropertiesOfType(type).length > 0;
}

function fieldsOf(type: ts.Type, context: ExtractContext): ApiProp[] {
  return context.checker
    .getPropertiesOfType(type)
    .filter((symbol) => !isHidden(symbol, context.checker))
    .map((symbol) => toApiProp(symbol, (symbol.flags & ts.SymbolFlags.Optional) !== 0, context));
}

function parameterDescription(signature: ts.Signature, name: string, checker: ts.TypeChecker): string {
  const declaration = signature.getDeclaration() as ts.SignatureDeclaration | undefined;
  if (!declaration) return '';
  for (const tag of ts.getJSDocTags(declaration)) {
    if (ts.isJSDocParameterTag(tag) && tag.name.getText() === name) return ts.getTextOfJSDocComment(tag.comment)?.trim() ?? '';
  }
  void checker;
  return '';
}

/**
 * Extracts one hook: a single options-object parameter is listed field by field (Base UI's style),
 * other parameters one by one; an object return value is listed field by field.
 */
export function extractHook(name: string, symbol: ts.Symbol, facts: PackageFacts, context: ExtractContext): ApiHook {
  const { checker } = context;
  const file = declarationFile(symbol) ?? '';
  const doc = readDocComment(symbol, checker);
  const signatures = checker.getTypeOfSymbol(symbol).getCallSignatures();
  const signature = signatures[signatures.length - 1]!;
  const parameters = signature.getParameters();
  let parameterEntries: ApiProp[];
  const onlyType = parameters.length === 1 ? checker.getNonNullableType(checker.getTypeOfSymbol(parameters[0]!)) : undefined;
  if (onlyType && isFieldBag(onlyType, checker)) {
    parameterEntries = fieldsOf(onlyType, context);
  } else {
    parameterEntries = parameters.map((parameter) => {
      const declaration = parameter.valueDeclaration;
      const optional = declaration !== undefined && ts.isParameter(declaration) && (declaration.questionToken !== undefined || declaration.initializer !== undefined);
      return {
        name: parameter.name,
        // An optional parameter's `| undefined` is what "optional" already says.
        type: summariseType(optional ? typeText(checker.getTypeOfSymbol(parameter), checker).replace(/ \| undefined$/, '') : typeText(checker.getTypeOfSymbol(parameter), checker)),
        required: !optional,
        description: parameterDescription(signature, parameter.name, checker),
      };
    });
  }
  const returnType = checker.getReturnTypeOfSignature(signature);
  const pathImport = facts.pathImportOf(name, file);
  return {
    kind: 'hook',
    name,
    packageName: facts.packageName,
    ...(pathImport ? { pathImport } : {}),
    description: doc.description,
    ...(doc.deprecated !== undefined ? { deprecated: doc.deprecated } : {}),
    parameters: parameterEntries,
    returns: isFieldBag(returnType, checker) ? fieldsOf(returnType, context) : [],
    returnType: summariseType(typeText(returnType, checker)),
    source: relativeToNodeModules(context, file),
    declaredDemoPaths: doc.demoPaths,
  };
}
