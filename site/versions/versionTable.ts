import { getProduct } from '../products';
import { LIBRARY_RELEASES, type LibraryReleases } from './releases';
import { compareVersions } from './semver';

/** One row of the versions table. */
export interface VersionRow {
  version: string;
  docsUrl: string;
  notesUrl: string;
  current: boolean;
}

/** One library's table: its name and its versions, newest first. */
export interface LibraryVersionTable {
  productId: string;
  name: string;
  rows: VersionRow[];
}

/** Builds the versions page's tables: the documented version of each library marked current, newest first. */
export function versionTables(libraries: readonly LibraryReleases[] = LIBRARY_RELEASES): LibraryVersionTable[] {
  return libraries.map((library) => {
    const product = getProduct(library.productId);
    const currentVersion = product.version ?? library.currentVersion;
    if (!currentVersion) throw new Error(`No current version for ${product.id}: give it a version label in site/products.ts or a currentVersion.`);
    const current: VersionRow = { version: currentVersion, docsUrl: product.homePath ?? product.basePath, notesUrl: library.currentNotesUrl, current: true };
    const older = library.older.map((release): VersionRow => ({ ...release, current: false }));
    const rows = [current, ...older].sort((a, b) => compareVersions(b.version, a.version));
    return { productId: product.id, name: product.name, rows };
  });
}
