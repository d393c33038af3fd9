import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Every Button and Input under this provider gets these props and styles, with nothing on the elements.
const theme = extendTheme({
  components: {
    JoyButton: {
      defaultProps: { size: 'sm' },
      styleOverrides: { root: { borderRadius: '999px' } },
    },
    JoyInput: {
      defaultProps: { size: 'sm', variant: 'soft' },
      styleOverrides: { root: { borderRadius: '999px' } },
    },
  },
});

export default function ThemeWide() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
        <Input placeholder="Search recipes" slotProps={{ input: { 'aria-label': 'Search recipes' } }} />
        <Button>Search</Button>
      </Stack>
    </CssVarsProvider>
  );
}
