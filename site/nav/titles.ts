// Title derivation from REFERENCE.md "Navigation": used when an entry has no title of its own.

function lastSegment(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return segments[segments.length - 1] ?? '';
}

function kebabToPascal(name: string): string {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** Derives a readable title from a pathname: API pages in PascalCase, hooks in camelCase, others as a sentence. */
export function pageTitleFromPathname(pathname: string): string {
  const segment = lastSegment(pathname);
  if (/\/api\//.test(pathname) || /-api$/.test(pathname)) {
    if (segment.startsWith('use-')) {
      const pascal = kebabToPascal(segment);
      return pascal.charAt(0).toLowerCase() + pascal.slice(1);
    }
    return kebabToPascal(segment);
  }
  const words = segment.replace(/^react-/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
