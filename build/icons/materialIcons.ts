// The Material Icons tool's data (issue 15): a name index of every @mui/icons-material export and the
// SVG markup of each icon, in shards, written under /static/material-icons/<hash>/ for the browser.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { hashFiles, writeFileAtomically } from '../cacheFiles';
import { CACHE_DIR, ROOT } from '../paths';
import { buildIconIndex, exportName, ICON_THEMES, shardOf, type IconIndexFile, type IconShardFile } from '../../site/materialIcons/iconIndex';

const PACKAGE_DIR = path.join(ROOT, 'node_modules/@mui/icons-material');
const ESM_DIR = path.join(PACKAGE_DIR, 'esm');

/** Everything the tool serves: the index and its shards, with the hash that names their folder. */
export interface MaterialIconsData {
  hash: string;
  index: IconIndexFile;
  shards: Map<string, IconShardFile>;
}

interface SvgNode {
  type: string;
  props: Record<string, unknown>;
}

const attributeName = (name: string): string => (name === 'xlinkHref' ? 'xlink:href' : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));
const escapeAttribute = (value: unknown): string => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function toMarkup(node: unknown): string {
  if (Array.isArray(node)) return node.map(toMarkup).join('');
  if (!node || typeof node !== 'object') return '';
  const { type, props } = node as SvgNode;
  const { children, ...attributes } = props;
  const inner = toMarkup(children);
  if (type === 'fragment') return inner;
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${attributeName(name)}="${escapeAttribute(value)}"`)
    .join('');
  return inner ? `<${type}${attrs}>${inner}</${type}>` : `<${type}${attrs}/>`;
}

/**
 * The SVG markup of one generated icon module. The modules are all `createSvgIcon(<jsx>, 'Name')`; they
 * are run with stand-ins for `createSvgIcon` and the JSX runtime that return the element tree.
 */
export function svgMarkupOf(source: string): string {
  const body = source
    .replace(/^\s*['"]use client['"];?/m, '')
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return');
  const element = (type: string, props: Record<string, unknown>): SvgNode => ({ type, props });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the package's own generated code, read at build time
  const run = new Function('createSvgIcon', '_jsx', '_jsxs', 'React', body) as (...args: unknown[]) => unknown;
  return toMarkup(run((tree: unknown) => tree, element, element, { Fragment: 'fragment' }));
}

let loading: Promise<MaterialIconsData> | null = null;

async function readIcons(version: string): Promise<MaterialIconsData> {
  const names = (await fs.readdir(ESM_DIR)).filter((file) => /^[A-Z]\w*\.js$/.test(file)).map((file) => file.slice(0, -3));
  const index = buildIconIndex(names, version);
  const exported = new Set(names);
  const sources = new Map(await Promise.all(names.map(async (name) => [name, await fs.readFile(path.join(ESM_DIR, `${name}.js`), 'utf8')] as const)));
  const shards = new Map<string, IconShardFile>();
  index.icons.forEach((icon, position) => {
    for (const theme of ICON_THEMES) {
      const name = exportName(icon.name, theme);
      if (!exported.has(name)) continue;
      const key = shardOf(position, theme);
      const shard = shards.get(key) ?? {};
      shard[name] = svgMarkupOf(sources.get(name)!);
      shards.set(key, shard);
    }
  });
  const hash = createHash('sha256')
    .update(JSON.stringify(index))
    .update(JSON.stringify([...shards]))
    .digest('base64url')
    .slice(0, 10);
  return { hash, index, shards };
}

// Reading 10,000 small files takes seconds: the result is kept in .cache, keyed by the package version
// and the code that derives it.
async function load(): Promise<MaterialIconsData> {
  const { version } = JSON.parse(await fs.readFile(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string };
  const code = [path.join(ROOT, 'build/icons/materialIcons.ts'), path.join(ROOT, 'site/materialIcons/iconIndex.ts')];
  const key = (await hashFiles(createHash('sha256').update(version), ROOT, code)).digest('base64url').slice(0, 16);
  const cacheFile = path.join(CACHE_DIR, 'material-icons', `${key}.json`);
  try {
    const cached = JSON.parse(await fs.readFile(cacheFile, 'utf8')) as { hash: string; index: IconIndexFile; shards: [string, IconShardFile][] };
    return { hash: cached.hash, index: cached.index, shards: new Map(cached.shards) };
  } catch {
    const data = await readIcons(version);
    await writeFileAtomically(cacheFile, JSON.stringify({ hash: data.hash, index: data.index, shards: [...data.shards] }));
    return data;
  }
}

/** Reads the package once per process (dev mode prepares many times). */
export function materialIconsData(): Promise<MaterialIconsData> {
  loading ??= load();
  return loading;
}

/** The URL folder of the tool's files; the hash changes whenever the index or any icon does. */
export function materialIconsBaseUrl(data: MaterialIconsData): string {
  return `/static/material-icons/${data.hash}`;
}

/** Writes `index.json` and one JSON file per shard under `<outDir>/static/material-icons/<hash>/`. */
export async function writeMaterialIcons(outDir: string): Promise<void> {
  const data = await materialIconsData();
  const dir = path.join(outDir, materialIconsBaseUrl(data));
  try {
    await fs.access(path.join(dir, 'index.json'));
    return; // dev mode: already written for this hash
  } catch {
    // not there yet
  }
  await fs.mkdir(dir, { recursive: true });
  await Promise.all([
    fs.writeFile(path.join(dir, 'index.json'), JSON.stringify(data.index)),
    ...[...data.shards].map(([key, shard]) => fs.writeFile(path.join(dir, `${key}.json`), JSON.stringify(shard))),
  ]);
}
