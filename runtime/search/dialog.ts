// The search dialog: a lazily loaded chunk with no framework. It owns the DOM; ranking, grouping and
// the rows to show come from the pure modules in site/search/.
import { t } from '../../site/i18n/t';
import type { ProductCategoryId, ProductId } from '../../site/products';
import { RECENT_LIMIT, RECENT_SEARCHES_KEY, RESULT_LIMITS } from '../../site/search/constants';
import { normalizeInternalHref } from '../../site/routing/pageHref';
import { productFromQuery, type SearchContext } from '../../site/search/engine';
import { asksForApi } from '../../site/search/apiQuery';
import { highlight } from '../../site/search/highlight';
import { addRecent, parseRecent, type RecentEntry } from '../../site/search/recent';
import type { SearchManifest } from '../../site/search/types';
import { resultEntries, startEntries, type EntryGroup, type OptionEntry } from '../../site/search/view';
import { firstProductOf, loadIndex, type LoadingIndex } from './loadIndex';

const LISTBOX_ID = 'search-listbox';

function metaContent(name: string): string | null {
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  return value && value !== 'null' ? value : null;
}

function readContext(): SearchContext {
  return {
    product: metaContent('mui:productId') as ProductId | null,
    category: metaContent('mui:productCategoryId') as ProductCategoryId | null,
    pathname: window.location.pathname,
  };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function highlighted(className: string, text: string, marks: readonly string[]): HTMLSpanElement {
  const node = element('span', className);
  for (const segment of highlight(text, marks)) node.append(segment.match ? element('mark', undefined, segment.text) : segment.text);
  return node;
}

function readRecent(): RecentEntry[] {
  try {
    return parseRecent(localStorage.getItem(RECENT_SEARCHES_KEY), RECENT_LIMIT);
  } catch {
    return [];
  }
}

function writeRecent(list: readonly RecentEntry[]): void {
  try {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Storage can be full or blocked; remembering searches is a nicety.
  }
}

let index: LoadingIndex | null = null;
let manifest: SearchManifest | null = null;
const listeners = new Set<() => void>();
const notify = (): void => listeners.forEach((listener) => listener());

/** Starts loading the index once; the button calls it on hover or focus, the dialog on open. */
export function prefetchIndex(manifestUrl: string, onUpdate?: () => void): LoadingIndex {
  if (!index) {
    index = loadIndex(manifestUrl, readContext().product, notify);
    index.manifest.then((loaded) => {
      manifest = loaded;
      notify();
    }, () => {});
    // The state is read from the index on every render; this only keeps a failure from going unhandled.
    index.ready.catch(() => {});
  }
  if (onUpdate) listeners.add(onUpdate);
  return index;
}

class SearchDialog {
  private readonly dialog = element('dialog', 'search-dialog');
  private readonly input = element('input', 'search-input');
  private readonly list = element('div', 'search-results');
  private readonly status = element('p', 'search-status');
  private options: { node: HTMLAnchorElement; entry: OptionEntry }[] = [];
  private active = -1;
  private readonly context = readContext();

  constructor(
    private readonly button: HTMLElement,
    private readonly manifestUrl: string,
  ) {
    this.build();
    prefetchIndex(manifestUrl, () => {
      if (this.dialog.open) this.render();
    });
  }

  private build(): void {
    const { dialog, input, list, status } = this;
    dialog.setAttribute('aria-label', t('search.dialogLabel'));
    const panel = element('div', 'search-panel');
    const header = element('div', 'search-header');
    input.type = 'text';
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-label', t('search.inputLabel'));
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', LISTBOX_ID);
    input.setAttribute('aria-expanded', 'true');
    input.placeholder = t('search.placeholder');
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.enterKeyHint = 'go';
    const close = element('button', 'search-close', 'Esc');
    close.type = 'button';
    close.setAttribute('aria-label', t('search.close'));
    close.addEventListener('click', () => this.close());
    header.append(input, close);
    list.id = LISTBOX_ID;
    list.setAttribute('role', 'listbox');
    list.setAttribute('aria-label', t('search.dialogLabel'));
    status.setAttribute('role', 'status');
    const footer = element('div', 'search-footer');
    for (const [keys, label] of [
      ['↑ ↓', t('search.hintNavigate')],
      ['↵', t('search.hintOpen')],
      ['Esc', t('search.hintClose')],
    ] as const) {
      const hint = element('span', 'search-hint');
      hint.append(element('kbd', undefined, keys), ` ${label}`);
      footer.append(hint);
    }
    panel.append(header, status, list, footer);
    dialog.append(panel);
    input.addEventListener('input', () => this.render());
    dialog.addEventListener('keydown', (event) => this.onKeyDown(event));
    // The native Esc handling would also work, but closing ourselves keeps focus handling in one place.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      this.close();
    });
    // A click on the backdrop lands on the dialog element itself, outside the panel.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) this.close();
    });
    document.body.append(dialog);
  }

  open(): void {
    if (this.dialog.open) return;
    this.dialog.showModal();
    this.input.select();
    this.render();
  }

  close(): void {
    if (!this.dialog.open) return;
    this.dialog.close();
    this.button.focus();
  }

  private onKeyDown(event: KeyboardEvent): void {
    // Keys that confirm an input method's composition are not ours.
    if (event.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (this.options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      this.setActive((this.active + step + this.options.length) % this.options.length);
    } else if (event.key === 'Enter') {
      const option = this.options[this.active];
      if (!option) return;
      event.preventDefault();
      this.choose(option.entry, option.node.href);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      this.close();
    }
  }

  private choose(entry: OptionEntry, href: string): void {
    writeRecent(addRecent(readRecent(), { url: entry.url, title: entry.title, page: entry.page, product: entry.product }, RECENT_LIMIT));
    this.close();
    window.location.assign(href);
  }

  private setActive(position: number): void {
    this.options[this.active]?.node.setAttribute('aria-selected', 'false');
    this.active = position;
    const option = this.options[position];
    if (!option) {
      this.input.removeAttribute('aria-activedescendant');
      return;
    }
    option.node.setAttribute('aria-selected', 'true');
    this.input.setAttribute('aria-activedescendant', option.node.id);
    option.node.scrollIntoView({ block: 'nearest' });
  }

  // The first download holds the guides of the reader's product; the rest loads only when a query needs
  // it: the product's API pages for a query that asks for API reference, another product for one that
  // names it, and everything for one the loaded shards answer with less than a full page of results or
  // with no result that has every word of the query.
  private widenIndex(loading: LoadingIndex, query: string, found: number): void {
    if (loading.state() !== 'ready') return;
    const named = productFromQuery(query).product;
    if (named) loading.need(named);
    if (asksForApi(query)) loading.need(named ?? firstProductOf(this.context.product), 'api');
    const partial = !loading.engine.lastSearchMatchedEveryWord();
    if ((found < RESULT_LIMITS.pages || partial) && query.trim().length >= 2) loading.need('all');
  }

  private render(): void {
    const query = this.input.value;
    const state = index?.state() ?? 'loading';
    const failed = state === 'failed';
    // Results can change while shards are still being indexed; tests and styles can tell.
    this.dialog.dataset.index = state;
    const loading = index !== null && manifest === null && !failed;
    let groups: EntryGroup[];
    if (!query.trim()) {
      groups = startEntries(manifest, readRecent(), this.context.product);
      this.status.textContent = failed ? t('search.loadFailed') : loading ? t('search.loading') : '';
    } else {
      groups = index ? resultEntries(index.engine.search(query, this.context)) : [];
      if (index) this.widenIndex(index, query, groups.length);
      if (failed && groups.length === 0) this.status.textContent = t('search.loadFailed');
      else if (groups.length === 0) this.status.textContent = index && index.engine.size > 0 ? t('search.noResults', { query: query.trim() }) : t('search.loading');
      else this.status.textContent = t('search.resultsCount', { count: groups.length });
    }
    // With results on screen the count is for screen readers only.
    this.status.dataset.visible = String(groups.length === 0 || failed);
    this.renderGroups(groups);
  }

  private renderGroups(groups: readonly EntryGroup[]): void {
    this.options = [];
    this.active = -1;
    this.input.removeAttribute('aria-activedescendant');
    const fragment = document.createDocumentFragment();
    groups.forEach((group, groupIndex) => {
      const block = element('div', 'search-group');
      block.setAttribute('role', 'group');
      const label = group.heading ?? [group.options[0]?.title, group.chip].filter(Boolean).join(' · ');
      block.setAttribute('aria-label', label);
      if (group.heading) block.append(element('div', 'search-group-heading', group.heading));
      group.options.forEach((entry, optionIndex) => {
        const node = element('a', `search-option search-option-${entry.kind}`);
        node.id = `search-option-${groupIndex}-${optionIndex}`;
        node.href = normalizeInternalHref(entry.url);
        node.setAttribute('role', 'option');
        node.setAttribute('aria-selected', 'false');
        node.tabIndex = -1;
        const titleRow = element('span', 'search-option-title-row');
        titleRow.append(highlighted('search-option-title', entry.title, entry.marks));
        if (entry.kind === 'api') titleRow.append(element('span', 'search-badge', t('search.apiResult')));
        if (optionIndex === 0 && group.chip) titleRow.append(element('span', 'search-chip', group.chip));
        node.append(titleRow);
        if (entry.detail) node.append(highlighted('search-option-detail', entry.detail, entry.marks));
        const position = this.options.length;
        node.addEventListener('mousemove', () => {
          if (this.active !== position) this.setActive(position);
        });
        node.addEventListener('click', (event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          this.choose(entry, node.href);
        });
        this.options.push({ node, entry });
        block.append(node);
      });
      fragment.append(block);
    });
    this.list.replaceChildren(fragment);
    if (this.options.length > 0) this.setActive(Math.max(0, this.options.findIndex((option) => option.entry.preferred)));
    this.list.scrollTop = 0;
  }
}

let instance: SearchDialog | null = null;

/** Opens the search dialog, creating it on first use; focus returns to `button` when it closes. */
export function openSearch(button: HTMLElement, manifestUrl: string): void {
  instance ??= new SearchDialog(button, manifestUrl);
  instance.open();
}
