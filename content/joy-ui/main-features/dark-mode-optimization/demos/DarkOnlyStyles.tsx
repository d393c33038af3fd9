import * as React from 'react';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, useColorScheme } from '@mui/joy/styles';

const theme = extendTheme();

function PlanBanner() {
  const { mode, setMode } = useColorScheme();
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return (
    <Sheet sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center', p: 3, width: '100%', borderRadius: 'md', bgcolor: 'background.body' }}>
      <Typography component="label" level="body-sm" startDecorator={<Switch checked={mounted && mode === 'dark'} onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')} />}>
        Dark mode
      </Typography>
      <Box
        sx={(t) => ({
          p: 3,
          maxWidth: 320,
          borderRadius: 'lg',
          bgcolor: 'background.surface',
          border: '1px solid',
          borderColor: 'primary.200',
          // Written once, applied only while the dark scheme is active: no `mode` check while rendering.
          ...t.applyStyles('dark', {
            borderColor: 'primary.700',
            boxShadow: `0 0 24px rgba(${t.vars.palette.primary.mainChannel} / 0.35)`,
          }),
        })}
      >
        <Typography level="title-lg">Team plan</Typography>
        <Typography level="body-sm">Unlimited projects, 50 GB of storage, priority support.</Typography>
      </Box>
    </Sheet>
  );
}

export default function DarkOnlyStyles() {
  return (
    <CssVarsProvider theme={theme} disableNestedContext attribute="data-plan-scheme" modeStorageKey="plan-demo-mode">
      <PlanBanner />
    </CssVarsProvider>
  );
}
