import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// `display` is used by h1 to h4, `body` by every other level and by the components.
const theme = extendTheme({
  fontFamily: {
    display: 'Georgia, "Times New Roman", serif',
    body: '"Trebuchet MS", "Segoe UI", sans-serif',
  },
});

export default function CustomFontFamilies() {
  return (
    <CssVarsProvider theme={theme}>
      <Card variant="outlined" sx={{ maxWidth: 360, mx: 'auto' }}>
        <Typography level="h3">A weekend in Porto</Typography>
        <Typography level="body-sm">
          Three walks along the river, two bakeries worth the queue, and one tram ride you should not skip.
        </Typography>
        <Button sx={{ alignSelf: 'flex-start' }}>Read the guide</Button>
      </Card>
    </CssVarsProvider>
  );
}
