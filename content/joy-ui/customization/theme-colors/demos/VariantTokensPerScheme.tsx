import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Joy's primary solid button in a forest green, with a lighter shade for dark mode.
const forestTheme = extendTheme({
  colorSchemes: {
    light: { palette: { primary: { solidBg: '#166534', solidHoverBg: '#14532d' } } },
    dark: { palette: { primary: { solidBg: '#4ade80', solidColor: '#052e16', solidHoverBg: '#22c55e' } } },
  },
});

export default function VariantTokensPerScheme() {
  return (
    <CssVarsProvider theme={forestTheme}>
      <Card variant="outlined" sx={{ width: 320 }}>
        <Typography level="title-md">Community garden</Typography>
        <Typography level="body-sm">Plot 14 is free from March. Sign up before Friday.</Typography>
        <Button>Reserve the plot</Button>
      </Card>
    </CssVarsProvider>
  );
}
