import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  // `variants` holds the style object of every variant × color; entries merge into the defaults.
  variants: {
    outlined: {
      primary: { '--variant-borderWidth': '2px' },
      neutral: { '--variant-borderWidth': '2px' },
    },
    solid: {
      primary: { boxShadow: 'inset 0 -2px 0 rgba(0 0 0 / 0.25)' },
    },
  },
  // The colors each variant reads are palette tokens, set per color scheme.
  colorSchemes: {
    light: {
      palette: {
        primary: { softBg: 'var(--joy-palette-primary-50)', softColor: 'var(--joy-palette-primary-800)' },
      },
    },
  },
});

export default function CustomizeVariantsInTheme() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}>
        <Button variant="solid">Subscribe</Button>
        <Button variant="soft">Preview issue</Button>
        <Button variant="outlined">Share</Button>
        <Chip variant="outlined" color="neutral">
          Weekly
        </Chip>
        <Input
          variant="outlined"
          placeholder="you@example.com"
          slotProps={{ input: { 'aria-label': 'Email address' } }}
        />
      </Stack>
    </CssVarsProvider>
  );
}
