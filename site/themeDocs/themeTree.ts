// A theme object as a tree of keys for the default theme viewers: objects and arrays become branches,
// everything else a leaf with its value as text. Functions show as `function` (their source is not the
// point, and minified code would say nothing). Pure: the caller passes the theme it created.

export type LeafType = 'string' | 'number' | 'boolean' | 'function' | 'null' | 'undefined' | 'circular';

export interface TreeBranch {
  kind: 'branch';
  key: string;
  /** Where the node sits in the theme, as you would write it after `theme` (`palette.primary.main`, `shadows[1]`). */
  path: string;
  array: boolean;
  children: TreeNode[];
}

export interface TreeLeaf {
  kind: 'leaf';
  key: string;
  path: string;
  type: LeafType;
  /** The value as shown: strings quoted, functions as `function`. */
  display: string;
  /** What the copy button puts on the clipboard: the raw string or number; null for functions. */
  copy: string | null;
}

export type TreeNode = TreeBranch | TreeLeaf;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The path of `key` inside `parent` (an object key, an array index, or a quoted key that is not an identifier). */
export function childPath(parent: string, key: string, array: boolean): string {
  if (array) return `${parent}[${key}]`;
  if (IDENTIFIER.test(key)) return parent ? `${parent}.${key}` : key;
  return `${parent}[${JSON.stringify(key)}]`;
}

function leaf(key: string, path: string, value: unknown): TreeLeaf {
  if (typeof value === 'function') return { kind: 'leaf', key, path, type: 'function', display: 'function', copy: null };
  if (value === null) return { kind: 'leaf', key, path, type: 'null', display: 'null', copy: 'null' };
  if (value === undefined) return { kind: 'leaf', key, path, type: 'undefined', display: 'undefined', copy: null };
  if (typeof value === 'string') return { kind: 'leaf', key, path, type: 'string', display: JSON.stringify(value), copy: value };
  if (typeof value === 'number' || typeof value === 'boolean') return { kind: 'leaf', key, path, type: typeof value as 'number' | 'boolean', display: String(value), copy: String(value) };
  return { kind: 'leaf', key, path, type: 'string', display: String(value), copy: String(value) };
}

/** The children of `value` (an object or array), in key order. */
export function themeTree(value: object, path = '', seen: WeakSet<object> = new WeakSet()): TreeNode[] {
  seen.add(value);
  const array = Array.isArray(value);
  const nodes = Object.entries(value).map(([key, child]): TreeNode => {
    const nodePath = childPath(path, key, array);
    if (child && typeof child === 'object') {
      if (seen.has(child)) return { kind: 'leaf', key, path: nodePath, type: 'circular', display: '[circular]', copy: null };
      return { kind: 'branch', key, path: nodePath, array: Array.isArray(child), children: themeTree(child, nodePath, seen) };
    }
    return leaf(key, nodePath, child);
  });
  seen.delete(value);
  return nodes;
}

/** How many nodes a tree has, branches included. */
export function countNodes(nodes: readonly TreeNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + (node.kind === 'branch' ? countNodes(node.children) : 0), 0);
}

/** The tree back as plain data (functions as the string `"function"`), for the Markdown twin's JSON. */
export function treeValue(nodes: readonly TreeNode[], array = false): unknown {
  const entries = nodes.map((node): [string, unknown] => {
    if (node.kind === 'branch') return [node.key, treeValue(node.children, node.array)];
    if (node.type === 'function' || node.type === 'circular') return [node.key, node.display];
    if (node.type === 'undefined') return [node.key, undefined];
    if (node.type === 'null') return [node.key, null];
    if (node.type === 'string') return [node.key, node.copy];
    return [node.key, node.type === 'number' ? Number(node.copy) : node.copy === 'true'];
  });
  return array ? entries.map(([, value]) => value) : Object.fromEntries(entries);
}
