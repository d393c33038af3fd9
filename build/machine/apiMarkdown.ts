import { t } from '../../site/i18n/t';
import { emptyTableNote, entryNotes, type NoteFormat } from '../../site/api/notes';
import type { ApiType } from '../../site/api/types';
import type { ApiEntryView, ApiPageView, ApiRowView, ApiTableView } from '../../site/api/view';
import { decodeEntities } from '../search/html';

// An API page as Markdown for programs (`<path>.md`, like every doc page): the sections the HTML page
// shows, each table as a GFM table. Descriptions arrive as the HTML build/api/markdown.ts renders from
// JSDoc, a closed subset (p, ul/li, pre, code, a, strong, em), which is turned back into Markdown here.

/** A code span that survives backticks in its text. */
function codeSpan(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

// Tags become Markdown first, entities are decoded last and once, code included.
function inlineMarkdown(html: string): string {
  return decodeEntities(
    html
      .replace(/<code>([^<]*)<\/code>/g, (_match, code: string) => codeSpan(code))
      .replace(/<a href="([^"]*)"[^>]*>(.*?)<\/a>/g, (_match, href: string, label: string) => `[${label}](${href})`)
      .replace(/<\/?strong>/g, '**')
      .replace(/<\/?em>/g, '*'),
  );
}

/**
 * Turns the HTML of a JSDoc description back into Markdown blocks: paragraphs, `- ` lists, fenced code,
 * code, links, bold and emphasis.
 */
export function descriptionMarkdown(html: string): string[] {
  const blocks: string[] = [];
  for (const [, tag, inner] of html.matchAll(/<(p|ul|pre)(?: [^>]*)?>(.*?)<\/\1>/gs)) {
    if (tag === 'p') blocks.push(inlineMarkdown(inner!));
    else if (tag === 'pre') blocks.push(['```', decodeEntities(inner!.replace(/^<code>|<\/code>$/g, '')), '```'].join('\n'));
    else blocks.push([...inner!.matchAll(/<li>(.*?)<\/li>/gs)].map(([, item]) => `- ${inlineMarkdown(item!)}`).join('\n'));
  }
  return blocks;
}

/** One table cell: a single line, with the pipes a GFM table would split on escaped. */
function cell(text: string): string {
  return text.replace(/\n+/g, '<br>').replace(/\|/g, '\\|');
}

function typeText(type: ApiType | undefined): string {
  return type ? codeSpan(type.full ?? type.short) : '';
}

/** "**Deprecated.** <message>", for a row or an entry. */
function deprecatedNote(html: string): string {
  return [`**${t('api.deprecated')}.**`, ...descriptionMarkdown(html)].join(' ');
}

function descriptionCell(row: ApiRowView): string {
  const parts = descriptionMarkdown(row.descriptionHtml).map((block) => block.replace(/\n- /g, '<br>- '));
  if (row.deprecatedHtml !== undefined) parts.unshift(deprecatedNote(row.deprecatedHtml));
  return cell(parts.join('<br><br>'));
}

function tableMarkdown(table: ApiTableView): string {
  const head = {
    props: [t('api.name'), t('api.type'), t('api.default'), t('api.description')],
    slots: [t('api.slotName'), t('api.defaultElement'), t('api.description')],
    classes: [t('api.className'), t('api.ruleName'), t('api.description')],
    parts: [t('api.partName'), t('api.className'), t('api.description')],
    moved: [t('api.component'), t('api.movedTo'), t('api.description')],
    icons: [t('api.icon'), t('api.import')],
  }[table.columns];
  const rows = table.rows.map((row) => {
    const name = `${codeSpan(row.label ?? row.name)}${row.required ? ` (${t('api.required').toLowerCase()})` : ''}`;
    const defaultValue = row.default !== undefined ? codeSpan(row.default) : '';
    if (table.columns === 'props') return [name, typeText(row.type), defaultValue, descriptionCell(row)];
    if (table.columns === 'slots' || table.columns === 'parts' || table.columns === 'moved') return [name, defaultValue, descriptionCell(row)];
    if (table.columns === 'icons') return [name, defaultValue];
    return [name, codeSpan(row.name), descriptionCell(row)];
  });
  return [head, head.map(() => '---'), ...rows.map((row) => row.map(cell))].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

// A native element is written as code: bare `<ul>` would be read as HTML.
const MARKDOWN_NOTE: NoteFormat<string> = {
  text: (text) => text,
  code: (name, href) => (href ? `[${codeSpan(name)}](${href})` : codeSpan(name)),
  element: (name) => codeSpan(name),
};

function entryMarkdown(entry: ApiEntryView): string[] {
  const heading = entry.id ? '###' : '##';
  const blocks: string[] = [];
  if (entry.id) blocks.push(`## ${codeSpan(entry.name)}`);
  blocks.push(...descriptionMarkdown(entry.descriptionHtml));
  if (entry.deprecatedHtml !== undefined) blocks.push(deprecatedNote(entry.deprecatedHtml));
  const links = (demos: ApiEntryView['demos']): string => demos.map((demo) => `- [${demo.title}](${demo.href})`).join('\n');
  blocks.push(`${heading} ${t('api.demos')}`, entry.demos.length > 0 ? links(entry.demos) : t('api.noDemos'));
  // The page folds these away; a machine reader gets them after a line that says what they are.
  if (entry.moreDemos.length > 0) blocks.push(`${t('api.moreDemos', { count: entry.moreDemos.length })}:`, links(entry.moreDemos));
  blocks.push(`${heading} ${t('api.import')}`, ['```tsx', ...entry.imports, '```'].join('\n'));
  const notes = entryNotes(entry, MARKDOWN_NOTE).map((note) => `- ${note.join('')}`);
  if (notes.length > 0) blocks.push(notes.join('\n'));
  for (const table of entry.tables) blocks.push(`${heading} ${table.title}`, table.rows.length > 0 ? tableMarkdown(table) : emptyTableNote(table, entry, MARKDOWN_NOTE).join(''));
  return blocks;
}

/** The Markdown rendering of one API page, headed by its title and description like a doc page's. */
export function apiPageMarkdown(view: ApiPageView, page: { title: string; description: string }): string {
  const listing = view.listing ? [...descriptionMarkdown(view.listing.introHtml), `## ${view.listing.table.title}`, tableMarkdown(view.listing.table)] : [];
  return [`# ${page.title}`, `> ${page.description}`, ...listing, ...view.entries.flatMap(entryMarkdown)].join('\n\n') + '\n';
}
