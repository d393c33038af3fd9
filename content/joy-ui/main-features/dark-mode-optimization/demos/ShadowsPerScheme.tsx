import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, useColorScheme } from '@mui/joy/styles';

const theme = extendTheme();
const levels = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

function Shadows() {
  const { mode, setMode } = useColorScheme();
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return (
    <Sheet sx={{ p: 3, borderRadius: 'md', bgcolor: 'background.level1', width: '100%' }}>
      <Typography component="label" level="body-sm" sx={{ mb: 2 }} startDecorator={<Switch checked={mounted && mode === 'dark'} onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')} />}>
        Dark mode
      </Typography>
      <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', justifyContent: 'center' }}>
        {levels.map((level) => (
          // The shadow names stay the same; their color and opacity come from the active scheme.
          <Sheet key={level} sx={{ width: 72, height: 72, borderRadius: 'sm', boxShadow: level, display: 'grid', placeItems: 'center' }}>
            <Typography level="body-sm">{level}</Typography>
          </Sheet>
        ))}
      </Stack>
    </Sheet>
  );
}

export default function ShadowsPerScheme() {
  return (
    <CssVarsProvider theme={theme} disableNestedContext attribute="data-shadow-scheme" modeStorageKey="shadow-demo-mode">
      <Shadows />
    </CssVarsProvider>
  );
}
