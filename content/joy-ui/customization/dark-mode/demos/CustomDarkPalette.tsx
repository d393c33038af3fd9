import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, useColorScheme } from '@mui/joy/styles';

// A night-blue dark scheme instead of Joy's neutral black; the light scheme keeps its defaults.
const theme = extendTheme({
  colorSchemes: {
    dark: {
      palette: {
        background: { body: '#0b1120', surface: '#111a2e', level1: '#1a2540' },
        primary: { solidBg: '#38bdf8', solidHoverBg: '#7dd3fc', solidColor: '#0b1120' },
        text: { primary: '#e2e8f0', secondary: '#94a3b8' },
      },
    },
  },
});

function NightCard() {
  const { mode, setMode } = useColorScheme();
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return (
    <Card sx={{ maxWidth: 340, mx: 'auto', bgcolor: 'background.body' }}>
      <Typography component="label" level="body-sm" startDecorator={<Switch checked={mounted && mode === 'dark'} onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')} />}>
        Dark mode
      </Typography>
      <Chip size="sm" variant="soft" sx={{ alignSelf: 'flex-start' }}>
        Tonight, 22:40
      </Chip>
      <Typography level="title-lg">Perseid meteor shower</Typography>
      <Typography level="body-sm" textColor="text.secondary">
        Up to 60 meteors an hour after midnight. Look north-east, away from city lights.
      </Typography>
      <Button>Set a reminder</Button>
    </Card>
  );
}

export default function CustomDarkPalette() {
  return (
    <CssVarsProvider theme={theme} defaultMode="dark" disableNestedContext attribute="data-night-scheme" modeStorageKey="night-demo-mode">
      <NightCard />
    </CssVarsProvider>
  );
}
