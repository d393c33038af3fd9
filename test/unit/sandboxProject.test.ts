import { describe, expect, it } from 'vitest';
import { codeSandboxBody, sandboxProject, stackBlitzFields } from '../../site/demos/sandbox/project';

const input = {
  name: 'BasicButtons',
  pageUrl: 'https://mui.com/material-ui/react-button',
  source: 'export default function BasicButtons() {\n  return null;\n}\n',
  dependencies: { '@mui/material': '6.0.0-rc.0', react: '18.3.1', 'react-dom': '18.3.1' },
};

describe('sandboxProject', () => {
  it('holds the TS demo, an entry that renders it and a package.json pinning the versions', () => {
    const project = sandboxProject({ ...input, variant: 'TS' });
    expect(project.entry).toBe('src/BasicButtons.tsx');
    expect(project.files['src/BasicButtons.tsx']).toBe(input.source);
    expect(project.files['src/index.tsx']).toContain("import BasicButtons from './BasicButtons';");
    expect(project.files['src/index.tsx']).toContain("document.getElementById('root')!");
    expect(project.files['tsconfig.json']).toBeDefined();
    const manifest = JSON.parse(project.files['package.json']!) as { name: string; dependencies: Record<string, string>; devDependencies: Record<string, string> };
    expect(manifest.name).toBe('basic-buttons');
    expect(manifest.dependencies).toEqual(input.dependencies);
    expect(manifest.devDependencies.typescript).toBeDefined();
  });

  it('holds a JS project without TypeScript tooling', () => {
    const project = sandboxProject({ ...input, variant: 'JS' });
    expect(Object.keys(project.files).sort()).toEqual(['package.json', 'public/index.html', 'src/BasicButtons.js', 'src/index.js']);
    expect(project.files['src/index.js']).not.toContain('!');
  });

  it('becomes StackBlitz form fields and a CodeSandbox define body', () => {
    const project = sandboxProject({ ...input, variant: 'JS' });
    const fields = new Map(stackBlitzFields(project));
    expect(fields.get('project[template]')).toBe('create-react-app');
    expect(fields.get('project[files][src/BasicButtons.js]')).toBe(input.source);
    expect(JSON.parse(fields.get('project[dependencies]')!)).toEqual(input.dependencies);
    expect(codeSandboxBody(project).files['src/BasicButtons.js']).toEqual({ content: input.source, isBinary: false });
  });
});
