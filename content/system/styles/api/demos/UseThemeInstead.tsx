import Box from '@mui/system/Box';
import { ThemeProvider, createTheme, useTheme } from '@mui/system';

const theme = createTheme({
  palette: { primary: { main: '#0b57d0' } },
  spacing: 4,
});

// withTheme(Component) injected a `theme` prop; a hook reads the same theme.
function ThemeSummary() {
  const current = useTheme();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}
    >
      <dt>Primary color</dt>
      <dd style={{ margin: 0, display: 'flex', alignItems: 'center', gap: 8 }}>
        {/* A swatch shows the color; the text stays in the page's color, readable in both modes. */}
        <span
          aria-hidden
          style={{ width: 14, height: 14, borderRadius: 3, background: current.palette.primary.main }}
        />
        {current.palette.primary.main}
      </dd>
      <dt>spacing(4)</dt>
      <dd style={{ margin: 0 }}>{current.spacing(4)}</dd>
      <dt>md breakpoint</dt>
      <dd style={{ margin: 0 }}>{current.breakpoints.values.md}px</dd>
    </Box>
  );
}

export default function UseThemeInstead() {
  return (
    <ThemeProvider theme={theme}>
      <ThemeSummary />
    </ThemeProvider>
  );
}
