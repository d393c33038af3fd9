/** Looks up a dotted key in one language's table; a missing key or a non-string leaf gives undefined. */
function lookup(table: unknown, key: string): string | undefined {
  let node: unknown = table;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** What `t` is: a key, values for its `{placeholders}`, and a language (English by default). */
export type Translate = (key: string, values?: Record<string, string | number>, language?: string) => string;

/**
 * Makes `t` over a strings table (SPEC §8): a key missing in the language warns once and falls back to
 * English; an unknown language logs an error and shows an ellipsis. `warned` is shared so tests can reset it.
 */
export function createTranslator(translations: Record<string, unknown>, warned: Set<string> = new Set()): Translate {
  return (key, values, language = 'en') => {
    const table = translations[language];
    if (!table) {
      console.error(`Missing language: "${language}".`);
      return '…';
    }
    const found = lookup(table, key);
    if (found !== undefined) return interpolate(found, values);
    const warnKey = `${language}:${key}`;
    if (!warned.has(warnKey)) {
      warned.add(warnKey);
      console.warn(`Missing translation for ${warnKey}`);
    }
    const english = lookup(translations.en, key);
    return english === undefined ? key : interpolate(english, values);
  };
}
