import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { COPIED_MS_COMPONENT } from '../copy/constants';
import { CopyFeedback, writeClipboard } from '../copy/feedback';
import { t } from '../i18n/t';
import { exportName, ICON_THEMES, importLine, searchIcons, shardOf, type IconIndexFile, type IconShardFile, type IconTheme } from './iconIndex';

/** Icons rendered at first and added each time the end of the grid comes near the screen. */
const PAGE = 120;

interface Selected {
  exported: string;
  shard: string;
}

function Svg({ markup, size }: { markup: string | undefined; size: number }) {
  if (markup === undefined) return <span className="mi-placeholder" style={{ width: size, height: size }} aria-hidden />;
  // The markup is the package's own path data, extracted at build time (build/icons/materialIcons.ts).
  return <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden focusable="false" dangerouslySetInnerHTML={{ __html: markup }} />;
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const feedback = useMemo(() => new CopyFeedback(COPIED_MS_COMPONENT, setCopied), []);
  useEffect(() => () => feedback.dispose(), [feedback]);
  return (
    <button type="button" className="mi-copy" onClick={() => void writeClipboard(text).then((ok) => ok && feedback.markCopied())}>
      {copied ? t('special.materialIcons.copied') : t('special.materialIcons.copy')}
    </button>
  );
}

/** The Material Icons tool: search, theme filter, a grid whose SVGs load once near the screen, and a details dialog. */
export function IconBrowser({ base }: { base: string }) {
  const [index, setIndex] = useState<IconIndexFile | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [theme, setTheme] = useState<IconTheme>('Filled');
  const [limit, setLimit] = useState(PAGE);
  const [shards, setShards] = useState<ReadonlyMap<string, IconShardFile>>(new Map());
  const [selected, setSelected] = useState<Selected | null>(null);
  const requested = useRef(new Set<string>());
  const dialog = useRef<HTMLDialogElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  // The grid scrolls in a box of its own, so the page's sections below stay one scroll away.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    fetch(`${base}/index.json`)
      .then((response) => (response.ok ? (response.json() as Promise<IconIndexFile>) : Promise.reject(new Error(String(response.status)))))
      .then(setIndex, () => setFailed(true));
  }, [base]);

  // Typing updates the field at once; the search and the grid follow when React has time.
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => (index ? searchIcons(index, deferredQuery, theme) : []), [index, deferredQuery, theme]);
  const visible = results.slice(0, limit);

  const loadShard = useCallback(
    (key: string) => {
      if (requested.current.has(key)) return;
      requested.current.add(key);
      fetch(`${base}/${key}.json`)
        .then((response) => response.json() as Promise<IconShardFile>)
        .then((shard) => setShards((previous) => new Map(previous).set(key, shard)))
        .catch(() => requested.current.delete(key));
    },
    [base],
  );

  // One observer for every tile: a tile near the screen asks for its shard (and nothing else does).
  const observer = useMemo(
    () =>
      !scroller
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                if (entry.isIntersecting) loadShard((entry.target as HTMLElement).dataset.shard!);
              }
            },
            { root: scroller, rootMargin: '200px 0px' },
          ),
    [loadShard, scroller],
  );
  useEffect(() => () => observer?.disconnect(), [observer]);
  const observeTile = useCallback((node: HTMLButtonElement | null) => node && observer?.observe(node), [observer]);

  // More tiles when the end of the grid comes near; a new search starts again from the first page.
  useEffect(() => {
    setLimit(PAGE);
    scroller?.scrollTo({ top: 0 });
  }, [deferredQuery, theme, scroller]);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || visible.length >= results.length) return undefined;
    const more = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setLimit((current) => current + PAGE), { root: scroller, rootMargin: '400px 0px' });
    more.observe(node);
    return () => more.disconnect();
  }, [visible.length, results.length, scroller]);

  const open = (next: Selected) => {
    setSelected(next);
    loadShard(next.shard);
    dialog.current?.showModal();
  };

  let status = t('special.materialIcons.loading');
  if (failed) status = t('special.materialIcons.failed');
  else if (index && results.length === 0) status = t('special.materialIcons.none', { query: deferredQuery });
  else if (index)
    status = deferredQuery.trim() ? t('special.materialIcons.countFor', { count: results.length, query: deferredQuery.trim() }) : t('special.materialIcons.count', { count: results.length });

  const selectedMarkup = selected ? shards.get(selected.shard)?.[selected.exported] : undefined;

  return (
    <div className="mi-browser" data-state={failed ? 'failed' : index ? 'ready' : 'loading'}>
      <div className="mi-controls">
        <label className="mi-search">
          <span className="mi-label">{t('special.materialIcons.search')}</span>
          <input type="search" value={query} placeholder={t('special.materialIcons.searchPlaceholder')} onChange={(event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value)} />
        </label>
        <fieldset className="mi-themes">
          <legend className="mi-label">{t('special.materialIcons.theme')}</legend>
          {ICON_THEMES.map((value) => (
            <label key={value} className="mi-theme">
              <input type="radio" name="mi-theme" value={value} checked={theme === value} onChange={() => setTheme(value)} />
              <span>{value}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <p className="mi-status" role="status">
        {status}
      </p>
      <div className="mi-scroll" ref={setScroller}>
        <ul className="mi-grid">
          {visible.map(({ icon, position }) => {
            const exported = exportName(icon.name, theme);
            const shard = shardOf(position, theme);
            return (
              <li key={exported}>
                <button type="button" className="mi-tile" data-shard={shard} ref={observeTile} onClick={() => open({ exported, shard })}>
                  <Svg markup={shards.get(shard)?.[exported]} size={32} />
                  <span className="mi-name">{exported}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <div ref={sentinel} aria-hidden />
      </div>
      <dialog ref={dialog} className="mi-dialog" aria-labelledby="mi-dialog-title" onClose={() => setSelected(null)}>
        {selected && (
          <>
            <div className="mi-dialog-header">
              <h2 id="mi-dialog-title">{selected.exported}</h2>
              <button type="button" className="mi-close" onClick={() => dialog.current?.close()}>
                {t('special.materialIcons.close')}
              </button>
            </div>
            <div className="mi-preview">
              <Svg markup={selectedMarkup} size={128} />
            </div>
            <p className="mi-label">{t('special.materialIcons.sizes')}</p>
            <div className="mi-sizes">
              {[20, 24, 35, 48].map((size) => (
                <span key={size} className="mi-size">
                  <Svg markup={selectedMarkup} size={size} />
                  <small>{size}px</small>
                </span>
              ))}
            </div>
            <p className="mi-label">{t('special.materialIcons.importLine')}</p>
            <div className="mi-import">
              <code>{importLine(selected.exported)}</code>
              <CopyButton text={importLine(selected.exported)} />
            </div>
          </>
        )}
      </dialog>
    </div>
  );
}
