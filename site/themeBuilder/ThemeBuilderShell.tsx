import { useEffect, useRef, useState, type ComponentType, type ReactElement, type SyntheticEvent } from 'react';

/**
 * The theme builder island as hydrated: a tiny shell that keeps the server-rendered preview (the default
 * palette and the controls) untouched and loads the real tool, Joy UI included, on the reader's first
 * pointer or focus interaction with it. Until then the page pays only for this component.
 *
 * On the server `preview` is the full tool rendered with its defaults. In the browser it is absent, and
 * the wrapper hydrates with an empty `dangerouslySetInnerHTML`: React then adopts the server markup as
 * it is, without rendering (or loading) what produced it.
 */
export function ThemeBuilderShell({ preview }: { preview?: ReactElement }) {
  const [Live, setLive] = useState<ComponentType | null>(null);
  const started = useRef(false);
  const container = useRef<HTMLDivElement>(null);
  // The control the reader focused before the tool loaded: focused again once the live one exists.
  const focusKey = useRef<string | null>(null);

  const start = (event: SyntheticEvent) => {
    if (event.type === 'focus') focusKey.current = (event.target as HTMLElement).closest('[data-tb-key]')?.getAttribute('data-tb-key') ?? null;
    if (started.current) return;
    started.current = true;
    void import('./ThemeBuilderLive').then((module) => setLive(() => module.ThemeBuilderLive));
  };

  useEffect(() => {
    if (!Live || !focusKey.current) return;
    container.current?.querySelector<HTMLElement>(`[data-tb-key="${CSS.escape(focusKey.current)}"]`)?.focus();
  }, [Live]);

  if (Live) {
    return (
      <div ref={container} className="theme-builder-root">
        <Live />
      </div>
    );
  }
  const handlers = { onPointerOver: start, onPointerDown: start, onFocus: start, onTouchStart: start };
  return preview ? (
    <div className="theme-builder-root" data-theme-builder-static="">
      {preview}
    </div>
  ) : (
    <div ref={container} className="theme-builder-root" data-theme-builder-static="" {...handlers} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  );
}
