/** The `page_view` parameters of the current page, product ids read from the meta tags the build writes. */
export function pageViewParams(doc: Document): Record<string, string> {
  const meta = (name: string): string => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? 'null';
  return {
    page_title: doc.title,
    page_location: doc.location?.href ?? '',
    productId: meta('mui:productId'),
    productCategoryId: meta('mui:productCategoryId'),
  };
}
