import type { ProductId } from '../products';

/** A result the reader chose, remembered for the start screen. */
export interface RecentEntry {
  url: string;
  title: string;
  /** The page title when the entry is a section. */
  page: string | null;
  product: ProductId | null;
}

/** Puts `entry` first, drops an older copy of the same URL, and keeps at most `limit` entries. */
export function addRecent(list: readonly RecentEntry[], entry: RecentEntry, limit: number): RecentEntry[] {
  return [entry, ...list.filter((item) => item.url !== entry.url)].slice(0, limit);
}

function isRecentEntry(value: unknown): value is RecentEntry {
  if (value === null || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return typeof item.url === 'string' && item.url.startsWith('/') && typeof item.title === 'string' && (item.page === null || typeof item.page === 'string');
}

/** Reads the stored list, ignoring anything malformed (storage is shared with older versions of the site). */
export function parseRecent(raw: string | null, limit: number): RecentEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isRecentEntry).slice(0, limit) : [];
  } catch {
    return [];
  }
}
