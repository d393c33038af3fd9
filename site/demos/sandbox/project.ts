import type { CodeVariant } from '../codePreferences';

/** A stand-alone project holding one demo, ready to post to an online editor. */
export interface SandboxProject {
  title: string;
  description: string;
  /** Path → contents, including package.json. */
  files: Record<string, string>;
  /** The file the editor opens first. */
  entry: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** What a demo contributes to its sandbox. */
export interface SandboxInput {
  name: string;
  /** The page the demo is on, for the description. */
  pageUrl: string;
  variant: CodeVariant;
  source: string;
  dependencies: Record<string, string>;
}

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="initial-scale=1, width=device-width" />
    <title>Demo</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

function entrySource(variant: CodeVariant, name: string): string {
  const root = variant === 'TS' ? "document.getElementById('root')!" : "document.getElementById('root')";
  return `import * as React from 'react';
import * as ReactDOM from 'react-dom/client';
import ${name} from './${name}';

ReactDOM.createRoot(${root}).render(
  <React.StrictMode>
    <${name} />
  </React.StrictMode>,
);
`;
}

/**
 * Builds the files of a sandbox for one demo: the demo as shown, an entry file that renders it, an HTML
 * page and a package.json pinning the documented versions of every package the demo uses.
 */
export function sandboxProject(input: SandboxInput): SandboxProject {
  const extension = input.variant === 'TS' ? 'tsx' : 'js';
  const devDependencies: Record<string, string> =
    input.variant === 'TS' ? { 'react-scripts': '5.0.1', typescript: '5.9.3', '@types/react': '18.3.8', '@types/react-dom': '18.3.7' } : { 'react-scripts': '5.0.1' };
  const title = `${input.name} demo`;
  const description = `A copy of the ${input.name} demo from ${input.pageUrl}`;
  const packageJson = {
    name: input.name.replace(/[A-Z]/g, (letter, index: number) => `${index === 0 ? '' : '-'}${letter.toLowerCase()}`),
    version: '1.0.0',
    private: true,
    description,
    scripts: { start: 'react-scripts start', build: 'react-scripts build' },
    dependencies: input.dependencies,
    devDependencies,
  };
  const entry = `src/${input.name}.${extension}`;
  return {
    title,
    description,
    entry,
    dependencies: input.dependencies,
    devDependencies,
    files: {
      'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
      'public/index.html': INDEX_HTML,
      [`src/index.${extension}`]: entrySource(input.variant, input.name),
      [entry]: input.source,
      ...(input.variant === 'TS' ? { 'tsconfig.json': `${JSON.stringify({ compilerOptions: { target: 'ES2020', lib: ['dom', 'dom.iterable', 'esnext'], jsx: 'react-jsx', module: 'esnext', moduleResolution: 'node', strict: true, esModuleInterop: true, skipLibCheck: true, noEmit: true, isolatedModules: true, resolveJsonModule: true }, include: ['src'] }, null, 2)}\n` } : {}),
    },
  };
}

/** The form fields of a StackBlitz POST (`project[files][path]`, …) for a project. */
export function stackBlitzFields(project: SandboxProject): Array<[string, string]> {
  return [
    ['project[title]', project.title],
    ['project[description]', project.description],
    ['project[template]', 'create-react-app'],
    ['project[dependencies]', JSON.stringify(project.dependencies)],
    ...Object.entries(project.files).map(([file, contents]): [string, string] => [`project[files][${file}]`, contents]),
  ];
}

/** The JSON body CodeSandbox's define API takes: every file under `files` with its `content`. */
export function codeSandboxBody(project: SandboxProject): { files: Record<string, { content: string; isBinary: false }> } {
  return { files: Object.fromEntries(Object.entries(project.files).map(([file, content]) => [file, { content, isBinary: false }])) };
}
