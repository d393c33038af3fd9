import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// One scale, from the lightest (50) to the darkest (900) shade; every primary token reads from it.
const indigo = {
  50: '#eef2ff',
  100: '#e0e7ff',
  200: '#c7d2fe',
  300: '#a5b4fc',
  400: '#818cf8',
  500: '#6366f1',
  600: '#4f46e5',
  700: '#4338ca',
  800: '#3730a3',
  900: '#312e81',
};

// White on this scale's 500 is 4.47:1, just short of the 4.5:1 that text needs, and so is 500 on white.
// The tokens that pair text with shade 500 move one shade darker (6.29:1).
const solid = {
  solidBg: 'var(--joy-palette-primary-600)',
  solidHoverBg: 'var(--joy-palette-primary-700)',
  solidActiveBg: 'var(--joy-palette-primary-800)',
};

const theme = extendTheme({
  colorSchemes: {
    light: {
      palette: {
        primary: {
          ...indigo,
          ...solid,
          plainColor: 'var(--joy-palette-primary-600)',
          outlinedColor: 'var(--joy-palette-primary-600)',
        },
      },
    },
    dark: { palette: { primary: { ...indigo, ...solid } } },
  },
});

export default function ReplacePrimaryScale() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="solid">Publish</Button>
        <Button variant="soft">Preview</Button>
        <Button variant="outlined">Save draft</Button>
        <Button variant="plain">Discard</Button>
      </Stack>
    </CssVarsProvider>
  );
}
