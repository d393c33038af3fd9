import type { ReactNode } from 'react';

/** MUI System demos use the system's default theme, which needs no provider. */
export function DemoProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
