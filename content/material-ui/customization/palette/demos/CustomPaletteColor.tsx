import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

declare module '@mui/material/styles' {
  interface Palette {
    harbor: Palette['primary'];
  }
  interface PaletteOptions {
    harbor?: PaletteOptions['primary'];
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    harbor: true;
  }
}

const harborTheme = (outer: Theme) => {
  const base = createTheme({ palette: { mode: outer.palette.mode } });
  return createTheme(base, {
    palette: {
      // augmentColor derives light, dark and contrastText, like it does for primary.
      harbor: base.palette.augmentColor({ color: { main: outer.palette.mode === 'dark' ? '#61a5c2' : '#2a6f97' }, name: 'harbor' }),
    },
  });
};

export default function CustomPaletteColor() {
  return (
    <ThemeProvider theme={harborTheme}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" color="harbor">
          Reserve a berth
        </Button>
        <Button variant="outlined" color="harbor">
          Tide times
        </Button>
        <Button variant="text" color="harbor">
          Harbor rules
        </Button>
      </Stack>
    </ThemeProvider>
  );
}
