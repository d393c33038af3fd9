import { decodeProductionError } from '../../site/productionError/decode';
import { MINIFIED_MUI_ERROR, minifiedErrorQuery } from '../../site/productionError/minified';

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
