/** What a set of changed files asks the dev server to redo. */
export interface ChangePlan {
  /** build/ changed: the process must restart to load the new pipeline. */
  restart: boolean;
  /** Browser code may have changed: the client bundle is rebuilt (demos, site/, runtime/). */
  client: boolean;
  /** Anything that needs the site prepared again (content, navigation, site/ or runtime/). */
  rebuild: boolean;
  /** Only pages' MDX changed: the edited pages can be swapped in without re-bundling (build/dev/updatePages.ts). */
  pagesOnly: boolean;
  /** Only demo components changed: they can be swapped in, and only the browser bundle rebuilt (build/dev/updateDemos.ts). */
  demosOnly: boolean;
}

// A page is `index.mdx` in a content folder; a `demos` folder's files are modules, even beside an index.mdx.
const isPageFile = (file: string): boolean => file.startsWith('content/') && file.endsWith('/index.mdx');
// A demo component: `demos/Name.tsx` (not a `Name.css.tsx` styling variant, nor a helper module).
const isDemoFile = (file: string): boolean => file.startsWith('content/') && /\/demos\/[^/.]+\.tsx$/.test(file);

/** Classifies changed paths (relative to the project root) into the work they require. */
export function planChanges(files: readonly string[]): ChangePlan {
  const plan: ChangePlan = { restart: false, client: false, rebuild: false, pagesOnly: false, demosOnly: false };
  const normalized = files.map((name) => name.split('\\').join('/'));
  for (const file of normalized) {
    if (file.startsWith('build/')) plan.restart = true;
    else if (file.startsWith('site/') || file.startsWith('runtime/')) {
      plan.rebuild = true;
      plan.client = true;
    } else if (file.startsWith('content/')) {
      plan.rebuild = true;
      if (/\/demos\//.test(file) && !isPageFile(file)) plan.client = true;
    } else if (file.startsWith('public/')) plan.rebuild = true;
  }
  plan.pagesOnly = plan.rebuild && normalized.every(isPageFile);
  plan.demosOnly = plan.rebuild && normalized.every(isDemoFile);
  return plan;
}
