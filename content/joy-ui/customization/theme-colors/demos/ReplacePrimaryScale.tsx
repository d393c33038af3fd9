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

const theme = extendTheme({
  colorSchemes: {
    light: { palette: { primary: indigo } },
    dark: { palette: { primary: indigo } },
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
