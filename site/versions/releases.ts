import type { ProductId } from '../products';

/** A release whose docs live elsewhere (an archived docs site) and its notes. */
export interface ArchivedRelease {
  version: string;
  docsUrl: string;
  notesUrl: string;
}

/** One library's line on the versions page: its product and its older releases. */
export interface LibraryReleases {
  productId: ProductId;
  /** The documented version when the registry has no label for it (the Data Grid). */
  currentVersion?: string;
  /** Where the current version's release notes are. */
  currentNotesUrl: string;
  older: ArchivedRelease[];
}

const MATERIAL_RELEASES = 'https://github.com/mui/material-ui/releases/tag';
const MATERIAL_CHANGELOG = 'https://github.com/mui/material-ui/blob/master/CHANGELOG.md';

/**
 * The one list of released versions (SPEC §9 labels for the current ones come from site/products.ts).
 * Older majors link to their archived docs sites. Each is the last release of its major on the npm
 * registry (`npm view <package> versions`): @mui/material 5, @material-ui/core 4 and 3, material-ui 0,
 * @mui/system 5 and @mui/x-data-grid 6.
 */
export const LIBRARY_RELEASES: readonly LibraryReleases[] = [
  {
    productId: 'material-ui',
    currentNotesUrl: `${MATERIAL_RELEASES}/v6.0.0-rc.0`,
    older: [
      { version: '5.17.1', docsUrl: 'https://v5.mui.com/material-ui/getting-started/', notesUrl: `${MATERIAL_RELEASES}/v5.17.1` },
      { version: '4.12.4', docsUrl: 'https://v4.mui.com/', notesUrl: `${MATERIAL_RELEASES}/v4.12.4` },
      { version: '3.9.4', docsUrl: 'https://v3.mui.com/', notesUrl: `${MATERIAL_RELEASES}/v3.9.4` },
      { version: '0.20.2', docsUrl: 'https://v0.mui.com/', notesUrl: `${MATERIAL_RELEASES}/v0.20.2` },
    ],
  },
  {
    productId: 'joy-ui',
    currentNotesUrl: MATERIAL_CHANGELOG,
    older: [],
  },
  {
    productId: 'base-ui',
    currentNotesUrl: MATERIAL_CHANGELOG,
    older: [],
  },
  {
    productId: 'system',
    currentNotesUrl: `${MATERIAL_RELEASES}/v6.0.0-rc.0`,
    older: [{ version: '5.17.1', docsUrl: 'https://v5.mui.com/system/getting-started/', notesUrl: `${MATERIAL_RELEASES}/v5.17.1` }],
  },
  {
    productId: 'x-data-grid',
    currentVersion: '7.29.9',
    currentNotesUrl: 'https://github.com/mui/mui-x/blob/v7.x/CHANGELOG.md',
    older: [{ version: '6.20.4', docsUrl: 'https://v6.mui.com/x/react-data-grid/', notesUrl: 'https://github.com/mui/mui-x/releases/tag/v6.20.4' }],
  },
];
