import type { ReactNode } from 'react';

/** Base UI demos bring their own styles: no theme provider. */
export function DemoProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
