import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Every shadow level is built from these three values, per color scheme.
const theme = extendTheme({
  colorSchemes: {
    light: { shadowChannel: '30 64 175', shadowOpacity: '0.14', shadowRing: '0 0 0 1px rgba(30 64 175 / 0.08)' },
    dark: { shadowChannel: '0 0 0', shadowOpacity: '0.7', shadowRing: '0 0 0 1px rgba(255 255 255 / 0.08)' },
  },
});

export default function TintedShadows() {
  return (
    <CssVarsProvider theme={theme}>
      <Card variant="plain" sx={{ maxWidth: 320, mx: 'auto', boxShadow: 'lg' }}>
        <Typography level="title-lg">Weekly digest</Typography>
        <Typography level="body-sm">Your team closed 18 issues and merged 7 pull requests.</Typography>
        <Button variant="soft" sx={{ alignSelf: 'flex-start', boxShadow: 'sm' }}>
          Open report
        </Button>
      </Card>
    </CssVarsProvider>
  );
}
