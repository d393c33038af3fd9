// Base UI's useButton (inside Joy UI and Base UI buttons) learns that its root is a <button> only in an
// effect, so the server renders a disabled button without `disabled` (and without aria-disabled).
// Until the demo hydrates, readers of the static HTML would meet an enabled-looking control.
// The class must be a whole token: a Tailwind class such as `[&.base--disabled]:bg-slate-300` merely names it.
const DISABLED_BUTTON = /<button(?=\s)([^>]*\bclass="(?:[^"]*\s)?(?:Mui-|base--)disabled(?=[\s"])[^"]*"[^>]*)>/g;

/** Adds `disabled` to server-rendered `<button>`s that carry the library's disabled class but not the attribute. */
export function markDisabledButtons(html: string): string {
  return html.replace(DISABLED_BUTTON, (tag: string, attributes: string) => (/\s(?:disabled|aria-disabled)(?=[\s=]|$)/.test(attributes) ? tag : `<button${attributes} disabled="">`));
}
