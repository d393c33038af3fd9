import * as React from 'react';
import JoyButton from '@mui/joy/Button';
import JoyInput from '@mui/joy/Input';
import JoySheet from '@mui/joy/Sheet';
import JoySwitch from '@mui/joy/Switch';
import JoyTypography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, useColorScheme } from '@mui/joy/styles';
import Rating from '@mui/material/Rating';
import { ThemeProvider, THEME_ID as MATERIAL_THEME_ID, createTheme } from '@mui/material/styles';

const joyTheme = extendTheme();

// Joy UI owns the color mode; the Material UI theme is derived from it, so both always agree.
function MaterialFromJoyMode({ children }: { children: React.ReactNode }) {
  const { mode, systemMode } = useColorScheme();
  const resolved = (mode === 'system' ? systemMode : mode) ?? 'light';
  const materialTheme = React.useMemo(() => createTheme({ palette: { mode: resolved } }), [resolved]);
  return <ThemeProvider theme={{ [MATERIAL_THEME_ID]: materialTheme }}>{children}</ThemeProvider>;
}

function ReviewForm() {
  const { mode, setMode } = useColorScheme();
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  const [stars, setStars] = React.useState<number | null>(4);
  return (
    <JoySheet variant="outlined" sx={{ p: 2.5, borderRadius: 'md', display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 360, mx: 'auto', bgcolor: 'background.body' }}>
      <JoyTypography component="label" level="body-sm" startDecorator={<JoySwitch checked={mounted && mode === 'dark'} onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')} />}>
        Dark mode
      </JoyTypography>
      <JoyTypography level="title-md">Rate your stay</JoyTypography>
      {/* Material UI's Rating (Joy UI has none), styled by the Material UI theme. */}
      <Rating name="stay-rating" value={stars} onChange={(_, value) => setStars(value)} />
      <JoyInput placeholder="What stood out?" slotProps={{ input: { 'aria-label': 'Review' } }} />
      <JoyButton sx={{ alignSelf: 'flex-end' }}>Send review</JoyButton>
    </JoySheet>
  );
}

export default function JoyAndMaterial() {
  return (
    <CssVarsProvider theme={joyTheme} disableNestedContext attribute="data-review-scheme" modeStorageKey="review-demo-mode">
      <MaterialFromJoyMode>
        <ReviewForm />
      </MaterialFromJoyMode>
    </CssVarsProvider>
  );
}
