import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// The brand: teal instead of blue, rounder corners, and small inputs everywhere.
const teal = { 50: '#f0fdfa', 100: '#ccfbf1', 200: '#99f6e4', 300: '#5eead4', 400: '#2dd4bf', 500: '#14b8a6', 600: '#0d9488', 700: '#0f766e', 800: '#115e59', 900: '#134e4a' };
// Solid components fill with shade 500, and this teal's 500 is too light for white text: start at 700.
const primary = { ...teal, solidBg: 'var(--joy-palette-primary-700)', solidHoverBg: 'var(--joy-palette-primary-800)', solidActiveBg: 'var(--joy-palette-primary-900)' };
const theme = extendTheme({
  colorSchemes: { light: { palette: { primary } }, dark: { palette: { primary } } },
  radius: { sm: '8px', md: '14px' },
  components: { JoyInput: { defaultProps: { size: 'sm' } } },
});

export default function Step5Theme() {
  return (
    <CssVarsProvider theme={theme}>
      <Sheet variant="outlined" sx={{ width: '100%', maxWidth: 440, mx: 'auto', p: 3, borderRadius: 'md', boxShadow: 'sm' }}>
        <Typography level="h4" component="h2">
          Account settings
        </Typography>
        <Divider sx={{ my: 2 }} />
        <Stack spacing={2}>
          <FormControl>
            <FormLabel>Display name</FormLabel>
            <Input defaultValue="Amara Okafor" />
          </FormControl>
          <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
            <FormLabel>Weekly digest</FormLabel>
            <Switch defaultChecked />
          </FormControl>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="plain" color="neutral">
              Cancel
            </Button>
            <Button>Save changes</Button>
          </Stack>
        </Stack>
      </Sheet>
    </CssVarsProvider>
  );
}
