import { ThemeProvider, createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';

const themeOptions: ThemeOptions = {
  components: {
    MuiFab: {
      // Every FAB is primary and medium-sized unless it says otherwise…
      defaultProps: { color: 'primary', size: 'medium' },
      styleOverrides: {
        // …and extended FABs keep the case of their labels.
        extended: { textTransform: 'none', fontWeight: 600 },
      },
    },
  },
};

// Keeps the site's light or dark mode, so the demo reads well in both.
const theme = (outer: Theme) => createTheme({ ...themeOptions, palette: { ...themeOptions.palette, mode: outer.palette.mode } });

export default function ThemedFab() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Fab aria-label="New project">
          <AddIcon />
        </Fab>
        <Fab variant="extended">
          <AddIcon sx={{ mr: 1 }} />
          New project
        </Fab>
      </Stack>
    </ThemeProvider>
  );
}
