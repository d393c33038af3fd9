import * as React from 'react';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, useColorScheme } from '@mui/joy/styles';

type Mode = 'light' | 'dark' | 'system';

const theme = extendTheme();

function AppearanceSettings() {
  const { mode, systemMode, setMode } = useColorScheme();
  // `mode` is read from local storage, which the server cannot see: show it once mounted.
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return (
    <Sheet variant="outlined" sx={{ p: 2.5, borderRadius: 'md', display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 380, mx: 'auto' }}>
      <Typography level="title-md">Appearance</Typography>
      <ToggleButtonGroup
        aria-label="Color mode"
        value={mounted ? mode : null}
        onChange={(_, value) => value && setMode(value as Mode)}
      >
        <Button value="light">Light</Button>
        <Button value="system">System</Button>
        <Button value="dark">Dark</Button>
      </ToggleButtonGroup>
      <Typography level="body-sm">
        {mounted && mode === 'system' ? `Following your device: ${systemMode}.` : 'Your choice is saved in this browser.'}
      </Typography>
      <Typography component="label" level="body-sm" endDecorator={<Switch defaultChecked />} sx={{ justifyContent: 'space-between' }}>
        Reduce motion
      </Typography>
    </Sheet>
  );
}

export default function ModeToggle() {
  return (
    // The extra props keep this demo's color mode separate from the site's: see "Scope a provider".
    <CssVarsProvider theme={theme} disableNestedContext attribute="data-settings-scheme" modeStorageKey="settings-demo-mode">
      <AppearanceSettings />
    </CssVarsProvider>
  );
}
