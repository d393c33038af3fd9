import Card from '@mui/joy/Card';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Warm paper tones for the page and its surfaces, with ink-colored text; each scheme gets its own values.
const paperTheme = extendTheme({
  colorSchemes: {
    light: {
      palette: {
        background: { body: '#faf6ef', surface: '#fffdf8', level1: '#f3ecdf' },
        text: { primary: '#2b2118', secondary: '#5c4b3b' },
      },
    },
    dark: {
      palette: {
        background: { body: '#1c1712', surface: '#26201a', level1: '#332a21' },
        text: { primary: '#f3ebe0', secondary: '#c9b9a6' },
      },
    },
  },
});

export default function SurfaceColors() {
  return (
    <CssVarsProvider theme={paperTheme}>
      <Sheet sx={{ p: 3, bgcolor: 'background.body', borderRadius: 'md', width: 360 }}>
        <Card variant="outlined">
          <Typography level="title-md">Chapter 3: The harbor</Typography>
          <Typography level="body-sm">Reading time 12 minutes. You stopped at page 41.</Typography>
          <Sheet variant="soft" sx={{ p: 1, borderRadius: 'sm', bgcolor: 'background.level1' }}>
            <Typography level="body-xs">Last opened on the train, Tuesday evening.</Typography>
          </Sheet>
        </Card>
      </Sheet>
    </CssVarsProvider>
  );
}
