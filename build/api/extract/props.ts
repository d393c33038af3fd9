import ts from 'typescript';
import type { ApiProp, ApiType } from '../../../site/api/types';
import { MAX_INLINE_TYPE_LENGTH, summariseType } from '../typeSummary';
import { callSignaturesOf } from './classify';
import { isPlatformFile, ownerKey, type ExtractContext } from './context';
import { isHidden, readDocComment } from './jsdoc';
import { propertyTypeText } from './printType';
import type { DocumentedPropType } from './propTypes';

/** A property of a props type, before it is sorted into own and inherited. */
export interface PropCandidate {
  symbol: ts.Symbol;
  /** Optional in the signature it came from, or missing from the default signature. */
  optional: boolean;
}

// Attributes every element takes; the page states them once instead of listing them per component.
const ALWAYS_INHERITED = new Set(['key', 'ref', 'className', 'style']);

/**
 * The props parameter of each way a component can be called, default signature first:
 * overridable components have a generic `component` signature and a plain default one.
 */
export function propsTypesOf(type: ts.Type, checker: ts.TypeChecker): { types: ts.Type[]; hasPlainSignature: boolean } {
  const call = callSignaturesOf(type);
  const signatures = call.length > 0 ? call : type.getConstructSignatures();
  const plain = signatures.filter((signature) => !signature.typeParameters?.length);
  const ordered = [...[...plain].reverse(), ...signatures.filter((signature) => signature.typeParameters?.length)];
  const types = ordered.flatMap((signature) => {
    const parameter = signature.getParameters()[0];
    return parameter ? [checker.getTypeOfSymbol(parameter)] : [];
  });
  return { types, hasPlainSignature: plain.length > 0 };
}

/** Merges the properties of every props type; a prop absent from the default signature counts as optional. */
export function collectPropCandidates(propsTypes: readonly ts.Type[], checker: ts.TypeChecker): Map<string, PropCandidate> {
  const candidates = new Map<string, PropCandidate>();
  propsTypes.forEach((propsType, index) => {
    for (const symbol of checker.getPropertiesOfType(propsType)) {
      if (candidates.has(symbol.name)) continue;
      const optional = index > 0 || (symbol.flags & ts.SymbolFlags.Optional) !== 0;
      candidates.set(symbol.name, { symbol, optional });
    }
  });
  return candidates;
}

/** Where a prop is declared: the platform (DOM/React), another component's folder, or this package's own code. */
export type PropOrigin = { kind: 'platform' } | { kind: 'component'; name: string; packageName: string } | { kind: 'own' };

/** Sorts a prop by the file that declares it. */
export function propOrigin(symbol: ts.Symbol, ownKey: string, context: ExtractContext): PropOrigin {
  const files = (symbol.declarations ?? []).map((declaration) => declaration.getSourceFile().fileName);
  if (files.length === 0) return { kind: 'own' };
  if (files.some((file) => ownerKey(file) === ownKey)) return { kind: 'own' };
  if (files.every(isPlatformFile)) return { kind: 'platform' };
  const owner = files.map((file) => context.componentOwners.get(ownerKey(file))).find(Boolean);
  return owner ? { kind: 'component', ...owner } : { kind: 'own' };
}

// Helpers whose name tells a reader nothing; their resolved type is clearer.
const OPAQUE_ALIASES = /^(?:OverridableStringUnion|Partial|Omit|Pick|DistributiveOmit)\b/;

/**
 * A prop's type for readers: the resolved type, unless it is long and the declaration names it with a
 * meaningful alias (`SxProps<Theme>`), in which case the alias is shown and the resolved text kept.
 */
export function readablePropType(symbol: ts.Symbol, checker: ts.TypeChecker): ApiType {
  const resolved = summariseType(propertyTypeText(symbol, checker));
  if (!resolved.full) return resolved;
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  const node = declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) ? declaration.type : undefined;
  if (!node || !ts.isTypeReferenceNode(node)) return resolved;
  const written = node.getText().replace(/\s+/g, ' ').replace(/^React\./, '');
  if (OPAQUE_ALIASES.test(written) || written.length > MAX_INLINE_TYPE_LENGTH) return resolved;
  return { short: written, full: resolved.full };
}

/** Turns a property symbol into a documented prop. */
export function toApiProp(symbol: ts.Symbol, optional: boolean, context: ExtractContext): ApiProp {
  const doc = readDocComment(symbol, context.checker);
  return {
    name: symbol.name,
    type: readablePropType(symbol, context.checker),
    ...(doc.default !== undefined ? { default: doc.default } : {}),
    required: !optional,
    ...(doc.deprecated !== undefined ? { deprecated: doc.deprecated } : {}),
    description: doc.description,
  };
}

/** The result of sorting a component's props. */
export interface SortedProps {
  own: ApiProp[];
  /** How many props came from each other component, to name the one it inherits from. */
  inheritedCounts: Map<string, { name: string; packageName: string; count: number }>;
  platformCount: number;
  /** How many of MUI System's style props it accepts. */
  systemCount: number;
}

/**
 * Splits a component's props into its own (documented) and those it inherits. A prop the component's
 * runtime `propTypes` lists (`documented`) is its own wherever TypeScript declares it: Button documents
 * `disableRipple` although ButtonBase's interface declares it.
 */
export function sortProps(candidates: ReadonlyMap<string, PropCandidate>, ownKey: string, context: ExtractContext, documented: ReadonlyMap<string, DocumentedPropType> | null = null): SortedProps {
  const own: ApiProp[] = [];
  const inheritedCounts = new Map<string, { name: string; packageName: string; count: number }>();
  let platformCount = 0;
  let systemCount = 0;
  for (const [name, { symbol, optional }] of candidates) {
    if (ALWAYS_INHERITED.has(name)) continue;
    // System props come from a mapped type, so they have no declaration of their own.
    if (context.systemPropNames.has(name) && !symbol.declarations?.length) {
      systemCount += 1;
      continue;
    }
    const origin = documented?.has(name) ? ({ kind: 'own' } as const) : propOrigin(symbol, ownKey, context);
    if (origin.kind === 'platform') {
      platformCount += 1;
    } else if (origin.kind === 'component') {
      const key = `${origin.packageName}:${origin.name}`;
      const entry = inheritedCounts.get(key) ?? { name: origin.name, packageName: origin.packageName, count: 0 };
      entry.count += 1;
      inheritedCounts.set(key, entry);
    } else if (documented?.has(name) || !isHidden(symbol, context.checker)) {
      own.push(toApiProp(symbol, optional, context));
    }
  }
  // A prop the runtime documents that no declaration types (CssTransition's lastTransitionedPropertyOnEnter):
  // its validator names the type as well as anything can.
  for (const [name, { validator, description }] of documented ?? []) {
    if (candidates.has(name) || ALWAYS_INHERITED.has(name)) continue;
    const simple = /^PropTypes\.(\w+)(\.isRequired)?$/.exec(validator);
    own.push({ name, type: { short: simple ? simple[1]! : 'union', ...(simple ? {} : { full: validator }) }, required: Boolean(simple?.[2]), description });
  }
  own.sort((a, b) => a.name.localeCompare(b.name));
  return { own, inheritedCounts, platformCount, systemCount };
}
