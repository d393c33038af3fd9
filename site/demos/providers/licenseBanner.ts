// MUI X prints a 12-line licence banner through console.error when the Pro grid renders without a valid
// key. In a build that banner lands in the middle of the build log; one line says all a maintainer needs.

const BANNER_EDGE = '*************************************************************';
const INSTALLED = Symbol.for('docs.condenseLicenseBanner');

/** MUI X's headline ("MUI X: Invalid license key.") when a console message is its boxed licence banner. */
export function licenseBannerHeadline(message: unknown): string | null {
  if (typeof message !== 'string' || !message.startsWith(BANNER_EDGE)) return null;
  return message.split('\n').find((line) => line.startsWith('MUI X: ')) ?? null;
}

/** The one line a build prints instead of the banner. */
export function licenseNoticeLine(headline: string): string {
  return `${headline} The Data Grid Pro demos show a watermark; set DOCS_DATA_GRID_LICENSE_KEY to use a key.`;
}

/**
 * Replaces MUI X's licence banners on this console's `error` with one notice line, printed once through
 * `print`; every other message passes through untouched. Installing twice (dev mode reloads the server
 * bundle) keeps the first wrapper.
 */
export function condenseLicenseBanner(target: Pick<Console, 'error'> = console, print: (line: string) => void = (line) => console.log(line)): void {
  const marked = target as { [INSTALLED]?: true };
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  const original = target.error;
  let printed = false;
  target.error = (...args: unknown[]) => {
    const headline = licenseBannerHeadline(args[0]);
    if (headline === null) return original.apply(target, args);
    if (printed) return;
    printed = true;
    print(licenseNoticeLine(headline));
  };
}
