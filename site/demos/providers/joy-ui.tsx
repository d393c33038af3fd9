import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import type { ReactNode } from 'react';

// Joy UI's default theme; the mode is shared with the rest of the site through the same storage keys.
const theme = extendTheme();

/** Wraps a Joy UI demo in Joy's own provider (Joy crashes under Material's ThemeProvider). */
export function DemoProvider({ children }: { children: ReactNode }) {
  return (
    <CssVarsProvider theme={theme} modeStorageKey="mui-mode" colorSchemeStorageKey="mui-color-scheme">
      {children}
    </CssVarsProvider>
  );
}
