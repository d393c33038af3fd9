import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyInput: {
      // Every Input under this provider is `soft` unless it says otherwise.
      defaultProps: { variant: 'soft', size: 'lg' },
      styleOverrides: {
        root: ({ theme: t }) => ({
          '--Input-radius': t.vars.radius.xl,
          '--Input-focusedThickness': '1px',
        }),
      },
    },
  },
});

export default function ThemedInput() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <Input placeholder="City" aria-label="City" />
        <Input variant="outlined" placeholder="Postal code" aria-label="Postal code" />
      </Stack>
    </CssVarsProvider>
  );
}
