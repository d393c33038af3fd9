import * as React from 'react';
import Box from '@mui/system/Box';
import { unstable_cssVarsParser as cssVarsParser } from '@mui/system';

const light = {
  palette: {
    surface: '#ffffff',
    text: '#1f2937',
    accent: '#0b57d0',
    border: '#d1d5db',
  },
};
const dark = {
  palette: {
    surface: '#111827',
    text: '#f3f4f6',
    accent: '#8ab4f8',
    border: '#374151',
  },
};

const lightVars = cssVarsParser(light, { prefix: 'shop' });
const darkVars = cssVarsParser(dark, { prefix: 'shop' });
// Both schemes have the same shape, so one `vars` object serves both.
const { palette } = lightVars.vars;

export default function SchemeSwitch() {
  const [scheme, setScheme] = React.useState<'light' | 'dark'>('light');
  return (
    <Box
      data-shop-scheme={scheme}
      sx={{
        ...lightVars.css,
        '&[data-shop-scheme="dark"]': darkVars.css, // only the variables change
        p: 2,
        borderRadius: 2,
        bgcolor: palette.surface,
        color: palette.text,
        border: `1px solid ${palette.border}`,
      }}
    >
      <Box
        role="group"
        aria-label="Color scheme"
        sx={{ display: 'flex', gap: 1, mb: 2 }}
      >
        {(['light', 'dark'] as const).map((option) => (
          <Box
            component="button"
            type="button"
            key={option}
            aria-pressed={scheme === option}
            onClick={() => setScheme(option)}
            sx={{
              px: 1.5,
              py: 0.5,
              borderRadius: 1,
              font: 'inherit',
              cursor: 'pointer',
              color: 'inherit',
              bgcolor: 'transparent',
              border: `1px solid ${palette.border}`,
              '&[aria-pressed="true"]': {
                borderColor: palette.accent,
                color: palette.accent,
                fontWeight: 700,
              },
            }}
          >
            {option}
          </Box>
        ))}
      </Box>
      <Box sx={{ fontWeight: 700, color: palette.accent }}>The Name of the Wind</Box>
      <Box sx={{ fontSize: 14 }}>Patrick Rothfuss · 662 pages · in stock</Box>
    </Box>
  );
}
