/**
 * The Material Icons name index (issue 15): its shape, and the pure functions that build and search it.
 * The build derives it from @mui/icons-material (build/icons/materialIcons.ts); the browser searches it
 * (site/materialIcons/IconBrowser.tsx). No DOM, no Node: unit tested in test/unit/materialIcons.test.ts.
 */

/** The five themes, in the order the filter shows them. An export's theme is its name's suffix. */
export const ICON_THEMES = ['Filled', 'Outlined', 'Rounded', 'TwoTone', 'Sharp'] as const;
export type IconTheme = (typeof ICON_THEMES)[number];

/** Icons per data shard: the browser fetches the shard of an icon once the icon is near the screen. */
export const ICONS_PER_SHARD = 48;

/** One icon (all its themes) in the index the browser downloads. */
export interface IconEntry {
  /** The name without a theme suffix, e.g. `AccessAlarm`. */
  name: string;
  /** Bit `i` set when the theme `ICON_THEMES[i]` exists for this icon. */
  themes: number;
  /** Lowercase search words: the name's parts, then the synonyms derived from them. */
  words: string[];
}

/** The downloaded index: icons sorted by name, so an icon's position also names its shard. */
export interface IconIndexFile {
  version: string;
  icons: IconEntry[];
}

/** One shard: export name → the SVG markup inside `<svg viewBox="0 0 24 24">`. */
export type IconShardFile = Record<string, string>;

const SUFFIX = /^(.+?)(Outlined|Rounded|TwoTone|Sharp)$/;

/**
 * Splits an export name into its icon name and theme. A suffix counts only when the name without it
 * is an export too (`InfoOutlined` is Info in the Outlined theme; `Apple` has no suffix at all).
 */
export function splitExportName(exportName: string, exists: (name: string) => boolean): { name: string; theme: IconTheme } {
  const match = SUFFIX.exec(exportName);
  if (match && exists(match[1]!)) return { name: match[1]!, theme: match[2] as IconTheme };
  return { name: exportName, theme: 'Filled' };
}

/** The import name of an icon in a theme: `Alarm` + `Rounded` → `AlarmRounded`; Filled has no suffix. */
export function exportName(name: string, theme: IconTheme): string {
  return theme === 'Filled' ? name : `${name}${theme}`;
}

/** `AccessAlarm` → `access alarm`, `Battery20` → `battery 20`, `ThreeDRotation` → `three d rotation`. */
export function nameParts(name: string): string[] {
  return (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [name]).map((part) => part.toLowerCase());
}

/**
 * Words people search for that icon names do not contain. Each group lists words that mean the same
 * for finding an icon; a name part in a group brings in the rest of its group.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['add', 'plus', 'new', 'create'],
  // Not `remove`: RemoveRedEye, RemoveRoad and RemoveShoppingCart are no trash.
  ['delete', 'trash', 'bin', 'garbage'],
  ['close', 'cancel', 'x', 'dismiss'],
  ['clear', 'erase'],
  ['edit', 'pencil', 'write', 'modify'],
  ['search', 'find', 'magnifier', 'magnifying', 'lookup'],
  ['settings', 'gear', 'cog', 'preferences', 'options'],
  ['home', 'house', 'start'],
  ['person', 'user', 'account', 'profile', 'people', 'avatar'],
  ['group', 'team', 'users'],
  ['mail', 'email', 'envelope', 'letter', 'inbox'],
  ['send', 'submit', 'paper', 'plane'],
  ['phone', 'call', 'telephone', 'mobile'],
  ['chat', 'message', 'comment', 'conversation', 'bubble', 'sms'],
  ['favorite', 'heart', 'like', 'love'],
  ['star', 'rating', 'bookmark'],
  ['check', 'tick', 'done', 'ok', 'confirm', 'success'],
  ['error', 'alert', 'danger', 'problem'],
  ['warning', 'caution', 'alert', 'attention'],
  ['info', 'information', 'about', 'help'],
  ['help', 'question', 'support', 'faq'],
  ['menu', 'hamburger', 'navigation', 'more'],
  ['arrow', 'direction', 'pointer', 'chevron'],
  ['refresh', 'reload', 'sync', 'update', 'rotate'],
  ['download', 'save', 'export'],
  ['upload', 'import', 'cloud'],
  ['share', 'social', 'send'],
  ['lock', 'secure', 'security', 'password', 'private', 'padlock'],
  ['visibility', 'eye', 'view', 'show', 'see', 'preview'],
  ['notifications', 'bell', 'alarm', 'notice'],
  ['calendar', 'date', 'event', 'schedule', 'day'],
  ['schedule', 'clock', 'time', 'watch'],
  ['access', 'clock', 'time'],
  ['location', 'place', 'map', 'pin', 'marker', 'gps'],
  ['shopping', 'cart', 'buy', 'shop', 'store', 'basket', 'ecommerce'],
  ['payment', 'credit', 'card', 'money', 'pay', 'wallet'],
  ['attach', 'paperclip', 'clip', 'attachment'],
  ['photo', 'image', 'picture', 'camera', 'gallery'],
  ['video', 'movie', 'film', 'camera'],
  ['music', 'audio', 'song', 'sound', 'note'],
  ['volume', 'sound', 'speaker', 'audio'],
  ['play', 'start', 'run', 'media'],
  ['pause', 'hold', 'stop'],
  ['file', 'document', 'page', 'paper'],
  ['folder', 'directory'],
  ['content', 'copy', 'clipboard', 'duplicate', 'paste'],
  ['print', 'printer'],
  ['logout', 'sign', 'exit', 'leave'],
  ['login', 'sign', 'enter'],
  ['light', 'sun', 'bright', 'day'],
  ['dark', 'moon', 'night'],
  ['wifi', 'wireless', 'network', 'internet', 'signal'],
  ['battery', 'power', 'charge', 'energy'],
  ['power', 'on', 'off', 'shutdown'],
  ['language', 'translate', 'globe', 'world', 'international'],
  ['public', 'globe', 'world', 'earth'],
  ['code', 'developer', 'programming', 'brackets'],
  ['bug', 'debug', 'insect'],
  ['build', 'wrench', 'tool', 'repair', 'fix'],
  ['filter', 'funnel', 'sort'],
  ['list', 'items', 'bullets'],
  ['dashboard', 'grid', 'tiles', 'layout'],
  ['expand', 'open', 'more', 'down'],
  ['fullscreen', 'maximize', 'enlarge'],
  ['zoom', 'magnify', 'scale'],
  ['link', 'url', 'chain', 'hyperlink'],
  ['thumb', 'like', 'approve', 'vote'],
  ['flag', 'report', 'mark'],
  ['label', 'tag', 'category'],
  ['local', 'nearby'],
  ['directions', 'route', 'navigation'],
  ['car', 'vehicle', 'auto', 'drive'],
  ['flight', 'airplane', 'plane', 'travel', 'airport'],
  ['restaurant', 'food', 'eat', 'dining', 'meal'],
  ['school', 'education', 'learn', 'graduation'],
  ['work', 'job', 'business', 'briefcase', 'office'],
  ['history', 'recent', 'past', 'clock', 'undo'],
  ['undo', 'back', 'revert'],
  ['redo', 'forward', 'repeat'],
  ['keyboard', 'type', 'input', 'keys'],
  ['mic', 'microphone', 'voice', 'record'],
  ['block', 'forbidden', 'ban', 'prohibited'],
  ['shield', 'security', 'protect', 'safe'],
  ['cloud', 'storage', 'weather'],
  ['trending', 'chart', 'graph', 'analytics', 'statistics'],
  ['insert', 'chart', 'graph'],
  ['bar', 'chart', 'graph'],
  ['pie', 'chart', 'graph'],
  ['sentiment', 'emoji', 'smile', 'face', 'mood', 'emotion'],
];

const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of SYNONYM_GROUPS) {
    for (const word of group) {
      const set = map.get(word) ?? new Set<string>();
      for (const other of group) if (other !== word) set.add(other);
      map.set(word, set);
    }
  }
  return new Map([...map].map(([word, set]) => [word, [...set]]));
})();

/** The search words of an icon name: its parts first, then the synonyms they bring in, without repeats. */
export function searchWords(name: string): string[] {
  const parts = nameParts(name);
  const words = new Set(parts);
  for (const part of parts) for (const synonym of SYNONYMS.get(part) ?? []) words.add(synonym);
  return [...words];
}

/** Builds the index from every export name of the package: one entry per icon, sorted by name. */
export function buildIconIndex(exportNames: readonly string[], version: string): IconIndexFile {
  const all = new Set(exportNames);
  const themes = new Map<string, number>();
  for (const exported of exportNames) {
    const { name, theme } = splitExportName(exported, (candidate) => all.has(candidate));
    themes.set(name, (themes.get(name) ?? 0) | (1 << ICON_THEMES.indexOf(theme)));
  }
  const icons = [...themes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, mask]) => ({ name, themes: mask, words: searchWords(name) }));
  return { version, icons };
}

/** The shard that holds an icon's SVG for one theme: shards are blocks of the sorted index, per theme. */
export function shardOf(position: number, theme: IconTheme): string {
  return `${theme.toLowerCase()}-${Math.floor(position / ICONS_PER_SHARD)}`;
}

/** Whether an icon exists in a theme. */
export function hasTheme(icon: IconEntry, theme: IconTheme): boolean {
  return (icon.themes & (1 << ICON_THEMES.indexOf(theme))) !== 0;
}

/** A search result: the icon, its position in the index (for its shard) and why it matched. */
export interface IconMatch {
  icon: IconEntry;
  position: number;
  score: number;
}

function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Icons of `theme` that match `query`, best first. Every query word must start one of the icon's
 * words (its name parts or synonyms). The whole name typed (`addcircle`, `AddCircle`) scores highest,
 * then names that start with the query, then matches of name parts, then synonyms only; ties keep the
 * index's alphabetical order. An empty query returns every icon of the theme, in order.
 */
export function searchIcons(index: IconIndexFile, query: string, theme: IconTheme): IconMatch[] {
  const terms = queryTerms(query);
  const compact = terms.join('');
  const matches: IconMatch[] = [];
  index.icons.forEach((icon, position) => {
    if (!hasTheme(icon, theme)) return;
    if (terms.length === 0) {
      matches.push({ icon, position, score: 0 });
      return;
    }
    const lowerName = icon.name.toLowerCase();
    const partCount = nameParts(icon.name).length;
    let score = 0;
    let everyTermInName = true;
    for (const term of terms) {
      const at = icon.words.findIndex((word) => word.startsWith(term));
      if (at === -1) {
        score = -1;
        break;
      }
      if (at >= partCount) everyTermInName = false;
      score += icon.words[at] === term ? 2 : 1;
    }
    if (score < 0) {
      if (!lowerName.includes(compact)) return;
      score = 1;
    }
    if (lowerName === compact) score += 100;
    else if (lowerName.startsWith(compact)) score += 20;
    if (everyTermInName) score += 10;
    matches.push({ icon, position, score });
  });
  return matches.sort((a, b) => b.score - a.score || a.position - b.position);
}

/** The import line for an export. */
export function importLine(exported: string): string {
  return `import ${exported}Icon from '@mui/icons-material/${exported}';`;
}
