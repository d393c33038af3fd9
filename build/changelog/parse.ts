// Turns a package's CHANGELOG.md into Markdown nodes for a docs page: releases as `##` headings with
// their date, sections as `###`, a list of each release's sections under its heading, links made
// absolute, raw HTML shown as text. Pure: the remark plugin (remarkChangelog.ts) reads the file.
import { createProcessor } from '@mdx-js/mdx';
import type { Heading, Link, List, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import { resolveLanguage } from '../content/highlight';
import { FRAGMENT_META } from '../content/codeBlocks';
import { t } from '../../site/i18n/t';

/** Where the file comes from and which releases to keep. */
export interface ChangelogOptions {
  /** `https://github.com/mui/material-ui`: base of pull request links and of relative links. */
  repository: string;
  /** The git ref relative links resolve against, e.g. `v6.0.0-rc.0`. */
  ref: string;
  /** Whether a release (its version as written in its heading) is shown. */
  keep: (version: string) => boolean;
}

/** One release as the page shows it. */
export interface ChangelogRelease {
  version: string;
  /** As written in the file, e.g. `Aug 22, 2024`. */
  date?: string;
  id: string;
  sections: { title: string; id: string }[];
}

/** The releases kept and the nodes that render them. */
export interface ParsedChangelog {
  releases: ChangelogRelease[];
  nodes: RootContent[];
}

const parser = createProcessor({ format: 'md', remarkPlugins: [remarkGfm] });

const SAFE_URL = /^(?:https?:|mailto:|#)/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** `6.0.0-rc.0` → `v6-0-0-rc-0`: an id that needs no escaping in a URL or a selector. */
export function releaseId(version: string): string {
  return `v${version.replace(/^v/, '')}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, '');
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function plainText(node: { type: string; value?: string; children?: unknown[]; alt?: string | null }): string {
  if (typeof node.value === 'string') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  return (node.children ?? []).map((child) => plainText(child as Parameters<typeof plainText>[0])).join('');
}

// A link target on the page: absolute links kept, relative ones resolved on GitHub as the file's own
// page would, and anything else (javascript:, data:) refused.
function absoluteUrl(url: string, options: ChangelogOptions): string | null {
  if (SAFE_URL.test(url)) return url;
  if (SCHEME.test(url)) return null;
  // GitHub resolves a root-relative link in a file against the repository, not the host.
  const base = `${options.repository}/blob/${options.ref}/`;
  return new URL(url.startsWith('/') ? url.slice(1) : url, base).href;
}

// Pull request numbers and @mentions in prose become links, as GitHub shows them.
function linkify(text: string, options: ChangelogOptions): PhrasingContent[] {
  const nodes: PhrasingContent[] = [];
  const pattern = /(^|[\s(\[])(?:#(\d+)|@([A-Za-z0-9](?:[A-Za-z0-9-]{0,37}[A-Za-z0-9])?))(?![\w/@])/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index! + match[1]!.length;
    if (start > last) nodes.push({ type: 'text', value: text.slice(last, start) });
    const [label, url] = match[2] ? [`#${match[2]}`, `${options.repository}/pull/${match[2]}`] : [`@${match[3]}`, `https://github.com/${match[3]}`];
    nodes.push({ type: 'link', url, children: [{ type: 'text', value: label }] });
    last = start + label.length;
  }
  if (last < text.length) nodes.push({ type: 'text', value: text.slice(last) });
  return nodes;
}

type AnyNode = RootContent | PhrasingContent;

// Makes one node safe for the page; returns its replacement (none, one or several nodes).
function sanitize(node: AnyNode, options: ChangelogOptions, inLink: boolean): AnyNode[] {
  delete (node as { position?: unknown }).position;
  switch (node.type) {
    case 'html':
      // Comments (`<!-- generated … -->`) go; any other markup is shown as the text it is.
      return /^<!--[\s\S]*-->$/.test(node.value.trim()) ? [] : [{ type: 'text', value: node.value }];
    case 'text': {
      const value = node.value.replace(/\u200B/g, '');
      if (value === '') return [];
      return inLink ? [{ type: 'text', value }] : linkify(value, options);
    }
    case 'image':
      // The site is offline and shows no third-party images: the picture becomes a link to it.
      return sanitize({ type: 'link', url: node.url, children: [{ type: 'text', value: node.alt || node.url }] }, options, inLink);
    case 'link':
    case 'definition': {
      const url = absoluteUrl(node.url, options);
      if (node.type === 'definition') return url ? [{ ...node, url }] : [];
      const children = node.children.flatMap((child) => sanitize(child, options, true)) as PhrasingContent[];
      return url ? [{ ...node, url, children } satisfies Link] : children;
    }
    case 'code': {
      const language = node.lang ? resolveLanguage(node.lang) : null;
      // Shown as written: never type-checked (old APIs), and a language the highlighter knows.
      return [{ ...node, lang: language ?? 'md', meta: language === 'ts' || language === 'tsx' ? FRAGMENT_META : null }];
    }
    case 'heading':
      // Deeper headings stay out of the page outline: a bold line.
      return [{ type: 'paragraph', children: [{ type: 'strong', children: node.children.flatMap((child) => sanitize(child, options, inLink)) as PhrasingContent[] }] }];
    default:
      if ('children' in node && Array.isArray(node.children)) {
        (node as { children: AnyNode[] }).children = (node.children as AnyNode[]).flatMap((child) => sanitize(child, options, inLink || node.type === 'linkReference'));
      }
      return [node];
  }
}

// Versions and package names are left-to-right text with neutral characters at their ends (`@`, `.`,
// `)`): isolated in a <bdi>, they keep their order on a right-to-left page.
function isolated(children: PhrasingContent[]): PhrasingContent {
  return { type: 'emphasis', data: { hName: 'bdi' }, children };
}

function heading(depth: 2 | 3, id: string, children: PhrasingContent[]): Heading {
  return { type: 'heading', depth, children: [isolated(children)], data: { hProperties: { id } } };
}

// `_Aug 22, 2024_` on its own line under a release heading.
function dateOf(node: RootContent): string | undefined {
  if (node.type !== 'paragraph' || node.children.length !== 1 || node.children[0]!.type !== 'emphasis') return undefined;
  const text = plainText(node.children[0]!).trim();
  return /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/.test(text) ? text : undefined;
}

function sectionList(release: ChangelogRelease): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    data: { hProperties: { className: ['changelog-sections'], ariaLabel: t('special.changelog.sections', { version: release.version }) } },
    children: release.sections.map((section) => ({
      type: 'listItem',
      spread: false,
      children: [{ type: 'paragraph', children: [{ type: 'link', url: `#${section.id}`, children: [isolated([{ type: 'text', value: section.title }])] }] } satisfies Paragraph],
    })),
  };
}

/**
 * Parses a CHANGELOG.md (releases under `## <version>`, newest first) into the releases `keep` accepts
 * and the nodes that render them: `## <version> (<date>)`, the list of its sections, then its text with
 * `###` sections, deeper headings as bold lines, HTML comments dropped, other raw HTML as text, pull
 * requests and mentions linked, relative links resolved on GitHub and unsafe ones unlinked.
 */
export function parseChangelog(markdown: string, options: ChangelogOptions): ParsedChangelog {
  // Only the kept releases are parsed: a monorepo's file is nearly a megabyte of older majors.
  const kept = markdown
    .split(/^(?=## )/m)
    .filter((chunk) => chunk.startsWith('## ') && options.keep(/^## +(.*)/.exec(chunk)![1]!.trim()))
    .join('');
  const tree = parser.parse(kept) as Root;
  const releases: ChangelogRelease[] = [];
  const nodes: RootContent[] = [];
  let current: { release: ChangelogRelease; body: RootContent[] } | null = null;
  let skipping = true;
  const finish = (): void => {
    if (!current) return;
    const { release, body } = current;
    const title: PhrasingContent[] = [{ type: 'text', value: release.date ? `${release.version} (${release.date})` : release.version }];
    nodes.push(heading(2, release.id, title));
    if (release.sections.length > 1) nodes.push(sectionList(release));
    nodes.push(...body);
    current = null;
  };
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 2) {
      finish();
      const version = plainText(node).trim();
      skipping = node.depth === 1 || !options.keep(version);
      if (!skipping) {
        const release: ChangelogRelease = { version, id: releaseId(version), sections: [] };
        releases.push(release);
        current = { release, body: [] };
      }
      continue;
    }
    if (skipping || !current) continue;
    const { release, body } = current;
    if (!release.date && body.length === 0 && release.sections.length === 0) {
      const date = dateOf(node);
      if (date) {
        release.date = date;
        continue;
      }
    }
    if (node.type === 'heading' && node.depth === 3) {
      const title = plainText(node).trim();
      const base = `${release.id}-${slug(title.replace(/@v?\d[\w.-]*$/, '')) || 'section'}`;
      let id = base;
      for (let n = 2; release.sections.some((section) => section.id === id); n += 1) id = `${base}-${n}`;
      release.sections.push({ title, id });
      body.push(heading(3, id, node.children.flatMap((child) => sanitize(child, options, false)) as PhrasingContent[]));
      continue;
    }
    body.push(...(sanitize(node, options, false) as RootContent[]));
  }
  finish();
  return { releases, nodes };
}
