// What `formatMuiErrorMessage` (@mui/utils) throws in production builds of MUI's packages.
// Kept apart from the decoder: the demo error panel needs only this test, on every demo page.
/** Matches a minified MUI error; group 2 is its query (`?code=9&args[]=…`). */
export const MINIFIED_MUI_ERROR = /Minified MUI error #(\d+); visit https:\/\/mui\.com\/production-error\/?(\?[^\s]*) for the full message\./;

/** The query of a minified MUI error (`?code=9&args[]=…`), or null when the message is not one. */
export function minifiedErrorQuery(message: string): string | null {
  return MINIFIED_MUI_ERROR.exec(message)?.[2] ?? null;
}
