import type { ReactNode } from 'react';

const CALLOUT_LABELS = { info: 'Note', warning: 'Warning', success: 'Tip' } as const;

/** A highlighted aside in prose: `<Callout type="warning">…</Callout>`. */
export function Callout({ type = 'info', children }: { type?: keyof typeof CALLOUT_LABELS; children: ReactNode }) {
  if (!(type in CALLOUT_LABELS)) {
    throw new Error(`<Callout type="${type}"> is not a callout type; use info, warning or success.`);
  }
  return (
    <aside className={`callout callout-${type}`}>
      <p className="callout-label">{CALLOUT_LABELS[type]}</p>
      {children}
    </aside>
  );
}
