import GlobalStyles from '@mui/material/GlobalStyles';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// A brand blue that reads on light and dark pages alike.
const theme = (outer: Theme) =>
  createTheme({ palette: { mode: outer.palette.mode, primary: { main: '#1e88e5' } } });

export default function GlobalCss() {
  return (
    <ThemeProvider theme={theme}>
      {/* Plain elements, styled from the theme. On this page the rules stay inside the demo;
          in your app they apply to the whole document. */}
      <GlobalStyles
        styles={(t) => ({
          h3: { ...t.typography.h6, margin: 0, color: t.palette.primary.main },
          p: { ...t.typography.body2, maxWidth: '60ch' },
          'a:any-link': {
            color: 'inherit',
            textDecorationColor: t.palette.primary.main,
            textDecorationThickness: 2,
            textUnderlineOffset: 3,
          },
        })}
      />
      <article>
        <h3>Release notes</h3>
        <p>
          The reading list now syncs across devices. Read the <a href="#global-css">full changelog</a>{' '}
          for the details.
        </p>
      </article>
    </ThemeProvider>
  );
}
