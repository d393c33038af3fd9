// `npm run build`: builds dist/ and reports content mistakes with file, line and a hint.
process.env.NODE_ENV = 'production';
export {};

const { buildSite } = await import('./build');
const { reportBuildFailure } = await import('./errors');
const { formatProductSummary } = await import('./productSummary');
const { formatPhases } = await import('./phases');

try {
  const report = await buildSite();
  console.log(`Built ${report.routes} pages, ${report.demos} demos and ${report.redirects} redirects into dist/ in ${report.milliseconds} ms (${report.pagesFromCache} pages from the page cache).`);
  console.log(`Time by step: ${formatPhases(report.phases)}.`);
  console.log(`API reference: ${report.api}.`);
  console.log(`API descriptions: ${report.unresolvedApiLinks} links to pages this site does not have, shown as text.`);
  console.log(`Content Security Policy: ${report.csp.pages} HTML files, ${report.csp.bytesAdded} bytes of <meta> in all.`);
  for (const product of report.products) console.log(formatProductSummary(product));
} catch (error) {
  reportBuildFailure(error);
  process.exitCode = 1;
}
