/** Shown where a message expects an argument the URL does not carry (REFERENCE.md "Other pages"). */
export const MISSING_ARGUMENT = '[missing argument]';

/** A piece of a decoded message: the message's own text, an argument from the URL, or a missing one. */
export interface MessageSegment {
  kind: 'text' | 'argument' | 'missing';
  text: string;
}

/** What the production-error page shows for a query string. */
export type DecodedError =
  | { kind: 'message'; code: string; segments: MessageSegment[] }
  | { kind: 'unknown-code'; code: string }
  | { kind: 'no-code' };

/** Reads `?code=N&args[]=a&args[]=b` the way formatMuiErrorMessage writes it. */
export function parseErrorQuery(search: string): { code: string | null; args: string[] } {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  return { code: code === null ? null : code.trim(), args: params.getAll('args[]') };
}

/** Fills each `%s` of a message, in order, with the next argument or the missing-argument marker. */
export function fillMessage(template: string, args: readonly string[]): MessageSegment[] {
  const segments: MessageSegment[] = [];
  template.split('%s').forEach((text, index) => {
    if (index > 0) {
      const argument = args[index - 1];
      segments.push(argument === undefined ? { kind: 'missing', text: MISSING_ARGUMENT } : { kind: 'argument', text: argument });
    }
    if (text !== '') segments.push({ kind: 'text', text });
  });
  return segments;
}

/** Decodes a production-error URL against the code → message table. */
export function decodeProductionError(search: string, codes: Readonly<Record<string, string>>): DecodedError {
  const { code, args } = parseErrorQuery(search);
  if (code === null || code === '') return { kind: 'no-code' };
  // Only plain numbers are codes; anything else (e.g. "__proto__") is unknown, never a lookup.
  const template = /^\d{1,6}$/.test(code) && Object.hasOwn(codes, String(Number(code))) ? codes[String(Number(code))] : undefined;
  if (template === undefined) return { kind: 'unknown-code', code };
  return { kind: 'message', code: String(Number(code)), segments: fillMessage(template, args) };
}
