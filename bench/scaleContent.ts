// Synthetic content for the scale benchmark (issue 23 §1): pages of about 500 words with headings, a
// type-checked code block and 0–8 demos importing real components of the four libraries. Pure: returns
// the files to write, so the same tree is generated on every run.

/** The products synthetic pages are spread over: the four libraries. */
export const SCALE_PRODUCTS = ['material-ui', 'joy-ui', 'base-ui', 'system'] as const;
export type ScaleProduct = (typeof SCALE_PRODUCTS)[number];

/** Where synthetic pages live inside a product (never in the checkout's content/: only in a project copy). */
export const SCALE_FOLDER = 'scale';

interface DemoTemplate {
  imports: string;
  jsx: (n: number) => string;
}

const DEMOS: Record<ScaleProduct, DemoTemplate[]> = {
  'material-ui': [
    { imports: "import Button from '@mui/material/Button';", jsx: (n) => `<Button variant="contained">Save ${n}</Button>` },
    { imports: "import Chip from '@mui/material/Chip';", jsx: (n) => `<Chip label="Chip ${n}" />` },
    { imports: "import Slider from '@mui/material/Slider';", jsx: (n) => `<Slider defaultValue={${n % 100}} aria-label="Volume ${n}" />` },
    { imports: "import TextField from '@mui/material/TextField';", jsx: (n) => `<TextField label="Field ${n}" />` },
    { imports: "import Alert from '@mui/material/Alert';", jsx: (n) => `<Alert severity="info">Note ${n}</Alert>` },
    { imports: "import Avatar from '@mui/material/Avatar';", jsx: (n) => `<Avatar>${n % 10}</Avatar>` },
  ],
  'joy-ui': [
    { imports: "import Button from '@mui/joy/Button';", jsx: (n) => `<Button>Save ${n}</Button>` },
    { imports: "import Chip from '@mui/joy/Chip';", jsx: (n) => `<Chip>Chip ${n}</Chip>` },
    { imports: "import Input from '@mui/joy/Input';", jsx: (n) => `<Input placeholder="Field ${n}" />` },
    { imports: "import Alert from '@mui/joy/Alert';", jsx: (n) => `<Alert>Note ${n}</Alert>` },
    { imports: "import Checkbox from '@mui/joy/Checkbox';", jsx: (n) => `<Checkbox label="Check ${n}" />` },
  ],
  'base-ui': [
    { imports: "import { Button } from '@mui/base/Button';", jsx: (n) => `<Button>Save ${n}</Button>` },
    { imports: "import { Badge } from '@mui/base/Badge';", jsx: (n) => `<Badge badgeContent={${n % 50}}>Inbox</Badge>` },
    { imports: "import { Input } from '@mui/base/Input';", jsx: (n) => `<Input placeholder="Field ${n}" />` },
  ],
  system: [
    { imports: "import Box from '@mui/system/Box';", jsx: (n) => `<Box sx={{ p: 2, border: '1px solid', borderColor: 'divider' }}>Box ${n}</Box>` },
    { imports: "import Stack from '@mui/system/Stack';", jsx: (n) => `<Stack direction="row" spacing={1}><span>Item</span><span>${n}</span></Stack>` },
  ],
};

const WORDS = (
  'the component renders a native element with styles from the theme and keeps focus visible for keyboard users while ' +
  'props control size color variant and spacing so each screen reads clearly on phones tablets and wide desktop layouts ' +
  'a demo below shows the common cases and the code can be copied edited live or opened in a sandbox to try ideas quickly ' +
  'accessibility matters labels roles and contrast ratios should follow the guidelines and every state needs a visible cue ' +
  'customization starts with the sx prop then theme overrides and finally styled wrappers when a design needs its own parts'
).split(' ');

/** Deterministic pseudo-random numbers (a linear congruential generator), so every run writes the same tree. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function paragraph(next: () => number, words: number): string {
  const picked = Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]!);
  picked[0] = picked[0]!.charAt(0).toUpperCase() + picked[0]!.slice(1);
  return `${picked.join(' ')}.`;
}

/** One file of the synthetic tree, relative to the project root. */
export interface GeneratedFile {
  path: string;
  contents: string;
}

/** A synthetic page: its pathname, title and files (the MDX page and its demos). */
export interface GeneratedPage {
  product: ScaleProduct;
  pathname: string;
  title: string;
  files: GeneratedFile[];
}

function demoFile(product: ScaleProduct, folder: string, name: string, n: number): GeneratedFile {
  const templates = DEMOS[product];
  const template = templates[n % templates.length]!;
  return { path: `${folder}/demos/${name}.tsx`, contents: `${template.imports}\n\nexport default function ${name}() {\n  return ${template.jsx(n)};\n}\n` };
}

/** A page of about 500 words, three headings, a type-checked code block and `demos` demos. */
export function generatePage(product: ScaleProduct, index: number, demos: number, seed = index + 1): GeneratedPage {
  const next = random(seed);
  const slug = `page-${String(index).padStart(4, '0')}`;
  const folder = `content/${product}/${SCALE_FOLDER}/${slug}`;
  const title = `Scale page ${index}`;
  const names = Array.from({ length: demos }, (_, demo) => `ScaleDemo${demo}`);
  const sections = ['Basics', 'Customization', 'Accessibility'].map((heading, section) => {
    const placed = names.filter((_, demo) => demo % 3 === section).map((name) => `<Demo of={${name}} />`);
    return [`## ${heading}`, paragraph(next, 60), paragraph(next, 55), ...placed].join('\n\n');
  });
  const codeBlock = ['```tsx', `const options = { spacing: ${index % 8}, dense: ${index % 2 === 0} };`, 'export default options;', '```'].join('\n');
  const mdx = [
    '---',
    `title: ${title}`,
    `description: A synthetic page of the scale benchmark, number ${index}.`,
    '---',
    '',
    ...names.map((name) => `import ${name} from './demos/${name}';`),
    '',
    paragraph(next, 70),
    '',
    sections[0],
    '',
    codeBlock,
    '',
    sections[1],
    '',
    sections[2],
    '',
    '## Notes',
    '',
    paragraph(next, 60),
    '',
    paragraph(next, 60),
    '',
  ].join('\n');
  return {
    product,
    pathname: `/${product}/${SCALE_FOLDER}/${slug}`,
    title,
    files: [{ path: `${folder}/index.mdx`, contents: mdx }, ...names.map((name, demo) => demoFile(product, folder, name, index * 10 + demo))],
  };
}

/** The benchmark's mix: `count` pages over the four libraries, each with 0–8 demos (4 on average). */
export function generateScaleTree(count: number): GeneratedPage[] {
  const next = random(count);
  return Array.from({ length: count }, (_, index) => generatePage(SCALE_PRODUCTS[index % SCALE_PRODUCTS.length]!, index, Math.floor(next() * 9)));
}

/** The peer workload: `count` Material UI pages of about 500 words with one Button demo each. */
export function generatePeerTree(count: number): GeneratedPage[] {
  return Array.from({ length: count }, (_, index) => {
    const page = generatePage('material-ui', index, 0);
    const folder = `content/material-ui/${SCALE_FOLDER}/page-${String(index).padStart(4, '0')}`;
    const mdx = page.files[0]!.contents.replace('\n\n', "\n\nimport ScaleDemo0 from './demos/ScaleDemo0';\n\n").replace('## Customization', '<Demo of={ScaleDemo0} />\n\n## Customization');
    return { ...page, files: [{ path: page.files[0]!.path, contents: mdx }, demoFile('material-ui', folder, 'ScaleDemo0', 0)] };
  });
}

/** The statement appended to a product's nav.ts so every synthetic page is reachable (the build requires it). */
export function navAppendix(pages: readonly GeneratedPage[], product: ScaleProduct): string {
  const children = pages.filter((page) => page.product === product).map((page) => ({ pathname: page.pathname, title: page.title }));
  if (children.length === 0) return '';
  return `\nnav.push(${JSON.stringify({ pathname: `/${product}/${SCALE_FOLDER}-group`, title: 'Scale benchmark', children })});\n`;
}
