/** What a set of changed files asks the dev server to redo. */
export interface ChangePlan {
  /** build/ changed: the process must restart to load the new pipeline. */
  restart: boolean;
  /** Browser code may have changed: the client bundle is rebuilt (demos, site/, runtime/). */
  client: boolean;
  /** Anything that needs the site prepared again (content, navigation, site/ or runtime/). */
  rebuild: boolean;
}

/** Classifies changed paths (relative to the project root) into the work they require. */
export function planChanges(files: readonly string[]): ChangePlan {
  const plan: ChangePlan = { restart: false, client: false, rebuild: false };
  for (const file of files.map((name) => name.split('\\').join('/'))) {
    if (file.startsWith('build/')) plan.restart = true;
    else if (file.startsWith('site/') || file.startsWith('runtime/')) {
      plan.rebuild = true;
      plan.client = true;
    } else if (file.startsWith('content/')) {
      plan.rebuild = true;
      if (/\/demos\//.test(file)) plan.client = true;
    } else if (file.startsWith('public/')) plan.rebuild = true;
  }
  return plan;
}
