import type { TreeNode } from './themeTree';
import { VIEWER_SCRIPT } from './viewerScript';
import { VIEWER_CSS } from './viewerStyles';
import { HashedScript } from '../render/HashedScript';

export interface ViewerTree {
  /** `light`, `dark`, … : the value of the tree's radio button. */
  id: string;
  label: string;
  nodes: TreeNode[];
}

// A color, or a CSS variable whose fallback is one (Joy UI's palette): the swatch then shows the fallback.
const isColor = (value: string): boolean => /^(#[0-9a-f]{3,8}$|rgba?\(|hsla?\()/i.test(value) || /^var\(--[\w-]+, *(var\(--[\w-]+, *)?(#[0-9a-f]{3,8}|rgba?\([^()]*\))\)+$/i.test(value);

function Node({ node, open }: { node: TreeNode; open: ReadonlySet<string> }) {
  if (node.kind === 'leaf') {
    const color = node.type === 'string' && node.copy !== null && isColor(node.copy) ? node.copy : null;
    return (
      <li data-c={node.copy !== null ? '' : undefined}>
        <span className="tv-key">{node.key}</span>
        {': '}
        {color ? <span className="tv-swatch" style={{ background: color }} aria-hidden /> : null}
        <code className={`tv-value tv-${node.type}`}>{node.display}</code>
      </li>
    );
  }
  const size = node.children.length;
  return (
    <li data-a={node.array ? '' : undefined}>
      <details open={open.has(node.path) || undefined}>
        <summary>
          <span className="tv-key">{node.key}</span>{' '}
          <span className="tv-meta">
            {node.array ? `[${size}]` : `{${size}}`}
          </span>
        </summary>
        {size > 0 ? (
          <ul>
            {node.children.map((child) => (
              <Node key={child.key} node={child} open={open} />
            ))}
          </ul>
        ) : null}
      </details>
    </li>
  );
}

/**
 * A theme as a collapsible tree of `<details>` (usable before and without JavaScript), with a search box,
 * expand/collapse all and copy buttons added by a small inline script. Several trees (light and dark)
 * switch with radio buttons, by CSS alone until the script runs.
 */
export function ThemeViewer({ id, trees, open = [], placeholder }: { id: string; trees: ViewerTree[]; open?: string[]; placeholder: string }) {
  const openPaths = new Set(open);
  const searchId = `${id}-search`;
  return (
    <div className="theme-viewer" id={id}>
      <style dangerouslySetInnerHTML={{ __html: VIEWER_CSS }} />
      <div className="tv-tools" data-tools="" hidden>
        <label htmlFor={searchId}>Search keys</label>
        <input id={searchId} type="search" autoComplete="off" spellCheck={false} placeholder={placeholder} />
        <button type="button" data-all="1">
          Expand all
        </button>
        <button type="button" data-all="0">
          Collapse all
        </button>
        <p className="tv-status" data-status="" role="status" aria-live="polite" />
      </div>
      {trees.length > 1 ? (
        <fieldset className="tv-modes">
          <legend>Theme</legend>
          {trees.map((tree, index) => (
            <label key={tree.id}>
              <input type="radio" name={`${id}-mode`} value={tree.id} defaultChecked={index === 0} /> {tree.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {trees.map((tree, index) => (
        <div key={tree.id} className="tv-tree" data-tree={tree.id} data-index={index}>
          <p className="tv-root">
            <code>theme</code> ({tree.label})
          </p>
          <ul>
            {tree.nodes.map((node) => (
              <Node key={node.key} node={node} open={openPaths} />
            ))}
          </ul>
        </div>
      ))}
      <HashedScript code={VIEWER_SCRIPT} />
    </div>
  );
}
