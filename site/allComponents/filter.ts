/**
 * Lower case, accents and punctuation removed, camelCase split, spaces collapsed: "Click-Away" and
 * "click away" compare equal, and "useMediaQuery" reads "use media query".
 */
export function normalizeSearchText(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Whether a card matches what the reader typed: every word of the query must start a word of the card's
 * text ("app bar" finds "App Bar", "bar" finds "Progress bar" and "App Bar", "nav" finds "Bottom Navigation").
 * An empty query matches everything.
 */
export function cardMatches(cardText: string, query: string): boolean {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const text = ` ${normalizeSearchText(cardText)}`;
  return words.every((word) => text.includes(` ${word}`));
}
