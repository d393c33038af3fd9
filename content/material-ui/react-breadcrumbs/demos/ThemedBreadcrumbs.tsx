import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';

// Every Breadcrumbs under this provider uses », collapses after 3 items
// and spaces its separators wider.
const themeOptions: ThemeOptions = {
  components: {
    MuiBreadcrumbs: {
      defaultProps: { separator: '»', maxItems: 3, expandText: 'Show all folders' },
      styleOverrides: {
        separator: { marginLeft: 12, marginRight: 12 },
        li: { fontWeight: 500 },
      },
    },
  },
};

// Keeps the site's light or dark mode, so the demo reads well in both.
const theme = (outer: Theme) => createTheme({ ...themeOptions, palette: { ...themeOptions.palette, mode: outer.palette.mode } });

function handleClick(event: React.MouseEvent<HTMLElement>) {
  event.preventDefault();
}

export default function ThemedBreadcrumbs() {
  return (
    <ThemeProvider theme={theme}>
      <div role="presentation" onClick={handleClick}>
        {/* slots.CollapsedIcon replaces the ellipsis of the collapsed button. */}
        <Breadcrumbs aria-label="Breadcrumb" slots={{ CollapsedIcon: UnfoldMoreIcon }}>
          <Link underline="hover" color="inherit" href="photos">Photos</Link>
          <Link underline="hover" color="inherit" href="photos/2024">2024</Link>
          <Link underline="hover" color="inherit" href="photos/2024/lisbon">Lisbon trip</Link>
          <Typography sx={{ color: 'text.primary' }}>Tram 28.jpg</Typography>
        </Breadcrumbs>
      </div>
    </ThemeProvider>
  );
}
