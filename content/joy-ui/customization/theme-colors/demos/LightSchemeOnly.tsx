import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Only the light scheme gets a color: dark mode keeps Joy's default dark surface.
const sandTheme = extendTheme({
  colorSchemes: {
    light: { palette: { background: { surface: '#fef3c7' } } },
  },
});

export default function LightSchemeOnly() {
  return (
    <CssVarsProvider theme={sandTheme}>
      <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', maxWidth: 320 }}>
        <Typography level="title-sm">Weekend reading</Typography>
        <Typography level="body-sm">Three books saved, 640 pages in all.</Typography>
      </Sheet>
    </CssVarsProvider>
  );
}
