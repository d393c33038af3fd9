/**
 * Adds the icon font stylesheet (SPEC §7) once per page. Added from script, after the page has been
 * parsed, so it never holds up first paint, and nothing waits on it: if it fails, only the icons go.
 */
export function addIconStylesheet(url: string | null | undefined, doc: Document = document): HTMLLinkElement | null {
  if (!url) return null;
  const existing = doc.querySelector<HTMLLinkElement>('link[data-icon-stylesheet]');
  if (existing) return existing;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  link.setAttribute('data-icon-stylesheet', '');
  doc.head.append(link);
  return link;
}
