import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { BuildError } from '../errors';
import { ROOT } from '../paths';
import { parseChangelog, type ParsedChangelog } from './parse';

/**
 * The release notes the changelog page shows: the installed @mui/material's CHANGELOG.md (the
 * monorepo's file, the same text @mui/system, @mui/lab and @mui/icons-material ship), releases of the
 * installed major only. The whole history is a link away on GitHub.
 */
export const CHANGELOG_SOURCE = { packageName: '@mui/material', repository: 'https://github.com/mui/material-ui' } as const;

let parsed: { file: string; result: ParsedChangelog } | null = null;

/** The installed package's changelog, parsed once per process. */
export function installedChangelog(): ParsedChangelog & { file: string; version: string } {
  const folder = path.join(ROOT, 'node_modules', CHANGELOG_SOURCE.packageName);
  const file = path.join(folder, 'CHANGELOG.md');
  const { version } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string };
  if (parsed?.file !== file) {
    const major = version.split('.')[0]!;
    const keep = (candidate: string): boolean => candidate.replace(/^v/, '').split('.')[0] === major;
    parsed = { file, result: parseChangelog(readFileSync(file, 'utf8'), { repository: CHANGELOG_SOURCE.repository, ref: `v${version}`, keep }) };
  }
  return { ...structuredClone(parsed.result), file, version };
}

/** Remark plugin: replaces `<Changelog />` in a page with the release notes, before headings get their ids. */
export function remarkChangelog() {
  return (tree: Root, file: VFile): void => {
    const index = tree.children.findIndex((node) => node.type === 'mdxJsxFlowElement' && node.name === 'Changelog');
    if (index === -1) return;
    let nodes: RootContent[];
    try {
      nodes = installedChangelog().nodes;
    } catch (error) {
      throw new BuildError(`The changelog could not be read: ${error instanceof Error ? error.message : String(error)}`, { file: file.path, line: tree.children[index]!.position?.start.line }, `Check that ${CHANGELOG_SOURCE.packageName} is installed and ships CHANGELOG.md.`);
    }
    tree.children.splice(index, 1, ...nodes);
  };
}
