import type { ReactNode } from 'react';
import { t } from '../i18n/t';

const CALLOUT_TYPES = ['info', 'warning', 'success'] as const;

/** A highlighted aside in prose: `<Callout type="warning">…</Callout>`. */
export function Callout({ type = 'info', children }: { type?: (typeof CALLOUT_TYPES)[number]; children: ReactNode }) {
  if (!CALLOUT_TYPES.includes(type)) {
    throw new Error(`<Callout type="${type}"> is not a callout type; use info, warning or success.`);
  }
  return (
    // role="note", not <aside>: a callout belongs to the prose around it, not a separate landmark.
    <div className={`callout callout-${type}`} role="note">
      <p className="callout-label">{t(`shell.callout.${type}`)}</p>
      {children}
    </div>
  );
}
