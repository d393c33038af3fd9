import * as React from 'react';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';

// A function of the outer theme keeps the light or dark mode of the page around it.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiScopedCssBaseline: {
        defaultProps: { component: 'article' },
        styleOverrides: {
          root: ({ theme: t }) => ({
            padding: t.spacing(2),
            borderInlineStart: `4px solid ${t.palette.primary.main}`,
            '& a': {
              color: t.palette.primary.main,
              fontWeight: t.typography.fontWeightMedium,
            },
            '& p': { margin: 0 },
            '& b': { ...t.typography.subtitle1, display: 'block' },
          }),
        },
      },
    },
  });

export default function ThemedScopedBaseline() {
  return (
    <ThemeProvider theme={theme}>
      {/* Content from a CMS: plain HTML that the theme styles through the scope. */}
      <ScopedCssBaseline>
        <p>
          <b>Spring reading list</b>
          Five novels our staff could not put down this season, from a lighthouse mystery to a
          family saga set in Lagos. <a href="/material-ui/react-css-baseline">See the full list</a>.
        </p>
      </ScopedCssBaseline>
    </ThemeProvider>
  );
}
