import ts from 'typescript';
import type { ApiClass, ApiComponent, ApiInherits, ApiRef, ApiSlot } from '../../../site/api/types';
import { declarationFile, ownerKey, relativeToNodeModules, type ExtractContext } from './context';
import { readDocComment } from './jsdoc';
import { typeText } from './printType';
import { collectPropCandidates, propsTypesOf, sortProps, type PropCandidate } from './props';
import { documentedPropTypes } from './propTypes';
import type { PackageFacts } from './packageFacts';

const ELEMENT_TAGS: Record<string, string> = {
  HTMLAnchorElement: 'a',
  HTMLButtonElement: 'button',
  HTMLDivElement: 'div',
  HTMLSpanElement: 'span',
  HTMLInputElement: 'input',
  HTMLTextAreaElement: 'textarea',
  HTMLUListElement: 'ul',
  HTMLOListElement: 'ol',
  HTMLLIElement: 'li',
  HTMLParagraphElement: 'p',
  HTMLLabelElement: 'label',
  HTMLTableElement: 'table',
  HTMLTableSectionElement: 'tbody',
  HTMLTableRowElement: 'tr',
  HTMLTableCellElement: 'td',
  HTMLImageElement: 'img',
  HTMLHRElement: 'hr',
  HTMLFieldSetElement: 'fieldset',
  HTMLLegendElement: 'legend',
  HTMLSelectElement: 'select',
  HTMLElement: 'element',
  SVGSVGElement: 'svg',
};

/** The element a `ref` prop's type points at, read from `Ref<X>`-like text. */
export function refTarget(refTypeText: string): string | undefined {
  return /(?:RefObject|LegacyRef|RefCallback|Ref)<([\w.]+)/.exec(refTypeText)?.[1] ?? /instance: ([\w.]+)/.exec(refTypeText)?.[1];
}

// A generic-only signature (polymorphic `component` typing) hides its element's props until it is
// instantiated, so a missing `ref` there means "unknown", not "none".
function refOf(candidates: ReadonlyMap<string, PropCandidate>, hasPlainSignature: boolean, context: ExtractContext): ApiRef | null | undefined {
  const ref = candidates.get('ref');
  if (!ref) return hasPlainSignature ? null : undefined;
  const target = refTarget(typeText(context.checker.getTypeOfSymbol(ref.symbol), context.checker));
  return target && target !== 'unknown' && target !== 'any' ? { target } : {};
}

function slotsOf(candidates: ReadonlyMap<string, PropCandidate>, context: ExtractContext): ApiSlot[] {
  const slots = candidates.get('slots');
  if (!slots) return [];
  const type = context.checker.getNonNullableType(context.checker.getTypeOfSymbol(slots.symbol));
  return context.checker.getPropertiesOfType(type).map((symbol) => {
    const doc = readDocComment(symbol, context.checker);
    return { name: symbol.name, ...(doc.default ? { defaultElement: doc.default } : {}), description: doc.description };
  });
}

// The classes interface: `<Name>Classes` when the package exports one, else what the `classes` prop takes.
function classesInterface(name: string, candidates: ReadonlyMap<string, PropCandidate>, facts: PackageFacts, context: ExtractContext): ts.Type | undefined {
  const exported = facts.classesInterfaces.get(`${name}Classes`);
  if (exported) return context.checker.getDeclaredTypeOfSymbol(exported);
  const classes = candidates.get('classes');
  if (!classes) return undefined;
  const type = context.checker.getNonNullableType(context.checker.getTypeOfSymbol(classes.symbol));
  return type.aliasSymbol?.name === 'Partial' ? type.aliasTypeArguments?.[0] : type;
}

function classesOf(name: string, candidates: ReadonlyMap<string, PropCandidate>, facts: PackageFacts, context: ExtractContext): ApiClass[] {
  const type = classesInterface(name, candidates, facts, context);
  if (!type) return [];
  const interfaceName = (type.aliasSymbol ?? type.getSymbol())?.name ?? `${name}Classes`;
  const runtime = facts.runtimeClasses[interfaceName.charAt(0).toLowerCase() + interfaceName.slice(1)];
  return context.checker.getPropertiesOfType(type).map((symbol) => {
    const doc = readDocComment(symbol, context.checker);
    return {
      key: symbol.name,
      className: runtime?.[symbol.name] ?? facts.fallbackClassName(name, symbol.name),
      description: doc.description,
      ...(doc.deprecated !== undefined ? { deprecated: doc.deprecated } : {}),
    };
  });
}

function inheritsOf(jsdocInherits: string | undefined, sorted: ReturnType<typeof sortProps>, ref: ApiRef | null | undefined, packageName: string, context: ExtractContext): ApiInherits | undefined {
  const owners = [...context.componentOwners.values()];
  if (jsdocInherits) {
    const owner = owners.find((candidate) => candidate.name === jsdocInherits && candidate.packageName === packageName) ?? owners.find((candidate) => candidate.name === jsdocInherits);
    if (owner) return { name: owner.name, packageName: owner.packageName };
  }
  const [top] = [...sorted.inheritedCounts.values()].sort((a, b) => b.count - a.count);
  if (top) return { name: top.name, packageName: top.packageName };
  if (sorted.platformCount > 0 && ref?.target) return { name: ELEMENT_TAGS[ref.target] ?? ref.target };
  return undefined;
}

/** Extracts one exported component: props, inheritance, ref, theme name, slots and classes. */
export function extractComponent(name: string, symbol: ts.Symbol, facts: PackageFacts, context: ExtractContext): ApiComponent {
  const { checker } = context;
  const file = declarationFile(symbol) ?? '';
  const doc = readDocComment(symbol, checker);
  const signatures = propsTypesOf(checker.getTypeOfSymbol(symbol), checker);
  const candidates = collectPropCandidates(signatures.types, checker);
  const sorted = sortProps(candidates, ownerKey(file), context, documentedPropTypes(file.replace(/\.d\.ts$/, '.js'), name));
  const ref = refOf(candidates, signatures.hasPlainSignature, context);
  const inherits = inheritsOf(doc.inherits, sorted, ref, facts.packageName, context);
  // Theme keys are the component name behind one prefix word: MuiButton, JoyButton.
  const themeName = facts.themeNames.find((candidate) => candidate.endsWith(name) && /^[A-Z][a-z]+$/.test(candidate.slice(0, -name.length)));
  const pathImport = facts.pathImportOf(name, file);
  return {
    kind: 'component',
    name,
    packageName: facts.packageName,
    ...(pathImport ? { pathImport } : {}),
    description: doc.description,
    ...(doc.deprecated !== undefined ? { deprecated: doc.deprecated } : {}),
    props: sorted.own,
    ...(inherits ? { inherits } : {}),
    ...(ref !== undefined ? { ref } : {}),
    ...(themeName ? { themeName } : {}),
    ...(sorted.systemCount > 0 ? { systemProps: true } : {}),
    slots: slotsOf(candidates, context),
    classes: classesOf(name, candidates, facts, context),
    source: relativeToNodeModules(context, file),
    declaredDemoPaths: doc.demoPaths,
  };
}
