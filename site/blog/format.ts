/** Words per minute used for "N min read": a common figure for technical prose. */
export const READING_WORDS_PER_MINUTE = 200;

/** `2024-08-01` → `August 1, 2024`, read as a calendar date so no time zone shifts it. */
export function formatPostDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Minutes to read a Markdown body: prose words only (front matter, imports, JSX tags and URLs do not count), at least 1. */
export function readingMinutes(markdown: string): number {
  const prose = markdown
    .replace(/^---[\s\S]*?---/, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[`#*_>|[\]{}-]/g, ' ');
  const words = prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));
}

/** Sorts posts newest first; posts of the same day keep a stable order by title. */
export function sortPostsNewestFirst<T extends { date: string; title: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
