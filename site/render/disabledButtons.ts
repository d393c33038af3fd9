// Base UI's useButton (inside Joy UI and Base UI buttons) learns that its root is a <button> only in an
// effect, so the server renders a disabled button without `disabled` (and without aria-disabled).
// Until the demo hydrates, readers of the static HTML would meet an enabled-looking control.
// The class must be a whole token: a Tailwind class such as `[&.base--disabled]:bg-slate-300` merely names it.
const DISABLED_BUTTON = /<button(?=\s)([^>]*\bclass="(?:[^"]*\s)?(?:Mui-|base--)disabled(?=[\s"])[^"]*"[^>]*)>/g;

/** Marks a `disabled` attribute that the server added and the component itself did not render. */
export const SERVER_DISABLED_ATTRIBUTE = 'data-server-disabled';

/** Adds `disabled` to server-rendered `<button>`s that carry the library's disabled class but not the attribute. */
export function markDisabledButtons(html: string): string {
  return html.replace(DISABLED_BUTTON, (tag: string, attributes: string) => (/\s(?:disabled|aria-disabled)(?=[\s=]|$)/.test(attributes) ? tag : `<button${attributes} disabled="" ${SERVER_DISABLED_ATTRIBUTE}="">`));
}

/**
 * Takes back the `disabled` attributes `markDisabledButtons` added, just before an island hydrates: React
 * then hydrates the very markup it rendered, and the component decides for itself. React never removes
 * an attribute it did not render, so a kept one would outlive hydration: a Base UI tab disabled with
 * manual activation wants only aria-disabled, and stays focusable for the arrow keys.
 */
export function releaseServerDisabledButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll(`button[${SERVER_DISABLED_ATTRIBUTE}]`)) {
    button.removeAttribute('disabled');
    button.removeAttribute(SERVER_DISABLED_ATTRIBUTE);
  }
}
