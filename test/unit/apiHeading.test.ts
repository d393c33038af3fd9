import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOwnApiHeadings } from '../../build/api/site';
import { BuildError } from '../../build/errors';
import type { Route } from '../../build/routes';

// A page whose demos get the generated "API" section must not have an "API" heading of its own: both
// would carry id="api" (helpers wrote such headings, and nothing caught the duplicate).
const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-api-heading-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function page(name: string, mdx: string, headings: Array<{ id: string; text: string }>): Route {
  const file = path.join(dir, `${name}.mdx`);
  writeFileSync(file, mdx);
  return {
    kind: 'doc',
    pathname: `/joy-ui/${name}`,
    file,
    frontMatter: { title: name, description: 'A page.', layout: 'doc', hidden: false },
    code: '',
    toc: headings.map((heading) => ({ depth: 2, ...heading })),
    imports: [],
    productId: 'joy-ui',
  };
}

describe('a page heading with the id of the generated API section', () => {
  const clashing = page('react-chip', '---\ntitle: Chip\n---\n\n## Basics\n\nText.\n\n## API\n\n- [Chip](/joy-ui/api/chip)\n', [
    { id: 'basics', text: 'Basics' },
    { id: 'api', text: 'API' },
  ]);

  it('stops the build at the heading when the page gets the API section', async () => {
    const error = await checkOwnApiHeadings([clashing], new Map([[clashing.pathname, []]])).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).location).toMatchObject({ file: clashing.file, line: 9 });
  });

  it('is allowed on a page that gets no API section, and other headings are fine', async () => {
    await expect(checkOwnApiHeadings([clashing], new Map())).resolves.toBeUndefined();
    const fine = page('react-badge', '## Basics\n', [{ id: 'basics', text: 'Basics' }]);
    await expect(checkOwnApiHeadings([fine], new Map([[fine.pathname, []]]))).resolves.toBeUndefined();
  });
});
