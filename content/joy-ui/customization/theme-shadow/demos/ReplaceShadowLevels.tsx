import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Flat, offset shadows instead of blurred ones: replace the levels you want, keep the rest.
const theme = extendTheme({
  shadow: {
    sm: '2px 2px 0 0 var(--joy-palette-text-primary)',
    md: '4px 4px 0 0 var(--joy-palette-text-primary)',
    lg: '8px 8px 0 0 var(--joy-palette-primary-500)',
  },
});

export default function ReplaceShadowLevels() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', justifyContent: 'center', py: 2 }}>
        {(['sm', 'md', 'lg'] as const).map((token) => (
          <Sheet key={token} variant="outlined" sx={{ width: 96, height: 96, borderColor: 'text.primary', boxShadow: token, display: 'grid', placeItems: 'center' }}>
            <Typography level="title-sm">{token}</Typography>
          </Sheet>
        ))}
      </Stack>
    </CssVarsProvider>
  );
}
