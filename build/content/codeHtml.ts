import type { Element, ElementContent, Properties } from 'hast';

// Highlighted code is a tree of three kinds of element (pre, code, span) with text inside: writing it
// takes a few lines, where hast-util-to-html's general serialiser (schema lookups, quote choice, entity
// subsets per call) was about 2 s of preparing the site's 1,356 demos. The output is byte for byte what
// hast-util-to-html writes with its defaults (test/unit/codeHtml.test.ts checks it on real demos).

// hast-util-to-html's defaults: hexadecimal references, `<` and `&` in text; `\0 " & ' \`` in a double-quoted value.
const TEXT_ESCAPES = /[<&]/g;
const ATTRIBUTE_ESCAPES = /[\0"&'`]/g;
const reference = (character: string): string => `&#x${character.charCodeAt(0).toString(16).toUpperCase()};`;

// Most values have nothing to escape: a search is cheaper than a replace that copies the string.
function escape(text: string, characters: RegExp): string {
  characters.lastIndex = 0;
  return characters.test(text) ? text.replace(characters, reference) : text;
}

// The attribute each property of highlighted code is written as (hast keeps DOM property names).
const ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', class: 'class', tabIndex: 'tabindex', style: 'style', dir: 'dir' };

function attributeName(property: string): string | null {
  if (property.startsWith('data-')) return property;
  return ATTRIBUTE_NAMES[property] ?? null;
}

/** Thrown for anything highlighted code does not contain; the caller then uses the general serialiser. */
export class UnexpectedCodeTree extends Error {}

function attributes(properties: Properties): string {
  let html = '';
  for (const property in properties) {
    const value = properties[property];
    if (value === null || value === undefined || value === false) continue;
    const name = attributeName(property);
    if (!name || value === true) throw new UnexpectedCodeTree(`property ${property}`);
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    html += ` ${name}="${escape(text, ATTRIBUTE_ESCAPES)}"`;
  }
  return html;
}

function childHtml(node: ElementContent): string {
  if (node.type === 'text') return escape(node.value, TEXT_ESCAPES);
  if (node.type === 'element') return elementHtml(node);
  throw new UnexpectedCodeTree(`node ${node.type}`);
}

function elementHtml(element: Element): string {
  if (element.tagName !== 'pre' && element.tagName !== 'code' && element.tagName !== 'span') throw new UnexpectedCodeTree(`element ${element.tagName}`);
  let html = `<${element.tagName}${attributes(element.properties)}>`;
  const { children } = element;
  for (let index = 0; index < children.length; index += 1) html += childHtml(children[index]!);
  return `${html}</${element.tagName}>`;
}

/**
 * Writes a highlighted `<pre>` tree as HTML, exactly as hast-util-to-html would; throws UnexpectedCodeTree
 * for a node, element or property highlighted code never has.
 */
export function codeTreeToHtml(pre: Element): string {
  return elementHtml(pre);
}
