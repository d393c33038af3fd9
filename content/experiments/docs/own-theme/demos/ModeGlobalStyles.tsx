import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// Follows the site's mode; the global rule it writes changes with that mode.
function followSiteMode(outer: Theme): Theme {
  return createTheme({ palette: { mode: outer.palette.mode } });
}

export default function ModeGlobalStyles() {
  return (
    <ThemeProvider theme={followSiteMode}>
      <GlobalStyles
        styles={(theme) => ({
          '.shipping-notice': {
            padding: 12,
            borderRadius: 8,
            backgroundColor: theme.palette.mode === 'dark' ? '#1e3a8a' : '#dbeafe',
            color: theme.palette.mode === 'dark' ? '#ffffff' : '#1e3a8a',
          },
        })}
      />
      <Typography className="shipping-notice">Orders placed before 2 pm ship the same day.</Typography>
    </ThemeProvider>
  );
}
