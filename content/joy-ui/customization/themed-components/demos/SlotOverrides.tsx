import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyInput: {
      styleOverrides: {
        // Each key is a slot of the component: the outer box, the <input> and the decorators.
        root: { '--Input-focusedThickness': '1px' },
        input: { fontVariantNumeric: 'tabular-nums', textAlign: 'end' },
        startDecorator: ({ theme }) => ({ color: theme.vars.palette.text.tertiary, fontWeight: theme.vars.fontWeight.md }),
      },
    },
  },
});

export default function SlotOverrides() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={1.5} sx={{ width: 260, mx: 'auto' }}>
        <Input startDecorator="USD" defaultValue="1,250.00" slotProps={{ input: { 'aria-label': 'Amount in US dollars' } }} />
        <Input startDecorator="EUR" defaultValue="1,148.30" slotProps={{ input: { 'aria-label': 'Amount in euros' } }} />
      </Stack>
    </CssVarsProvider>
  );
}
