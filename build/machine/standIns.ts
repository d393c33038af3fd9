import materialNav from '../../content/material-ui/nav';
import { componentCardGroups } from '../../site/allComponents/cards';
import { componentCatalog } from '../../site/allComponents/catalog';
import { formatPostDate } from '../../site/blog/format';
import { linkedProducts } from '../../site/products';
import type { SiteData } from '../../site/siteData/types';
import { CHANGELOG_SOURCE, installedChangelog } from '../changelog/remarkChangelog';
import { systemPropertiesMarkdown } from '../../site/systemProperties/properties';
import { joyViewerTrees, materialViewerTrees, viewerMarkdown } from '../../site/themeDocs/ThemeDocs';
import { tokenTablesMarkdown, TOKEN_TABLES, type TokenTableName } from '../../site/themeDocs/tokens';
import { versionTables } from '../../site/versions/versionTable';

/** Markdown for the components that render site data, so machine readers get the data, not a blank. */
export function componentStandIns(data: Omit<SiteData, 'pathname'>): Record<string, () => string> {
  return {
    AllComponents: () =>
      componentCardGroups(materialNav, '/material-ui/all-components', new Set(data.routes.map((route) => route.pathname)))
        .map((group) =>
          [
            `## ${group.title}`,
            '',
            ...group.cards.map((card) => {
              const line = componentCatalog[card.pathname]?.line ?? '';
              const name = card.href === null ? `${card.title} (not written yet)` : `[${card.title}](${card.external ? card.href : `${card.href}.md`})`;
              return `- ${name}${line ? `: ${line}` : ''}`;
            }),
          ].join('\n'),
        )
        .join('\n\n'),
    SystemProperties: () => systemPropertiesMarkdown(),
    Changelog: () => {
      const { releases, version } = installedChangelog();
      return [
        `The release notes of every ${CHANGELOG_SOURCE.packageName} release of this major version are in ${CHANGELOG_SOURCE.repository}/blob/v${version}/CHANGELOG.md:`,
        '',
        ...releases.map((release) => `- ${release.version}${release.date ? ` (${release.date})` : ''}: ${release.sections.map((section) => section.title).join(', ')}`),
      ].join('\n');
    },
    DeprecatedApis: () =>
      data.deprecatedApis
        .map((group) =>
          [
            `### ${group.href ? `[${group.component}](${group.href.replace(/(#|$)/, '.md$1')})` : group.component}`,
            '',
            ...group.rows.map((row) => `- \`${row.kind === 'class' ? `.${row.name}` : row.name}\` (${row.kind}): ${row.message.replace(/\s*\n\s*/g, ' ') || 'deprecated'}`),
          ].join('\n'),
        )
        .join('\n\n'),
    ...Object.fromEntries(Object.keys(TOKEN_TABLES).map((name) => [name, () => tokenTablesMarkdown(name as TokenTableName)])),
    DefaultThemeViewer: () => viewerMarkdown(materialViewerTrees()),
    JoyDefaultThemeViewer: () => viewerMarkdown(joyViewerTrees()),
    ProductGrid: () =>
      linkedProducts
        .map((product) => `- [${product.name}](${product.homePath}): ${product.tagline}`)
        .join('\n'),
    VersionsTable: () =>
      versionTables()
        .map((library) =>
          [
            `## ${library.name}`,
            '',
            '| Version | Docs | Release notes |',
            '| --- | --- | --- |',
            ...library.rows.map((row) => `| ${row.version}${row.current ? ' (current)' : ''} | ${row.docsUrl} | ${row.notesUrl} |`),
          ].join('\n'),
        )
        .join('\n\n'),
    MaterialIcons: () => 'Every icon of `@mui/icons-material` is a component imported from its own path, for example `import DeleteIcon from \'@mui/icons-material/Delete\';`. The interactive search is on the HTML page.',
    ThemeBuilder: () => 'The interactive theme builder is on the HTML page. It writes an `extendTheme({ colorSchemes: { light: { palette: { … } }, dark: { palette: { … } } } })` call from the colors you pick.',
    BlogIndex: () => data.blogPosts.map((post) => `- [${post.title}](${post.pathname}.md) (${formatPostDate(post.date)}, ${post.authors.join(', ')}): ${post.description}`).join('\n'),
  };
}
