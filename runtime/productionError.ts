// Decodes the production-error page's query string in the browser. Everything from the URL is inserted
// with textContent, never as markup, so no argument can inject elements or script.
import { ERROR_CODES_ID } from '../site/productionError/constants';
import { decodeProductionError, type MessageSegment } from '../site/productionError/decode';

function readCodes(doc: Document): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(ERROR_CODES_ID)?.textContent ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function segmentNode(doc: Document, segment: MessageSegment): Node {
  if (segment.kind === 'text') return doc.createTextNode(segment.text);
  const element = doc.createElement(segment.kind === 'argument' ? 'code' : 'span');
  element.className = segment.kind === 'argument' ? 'production-error-argument' : 'production-error-missing';
  element.textContent = segment.text;
  return element;
}

/** Fills in the production-error page for `search` (defaults to the current URL); does nothing elsewhere. */
export function setupProductionError(doc: Document = document, search: string = location.search): void {
  const root = doc.querySelector<HTMLElement>('[data-production-error]');
  if (!root) return;
  const decoded = decodeProductionError(search, readCodes(doc));
  const part = (name: string): HTMLElement | null => root.querySelector<HTMLElement>(`[data-${name}]`);
  if (decoded.kind === 'message') {
    part('error-code')!.textContent = decoded.code;
    part('error-message')!.replaceChildren(...decoded.segments.map((segment) => segmentNode(doc, segment)));
    part('error-result')!.hidden = false;
    part('error-explanation')!.hidden = true;
  } else if (decoded.kind === 'unknown-code') {
    part('error-unknown-code')!.textContent = decoded.code;
    part('error-unknown')!.hidden = false;
  }
  // Marks the page as decoded (this script loads as a chunk of its own, after the page).
  root.dataset.decoded = decoded.kind;
}
