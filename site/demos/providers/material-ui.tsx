import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';

// Material UI's default theme with both colour schemes as CSS variables, switched by the
// attribute the colour-scheme script sets on <html>, so demos follow the site's mode without re-rendering.
const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-mui-color-scheme' },
  colorSchemes: { light: true, dark: true },
});

/** Wraps a Material UI demo in the library's default theme. */
export function DemoProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
