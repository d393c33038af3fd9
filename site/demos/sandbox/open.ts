import { codeSandboxBody, stackBlitzFields, type SandboxProject } from './project';

/** The online editors' endpoints. */
export const SANDBOX_ENDPOINTS = {
  stackBlitz: 'https://stackblitz.com/run',
  codeSandbox: 'https://codesandbox.io/api/v1/sandboxes/define?json=1',
  codeSandboxOpen: 'https://codesandbox.io/s/',
} as const;

/** Opens the project in StackBlitz in a new tab with a form POST (the StackBlitz "run" API). */
export function openInStackBlitz(project: SandboxProject, endpoint: string = SANDBOX_ENDPOINTS.stackBlitz): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.target = '_blank';
  form.action = `${endpoint}?file=${encodeURIComponent(project.entry)}`;
  form.hidden = true;
  for (const [name, value] of stackBlitzFields(project)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/**
 * Opens the project in CodeSandbox: posts the files to the define API as JSON and sends a tab opened
 * during the click to the new sandbox (opening it later would be blocked as a pop-up).
 */
export async function openInCodeSandbox(project: SandboxProject): Promise<void> {
  const tab = window.open('about:blank', '_blank');
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
