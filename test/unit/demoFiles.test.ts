import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoFilesUnder } from '../../build/demos/demoFiles';

describe('the demo files prepared and type-checked, found before the route table exists', () => {
  it('are the .tsx files in demos/ folders, however deep, and nothing else', async () => {
    const content = mkdtempSync(path.join(os.tmpdir(), 'demo-content-'));
    const write = (relative: string): void => {
      mkdirSync(path.dirname(path.join(content, relative)), { recursive: true });
      writeFileSync(path.join(content, relative), '');
    };
    ['material-ui/button/demos/Basic.tsx', 'material-ui/button/demos/Basic.css.tsx', 'joy-ui/a/b/demos/Deep.tsx', 'material-ui/button/demos/data.ts', 'material-ui/button/Widget.tsx', 'material-ui/button/index.mdx'].forEach(write);
    expect(await demoFilesUnder(content)).toEqual(['joy-ui/a/b/demos/Deep.tsx', 'material-ui/button/demos/Basic.css.tsx', 'material-ui/button/demos/Basic.tsx'].map((file) => path.join(content, file)));
  });
});
