// Dev mode only (served by build/dev/server.ts, never part of dist/): reloads the page when a rebuild
// finishes and shows build errors in an overlay with the file, the line and the hint.

interface DevErrorPayload {
  message: string;
  file: string;
  line?: number;
  column?: number;
  hint?: string;
}

const OVERLAY_ID = 'docs-dev-overlay';

function showOverlay(errors: DevErrorPayload[]): void {
  document.getElementById(OVERLAY_ID)?.remove();
  const overlay = document.createElement('div');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', 'alertdialog');
  overlay.setAttribute('aria-label', 'Build error');
  overlay.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:32px;background:rgba(16,20,24,.92);color:#fff;font:14px/1.5 Menlo,Consolas,monospace';
  const title = document.createElement('h2');
  title.textContent = errors.length === 1 ? 'Build error' : `${errors.length} build errors`;
  title.style.cssText = 'margin:0 0 16px;color:#ff8a80;font:600 18px/1.3 system-ui,sans-serif';
  overlay.append(title);
  for (const error of errors) {
    const block = document.createElement('section');
    block.className = 'docs-dev-error';
    block.style.cssText = 'margin:0 0 16px;padding:16px;border:1px solid #ff8a80;border-radius:12px;background:#1c2025';
    const where = document.createElement('p');
    where.className = 'docs-dev-error-location';
    where.style.cssText = 'margin:0 0 8px;color:#99ccff';
    where.textContent = [error.file, error.line, error.line !== undefined ? error.column : undefined].filter((part) => part !== undefined).join(':');
    const message = document.createElement('pre');
    message.className = 'docs-dev-error-message';
    message.style.cssText = 'margin:0;white-space:pre-wrap';
    message.textContent = error.message;
    block.append(where, message);
    if (error.hint) {
      const hint = document.createElement('p');
      hint.style.cssText = 'margin:8px 0 0;color:#b0b8c4';
      hint.textContent = `Hint: ${error.hint}`;
      block.append(hint);
    }
    overlay.append(block);
  }
  const note = document.createElement('p');
  note.style.cssText = 'color:#b0b8c4;font-family:system-ui,sans-serif';
  note.textContent = 'The last good version of the page is underneath. Fix the file and save: this overlay goes away by itself.';
  overlay.append(note);
  document.body.append(overlay);
}

function connect(): void {
  const events = new EventSource('/__dev/events');
  let session: string | null = null;
  // A different session id after a reconnect means the dev server restarted: load the page again.
  events.addEventListener('hello', (event) => {
    const id = JSON.parse((event as MessageEvent<string>).data) as string;
    if (session !== null && session !== id) location.reload();
    session = id;
    document.documentElement.setAttribute('data-dev-connected', '');
  });
  events.addEventListener('reload', () => location.reload());
  events.addEventListener('error-report', (event) => showOverlay(JSON.parse((event as MessageEvent<string>).data) as DevErrorPayload[]));
  events.addEventListener('ok', () => document.getElementById(OVERLAY_ID)?.remove());
}

connect();
