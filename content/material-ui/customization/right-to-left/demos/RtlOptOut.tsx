import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

const rtlCache = createCache({ key: 'optout-rtl', stylisPlugins: [prefixer, rtlPlugin] });
// A second cache without the plugin, for the part that stays left to right.
const ltrCache = createCache({ key: 'optout-ltr' });

const themeFor = (direction: 'ltr' | 'rtl') => (outer: Theme) =>
  createTheme({ direction, palette: { mode: outer.palette.mode } });

export default function RtlOptOut() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={themeFor('rtl')}>
        <Stack dir="rtl" lang="he" spacing={2} sx={{ maxWidth: 320 }}>
          <TextField label="שם החברה" defaultValue="אופק תוכנה" />
          {/* Opted out: its own dir, theme direction and unmirrored cache. */}
          <CacheProvider value={ltrCache}>
            <ThemeProvider theme={themeFor('ltr')}>
              <Box dir="ltr" lang="en">
                <TextField
                  fullWidth
                  label="Website"
                  defaultValue="https://ofek.example.com"
                  helperText="Addresses read left to right"
                />
              </Box>
            </ThemeProvider>
          </CacheProvider>
        </Stack>
      </ThemeProvider>
    </CacheProvider>
  );
}
