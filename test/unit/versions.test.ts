import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIBRARY_RELEASES } from '../../site/versions/releases';
import { compareVersions } from '../../site/versions/semver';
import { versionTables } from '../../site/versions/versionTable';

describe('compareVersions', () => {
  it('orders releases, pre-releases and numeric pre-release ids', () => {
    const sorted = ['5.16.7', '6.0.0-rc.0', '6.0.0', '6.0.0-beta.10', '6.0.0-beta.2', '0.20.2', '5.0.0-beta.58'].sort(compareVersions);
    expect(sorted).toEqual(['0.20.2', '5.0.0-beta.58', '5.16.7', '6.0.0-beta.2', '6.0.0-beta.10', '6.0.0-rc.0', '6.0.0']);
  });
});

describe('versionTables', () => {
  const tables = versionTables();
  const byName = Object.fromEntries(tables.map((table) => [table.name, table]));

  it('marks exactly one current version per library, with the SPEC §9 labels', () => {
    for (const table of tables) expect(table.rows.filter((row) => row.current)).toHaveLength(1);
    const current = (name: string) => byName[name]!.rows.find((row) => row.current)!.version;
    expect(current('Material UI')).toBe('6.0.0-rc.0');
    expect(current('Joy UI')).toBe('5.0.0-beta.46');
    expect(current('MUI System')).toBe('6.0.0-rc.0');
    expect(current('Base UI')).toBe('5.0.0-beta.58');
  });

  it('lists versions newest first and links the current one to these docs', () => {
    const material = byName['Material UI']!.rows;
    expect(material.map((row) => row.version)).toEqual(['6.0.0-rc.0', '5.17.1', '4.12.4', '3.9.4', '0.20.2']);
    expect(material[0]).toMatchObject({ current: true, docsUrl: '/material-ui/getting-started' });
    expect(material.slice(1).every((row) => row.docsUrl.startsWith('https://') && row.notesUrl.startsWith('https://'))).toBe(true);
  });

  it('documents the installed Data Grid version', () => {
    const installed = (JSON.parse(readFileSync('node_modules/@mui/x-data-grid/package.json', 'utf8')) as { version: string }).version;
    expect(byName['MUI X Data Grid']!.rows.find((row) => row.current)!.version).toBe(installed);
  });

  it('fails loudly for a library with no known current version', () => {
    expect(() => versionTables([{ productId: 'toolpad-core', currentNotesUrl: 'https://example.com', older: [] }])).toThrow(/No current version for toolpad-core/);
  });

  it('keeps one entry per library in the data module', () => {
    const ids = LIBRARY_RELEASES.map((library) => library.productId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
