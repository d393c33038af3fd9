import { codeSandboxBody, stackBlitzFields, type SandboxProject } from './project';

/** The online editors' endpoints. */
export const SANDBOX_ENDPOINTS = {
  stackBlitz: 'https://stackblitz.com/run',
  codeSandbox: 'https://codesandbox.io/api/v1/sandboxes/define?json=1',
  codeSandboxOpen: 'https://codesandbox.io/s/',
} as const;

/** Sends the project to StackBlitz in `tab` with a form POST (the StackBlitz "run" API). */
export function openInStackBlitz(project: SandboxProject, tab: Window | null, endpoint: string = SANDBOX_ENDPOINTS.stackBlitz): void {
  const form = document.createElement('form');
  form.method = 'POST';
  // A form can only target a tab by name; without a tab (blocked) it opens one itself, if it may.
  const name = `stackblitz-${Date.now()}`;
  if (tab) tab.name = name;
  form.target = tab ? name : '_blank';
  form.action = `${endpoint}?file=${encodeURIComponent(project.entry)}`;
  form.hidden = true;
  for (const [field, value] of stackBlitzFields(project)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/** Posts the files to CodeSandbox's define API as JSON and sends `tab` to the new sandbox. */
export async function openInCodeSandbox(project: SandboxProject, tab: Window | null): Promise<void> {
  try {
    const response = await fetch(SANDBOX_ENDPOINTS.codeSandbox, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(codeSandboxBody(project)),
    });
    const { sandbox_id: id } = (await response.json()) as { sandbox_id?: string };
    if (!id) throw new Error('CodeSandbox answered without a sandbox id');
    if (tab) tab.location.href = `${SANDBOX_ENDPOINTS.codeSandboxOpen}${id}?file=/${project.entry}`;
  } catch {
    // Like a failed copy, a failed export costs the reader nothing but the extra (SPEC §8).
    tab?.close();
  }
}
