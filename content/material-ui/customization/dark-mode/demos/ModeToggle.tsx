import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';

const theme = createTheme({
  // The attribute the provider sets on <html>; a name of its own keeps this demo apart from the page.
  cssVariables: { colorSchemeSelector: 'data-mode-toggle-demo' },
  colorSchemes: {
    light: { palette: { primary: { main: '#00695c' } } },
    dark: { palette: { primary: { main: '#80cbc4' } } },
  },
});

type Mode = 'light' | 'system' | 'dark';

function ModeSwitcher() {
  const { mode, systemMode, setMode } = useColorScheme();
  // `mode` is undefined until the component has mounted in the browser.
  const shown = mode === 'system' ? systemMode : mode;
  return (
    <Box sx={{ p: 3, borderRadius: 1, bgcolor: 'background.default', color: 'text.primary' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Color mode"
        value={mode ?? null}
        onChange={(_event, next: Mode | null) => next && setMode(next)}
      >
        <ToggleButton value="light">Light</ToggleButton>
        <ToggleButton value="system">System</ToggleButton>
        <ToggleButton value="dark">Dark</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ my: 2, color: 'text.secondary' }}>
        {shown ? `This preview is ${shown}${mode === 'system' ? ', as your system prefers' : ''}.` : 'Choose a mode to preview.'}
      </Typography>
      <Button variant="contained">Book a table</Button>
    </Box>
  );
}

// The docs page around this demo has a color-scheme provider of its own.
// `disableNestedContext` gives the demo a separate one, and the storage keys keep
// its choice apart from the site's. An app's single root provider needs neither.
const separateFromDocs = { disableNestedContext: true };

export default function ModeToggle() {
  return (
    <ThemeProvider
      theme={theme}
      modeStorageKey="demo-mode-toggle"
      colorSchemeStorageKey="demo-mode-toggle-scheme"
      {...separateFromDocs}
    >
      <ModeSwitcher />
    </ThemeProvider>
  );
}
