import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Default height of an iframe demo, in pixels. */
export const IFRAME_DEMO_HEIGHT = 400;

// Attributes of the page's <html> that theme CSS keys on: mirrored into the frame so it follows mode and direction.
const MIRRORED_ATTRIBUTES = ['data-mui-color-scheme', 'data-joy-color-scheme', 'dir', 'data-density', 'class'];

function mirrorRootAttributes(target: HTMLElement): () => void {
  const source = document.documentElement;
  const copy = (): void => {
    for (const name of MIRRORED_ATTRIBUTES) {
      const value = source.getAttribute(name);
      if (value === null) target.removeAttribute(name);
      else target.setAttribute(name, value);
    }
    target.ownerDocument.body.dir = source.getAttribute('dir') ?? document.body.dir ?? 'ltr';
  };
  copy();
  const observer = new MutationObserver(copy);
  observer.observe(source, { attributes: true, attributeFilter: MIRRORED_ATTRIBUTES });
  observer.observe(document.body, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

interface FrameState {
  body: HTMLElement;
  cache: EmotionCache;
}

/**
 * Renders a demo in an iframe of its own (issue 4 §6), for layouts that need a whole document. The
 * server renders the empty frame; in the browser the demo is portalled into the frame's body, styled by an
 * Emotion cache that writes into the frame's head.
 */
export function DemoFrame({ title, height = IFRAME_DEMO_HEIGHT, children }: { title: string; height?: number; children: ReactNode }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<FrameState | null>(null);

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return undefined;
    doc.open();
    doc.write('<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>body{margin:0;font-family:system-ui,sans-serif}</style></head><body></body></html>');
    doc.close();
    const stop = mirrorRootAttributes(doc.documentElement);
    setState({ body: doc.body, cache: createCache({ key: 'iframe', container: doc.head, prepend: true }) });
    return stop;
  }, []);

  return (
    <>
      <iframe ref={frame} className="demo-frame" title={title} style={{ height }} />
      {state ? createPortal(<CacheProvider value={state.cache}>{children}</CacheProvider>, state.body) : null}
    </>
  );
}
