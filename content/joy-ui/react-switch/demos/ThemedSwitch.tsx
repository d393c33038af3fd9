import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoySwitch: {
      defaultProps: { size: 'lg' },
      styleOverrides: {
        // A squarer switch for the whole app: every Switch under this provider.
        root: { '--Switch-trackRadius': '6px', '--Switch-thumbRadius': '4px' },
      },
    },
  },
});

export default function ThemedSwitch() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction="row" spacing={2}>
        <Switch defaultChecked slotProps={{ input: { 'aria-label': 'Sync contacts' } }} />
        <Switch slotProps={{ input: { 'aria-label': 'Sync photos' } }} />
      </Stack>
    </CssVarsProvider>
  );
}
