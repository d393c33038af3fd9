import { decodeProductionError } from './decode';

// What `formatMuiErrorMessage` (@mui/utils) throws in production builds of MUI's packages.
const MINIFIED_MUI_ERROR = /Minified MUI error #(\d+); visit https:\/\/mui\.com\/production-error\/?(\?[^\s]*) for the full message\./;

/** The query of a minified MUI error (`?code=9&args[]=…`), or null when the message is not one. */
export function minifiedErrorQuery(message: string): string | null {
  return MINIFIED_MUI_ERROR.exec(message)?.[2] ?? null;
}

/**
 * The library's own wording of a minified MUI error, from the production error table (the build has it);
 * any other message, or a code the table lacks, is returned as it is.
 */
export function explainMuiError(message: string, codes: Readonly<Record<string, string>>): string {
  const query = minifiedErrorQuery(message);
  if (query === null) return message;
  const decoded = decodeProductionError(query, codes);
  if (decoded.kind !== 'message') return message;
  return message.replace(MINIFIED_MUI_ERROR, decoded.segments.map((segment) => segment.text).join(''));
}
