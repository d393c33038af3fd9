import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { deprecatedApis } from '../../build/deprecations/deprecatedApis';
import { loadApiPackages } from '../../build/api/load';
import { API_PACKAGES } from '../../build/api/packages';
import { entryLocations, planApiPages } from '../../build/api/plan';
import type { ApiPackage } from '../../site/api/types';
import type { DeprecatedApiGroup } from '../../site/siteData/types';

const MATERIAL = path.resolve('node_modules/@mui/material');

let groups: DeprecatedApiGroup[];

// Every name declared right after a JSDoc block that says `@deprecated`, in a declaration file's text.
function deprecatedDeclarations(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*(?:readonly\s+)?['"]?([\w$]+)['"]?\??\s*:/g)) {
    if (/@deprecated/.test(match[1]!)) names.add(match[2]!);
  }
  return names;
}

// Every `.d.ts` of @mui/material, read independently of the extractor.
function declarationTexts(): string[] {
  const texts: string[] = [];
  const walk = (dir: string): void => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      if (item.name === 'node_modules' || item.name === 'legacy' || item.name === 'modern' || item.name === 'node') continue;
      const full = path.join(dir, item.name);
      if (item.isDirectory()) walk(full);
      else if (item.name.endsWith('.d.ts')) texts.push(readFileSync(full, 'utf8'));
    }
  };
  walk(MATERIAL);
  return texts;
}

beforeAll(async () => {
  const { packages } = await loadApiPackages();
  const locations = entryLocations(planApiPages(packages, API_PACKAGES));
  groups = deprecatedApis(packages, '@mui/material', { locations, anchors: new Map(), resolveLink: (href) => href });
}, 240_000);

describe('deprecated APIs list of the installed @mui/material', () => {
  it("lists Autocomplete's componentsProps, deprecated in Autocomplete.d.ts, with slotProps as its replacement", () => {
    const declaration = readFileSync(path.join(MATERIAL, 'Autocomplete/Autocomplete.d.ts'), 'utf8');
    expect(deprecatedDeclarations(declaration)).toContain('componentsProps');
    const autocomplete = groups.find((group) => group.component === 'Autocomplete')!;
    const row = autocomplete.rows.find((item) => item.kind === 'prop' && item.name === 'componentsProps');
    expect(row?.message).toMatch(/`slotProps`/);
    expect(row?.href).toBe('/material-ui/api/autocomplete');
    expect(autocomplete.importPath).toBe('@mui/material/Autocomplete');
    // The message's pointer back to the migration page is dropped on that page.
    expect(row?.message).not.toMatch(/Migrating from deprecated APIs/);
  });

  it("lists TextField's inputProps and InputProps, and whole components such as Hidden", () => {
    const textField = groups.find((group) => group.component === 'TextField')!;
    expect(textField.rows.map((row) => row.name)).toEqual(expect.arrayContaining(['inputProps', 'InputProps', 'InputLabelProps']));
    expect(groups.find((group) => group.component === 'Hidden')?.rows[0]?.kind).toBe('component');
  });

  it('lists no prop or class that the declaration files do not mark @deprecated', () => {
    const declared = new Set(declarationTexts().flatMap((text) => [...deprecatedDeclarations(text)]));
    const listed = groups.flatMap((group) => group.rows.filter((row) => row.kind !== 'component'));
    expect(listed.length).toBeGreaterThan(100);
    for (const row of listed) {
      // Classes are listed by global name (`MuiButton-textPrimary`): the declaration keys them by `textPrimary`.
      const key = row.kind === 'class' ? row.name.replace(/^Mui\w+?-/, '') : row.name;
      expect(declared, `${row.kind} ${row.name}`).toContain(key);
    }
    const autocomplete = groups.find((group) => group.component === 'Autocomplete')!;
    expect(autocomplete.rows.map((row) => row.name)).not.toContain('slotProps');
    expect(groups.find((group) => group.component === 'Button')?.rows.some((row) => row.kind === 'prop')).toBe(false);
  });

  it('leaves out non-deprecated entries and copies re-exported from another package', () => {
    const model: ApiPackage[] = [
      {
        packageName: '@mui/lab',
        version: '0',
        entries: [
          { kind: 'component', name: 'Alert', packageName: '@mui/lab', description: '', props: [{ name: 'components', type: { short: 'object' }, required: false, deprecated: 'Use `slots`.', description: '' }], slots: [], classes: [], source: '@mui/material/Alert/Alert.d.ts', declaredDemoPaths: [] },
          { kind: 'component', name: 'Masonry', packageName: '@mui/lab', description: '', props: [{ name: 'columns', type: { short: 'number' }, required: false, description: '' }], slots: [], classes: [], source: '@mui/lab/Masonry/Masonry.d.ts', declaredDemoPaths: [] },
        ],
      },
    ];
    expect(deprecatedApis(model, '@mui/lab', { locations: new Map(), anchors: new Map(), resolveLink: (href) => href })).toEqual([]);
  });
});
