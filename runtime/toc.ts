/** Highlights the table-of-contents link of the section being read (`aria-current="location"`). */
export function setupTocHighlight(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc-link]')];
  if (links.length === 0 || !('IntersectionObserver' in window)) return;
  const headings = links
    .map((link) => document.getElementById(link.dataset.tocLink ?? ''))
    .filter((heading): heading is HTMLElement => heading !== null);
  const visible = new Set<Element>();
  const mark = (): void => {
    // The first heading on screen wins; above all of them, the last one scrolled past.
    let current = headings.find((heading) => visible.has(heading));
    if (!current) current = [...headings].reverse().find((heading) => heading.getBoundingClientRect().top < 0);
    for (const link of links) {
      if (link.dataset.tocLink === current?.id) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      mark();
    },
    { rootMargin: '-64px 0px -40% 0px' },
  );
  headings.forEach((heading) => observer.observe(heading));
}
