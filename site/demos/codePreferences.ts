/** Which language demo code is shown in (SPEC §3: JS or TS, default TS). */
export type CodeVariant = 'JS' | 'TS';
/** Which styling solution demo code uses (SPEC §3: default MUI System). */
export type CodeStyling = 'MUI System' | 'Tailwind' | 'CSS';

export const CODE_VARIANTS: readonly CodeVariant[] = ['TS', 'JS'];
export const CODE_STYLINGS: readonly CodeStyling[] = ['MUI System', 'Tailwind', 'CSS'];
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';
export const DEFAULT_CODE_STYLING: CodeStyling = 'MUI System';

/** Cookie names and lifetime (SPEC §9, REFERENCE.md "Theme and preferences"). */
export const PREFERENCE_COOKIES = { codeVariant: 'codeVariant', codeStyling: 'codeStyling' } as const;
export const PREFERENCE_COOKIE_MAX_AGE = 31536000;

/** The code preferences a page applies. */
export interface CodePreferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

function isVariant(value: string | undefined): value is CodeVariant {
  return value !== undefined && (CODE_VARIANTS as readonly string[]).includes(value);
}

function isStyling(value: string | undefined): value is CodeStyling {
  return value !== undefined && (CODE_STYLINGS as readonly string[]).includes(value);
}

/** Reads `codeVariant` and `codeStyling` from a `document.cookie` string; unknown values count as absent. */
export function parsePreferenceCookies(cookie: string): Partial<CodePreferences> {
  const found: Partial<CodePreferences> = {};
  for (const part of cookie.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    const name = part.slice(0, index).trim();
    let value: string;
    try {
      value = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      continue;
    }
    if (name === PREFERENCE_COOKIES.codeVariant && isVariant(value)) found.codeVariant = value;
    if (name === PREFERENCE_COOKIES.codeStyling && isStyling(value)) found.codeStyling = value;
  }
  return found;
}

/** The cookie string that stores one preference for a year: `codeVariant=JS;path=/;max-age=31536000`. */
export function serializePreferenceCookie<K extends keyof CodePreferences>(name: K, value: CodePreferences[K]): string {
  return `${PREFERENCE_COOKIES[name]}=${encodeURIComponent(value)};path=/;max-age=${PREFERENCE_COOKIE_MAX_AGE}`;
}

/** A URL hash that names a demo file: `#BasicButtons.js` → JS, `#BasicButtons.tsx` → TS. */
export interface DemoHash {
  name: string;
  variant: CodeVariant;
}

/** Parses `#Name.js` / `#Name.tsx`; anything else (including a bare `#Name`) is `null`. */
export function parseDemoHash(hash: string): DemoHash | null {
  const match = /^#?([A-Za-z_$][\w$]*)\.(js|tsx)$/.exec(hash);
  if (!match) return null;
  return { name: match[1]!, variant: match[2] === 'js' ? 'JS' : 'TS' };
}

/** The preferences a page starts with: a demo-file hash wins over the cookie, the cookie over the defaults. */
export function resolveCodePreferences(input: { hash: string; cookie: string }): CodePreferences {
  const cookie = parsePreferenceCookies(input.cookie);
  const fromHash = parseDemoHash(input.hash);
  return {
    codeVariant: fromHash?.variant ?? cookie.codeVariant ?? DEFAULT_CODE_VARIANT,
    codeStyling: cookie.codeStyling ?? DEFAULT_CODE_STYLING,
  };
}
