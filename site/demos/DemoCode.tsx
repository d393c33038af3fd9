import { useEffect, useRef } from 'react';
import { t } from '../i18n/t';

interface DemoCodeProps {
  id: string;
  name: string;
  html: string;
  /** Changing it remounts the view with the original html (reset, variant switch). */
  version: string;
  onEdit: (source: string) => void;
  error: string | null;
}

// Chromium and Safari know plaintext-only (typing never inserts markup); older Firefox falls back to true.
function makeEditable(pre: HTMLElement): void {
  pre.contentEditable = 'plaintext-only';
  if (pre.contentEditable !== 'plaintext-only') pre.contentEditable = 'true';
  pre.spellcheck = false;
  pre.setAttribute('role', 'textbox');
  pre.setAttribute('aria-multiline', 'true');
  pre.setAttribute('autocapitalize', 'off');
}

/**
 * The demo's highlighted source, editable in place (issue 4 §4): the build's highlighting stays as the
 * reader types; each edit is handed up as plain text.
 */
export function DemoCode({ id, name, html, version, onEdit, error }: DemoCodeProps) {
  const host = useRef<HTMLDivElement>(null);
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;

  useEffect(() => {
    const pre = host.current?.querySelector('pre');
    if (!pre) return undefined;
    makeEditable(pre);
    pre.setAttribute('aria-label', t('demos.editableSource', { name }));
    pre.setAttribute('aria-describedby', `${id}-edit-hint`);
    const handle = (): void => onEditRef.current(pre.innerText.replace(/\n$/, ''));
    pre.addEventListener('input', handle);
    return () => pre.removeEventListener('input', handle);
  }, [version, id, name]);

  return (
    <div className="demo-code" id={`${id}-code`}>
      <div key={version} ref={host} className="code-block" dangerouslySetInnerHTML={{ __html: html }} />
      <p className="demo-edit-hint" id={`${id}-edit-hint`}>
        {t('demos.editHint')}
      </p>
      {error !== null ? (
        <div className="demo-edit-error" role="alert">
          <strong>{t('demos.editError')}</strong>
          <pre>{error}</pre>
        </div>
      ) : null}
    </div>
  );
}
