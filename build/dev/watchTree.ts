import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

/**
 * Calls `onChange` with the path (relative to `root`) of every file created, changed, renamed or removed
 * under `root`. One watcher per directory: Node 20's recursive `fs.watch` on Linux watches files by
 * inode, so a file replaced by rename (an editor's atomic save, `sed -i`) was never seen again.
 * Directories created later are watched as they appear. Returns a function that stops every watcher.
 */
export function watchTree(root: string, onChange: (relative: string) => void): () => void {
  const watchers = new Map<string, FSWatcher>();

  const add = (dir: string): void => {
    if (watchers.has(dir)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, (_event, name) => {
        if (!name) return;
        const full = path.join(dir, String(name));
        onChange(path.relative(root, full));
        if (isDirectory(full)) add(full);
      });
    } catch {
      return; // removed before it could be watched
    }
    // A removed directory's watcher errors or closes: forget it so a new one of that name is watched again.
    watcher.on('error', () => forget(dir));
    watcher.on('close', () => watchers.delete(dir));
    watchers.set(dir, watcher);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) add(path.join(dir, entry.name));
    }
  };
  const forget = (dir: string): void => {
    watchers.get(dir)?.close();
    watchers.delete(dir);
  };

  add(root);
  return () => {
    for (const dir of [...watchers.keys()]) forget(dir);
  };
}

function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}
