import { t } from '../../site/i18n/t';
import type { ApiType } from '../../site/api/types';
import type { ApiEntryView, ApiPageView, ApiRowView, ApiTableView } from '../../site/api/view';

// An API page as Markdown for programs (`<path>.md`, like every doc page): the sections the HTML page
// shows, each table as a GFM table. Descriptions arrive as the HTML build/api/markdown.ts renders from
// JSDoc, a closed subset (p, ul/li, code, a, strong, em), which is turned back into Markdown here.

function unescapeHtml(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** A code span that survives backticks in its text. */
function codeSpan(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

function inlineMarkdown(html: string): string {
  return unescapeHtml(
    html
      .replace(/<code>([^<]*)<\/code>/g, (_match, code: string) => codeSpan(unescapeHtml(code)).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'))
      .replace(/<a href="([^"]*)"[^>]*>(.*?)<\/a>/g, (_match, href: string, label: string) => `[${label}](${href})`)
      .replace(/<\/?strong>/g, '**')
      .replace(/<\/?em>/g, '*'),
  );
}

/**
 * Turns the HTML of a JSDoc description back into Markdown blocks: paragraphs, `- ` lists, code,
 * links, bold and emphasis.
 */
export function descriptionMarkdown(html: string): string[] {
  const blocks: string[] = [];
  for (const [, tag, inner] of html.matchAll(/<(p|ul)>(.*?)<\/\1>/gs)) {
    if (tag === 'p') blocks.push(inlineMarkdown(inner!));
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

function descriptionCell(row: ApiRowView): string {
  const parts = descriptionMarkdown(row.descriptionHtml).map((block) => block.replace(/\n- /g, '<br>- '));
  if (row.deprecatedHtml !== undefined) parts.unshift([`**${t('api.deprecated')}.**`, ...descriptionMarkdown(row.deprecatedHtml)].join(' '));
  return cell(parts.join('<br><br>'));
}

function tableMarkdown(table: ApiTableView): string {
  const head = {
    props: [t('api.name'), t('api.type'), t('api.default'), t('api.description')],
    slots: [t('api.slotName'), t('api.defaultElement'), t('api.description')],
    classes: [t('api.className'), t('api.ruleName'), t('api.description')],
  }[table.columns];
  const rows = table.rows.map((row) => {
    const name = `${codeSpan(row.label ?? row.name)}${row.required ? ` (${t('api.required').toLowerCase()})` : ''}`;
    const defaultValue = row.default !== undefined ? codeSpan(row.default) : '';
    if (table.columns === 'props') return [name, typeText(row.type), defaultValue, descriptionCell(row)];
    if (table.columns === 'slots') return [name, defaultValue, descriptionCell(row)];
    return [name, codeSpan(row.name), descriptionCell(row)];
  });
  return [head, head.map(() => '---'), ...rows.map((row) => row.map(cell))].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

function emptyTableText(table: ApiTableView, entry: ApiEntryView): string {
  if (table.id.endsWith('return-value')) return t('api.returnType', { type: codeSpan(entry.returnType?.full ?? entry.returnType?.short ?? 'void') });
  return table.id.endsWith('parameters') ? t('api.noParameters') : t('api.noProps');
}

function notes(entry: ApiEntryView): string[] {
  const lines: string[] = [];
  if (entry.inherits) {
    const name = codeSpan(entry.inherits.isElement ? `<${entry.inherits.name}>` : entry.inherits.name);
    if (entry.inherits.isElement) lines.push(t('api.inheritsElement', { element: name }));
    else lines.push(t('api.inheritsComponent', { link: entry.inherits.href ? `[${name}](${entry.inherits.href})` : name }));
  }
  if (entry.systemProps) lines.push(t('api.systemProps', { examples: 'm, p, display' }));
  if (entry.ref !== undefined) lines.push(entry.ref === null ? t('api.refNotForwarded') : entry.ref ? t('api.refForwarded', { target: entry.ref }) : t('api.refForwardedUnnamed'));
  if (entry.themeName) lines.push(t('api.themeName', { name: codeSpan(entry.themeName) }));
  return lines.map((line) => `- ${line}`);
}

function entryMarkdown(entry: ApiEntryView): string[] {
  const heading = entry.id ? '###' : '##';
  const blocks: string[] = [];
  if (entry.id) blocks.push(`## ${codeSpan(entry.name)}`);
  blocks.push(...descriptionMarkdown(entry.descriptionHtml));
  if (entry.deprecatedHtml !== undefined) blocks.push([`**${t('api.deprecated')}.**`, ...descriptionMarkdown(entry.deprecatedHtml)].join(' '));
  blocks.push(`${heading} ${t('api.demos')}`, entry.demos.length > 0 ? entry.demos.map((demo) => `- [${demo.title}](${demo.href})`).join('\n') : t('api.noDemos'));
  blocks.push(`${heading} ${t('api.import')}`, ['```tsx', ...entry.imports, '```'].join('\n'));
  const entryNotes = notes(entry);
  if (entryNotes.length > 0) blocks.push(entryNotes.join('\n'));
  for (const table of entry.tables) blocks.push(`${heading} ${table.title}`, table.rows.length > 0 ? tableMarkdown(table) : emptyTableText(table, entry));
  return blocks;
}

/** The Markdown rendering of one API page, headed by its title and description like a doc page's. */
export function apiPageMarkdown(view: ApiPageView, page: { title: string; description: string }): string {
  return [`# ${page.title}`, `> ${page.description}`, ...view.entries.flatMap(entryMarkdown)].join('\n\n') + '\n';
}
