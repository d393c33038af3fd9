/** Strings of the site's own pages: versions, blog, production error, 404 suggestions, copy page, data grid. */
export const special = {
  versions: {
    version: 'Version',
    docs: 'Documentation',
    notes: 'Release notes',
    current: 'Current',
    theseDocs: 'These docs',
    archivedDocs: 'Archived docs',
    releaseNotes: 'Release notes',
  },
  blog: {
    by: 'By {authors}',
    readingTime: '{minutes} min read',
    tags: 'Tags',
    feed: 'Subscribe with RSS',
    feedTitle: 'MUI blog',
    feedDescription: 'Notes from the team that builds the MUI docs and libraries.',
  },
  productionError: {
    errorNumber: 'MUI error',
    fullMessageNote: 'This is the full message that the production build of the library shortened to a code.',
    unknownCode: 'The installed packages have no error with this code:',
    allCodes: 'All {count} error codes of the documented packages',
    code: 'Code',
    message: 'Message',
  },
  notFound: {
    didYouMean: 'Did you mean',
    search: 'Search the docs',
  },
  copyPage: {
    copy: 'Copy page',
    copied: 'Copied',
    label: 'Copy this page as Markdown',
    viewMarkdown: 'View as Markdown',
  },
  footer: {
    blog: 'Blog',
    versions: 'Versions',
  },
  codeTabs: {
    label: 'Code variants',
  },
  allComponents: {
    filterLabel: 'Filter components',
    filterPlaceholder: 'Type a name, such as “menu” or “grid”',
    notWritten: 'Not written yet',
    external: 'On mui.com',
    deprecated: 'Deprecated',
    count: '{count} of {total} components',
    none: 'No component matches “{query}”.',
  },
  llms: {
    summary: 'Documentation of the MUI React libraries: Material UI, Joy UI, Base UI, MUI System and the MUI X Data Grid. Each MDX page is also available as Markdown at its path followed by .md.',
  },
} as const;
