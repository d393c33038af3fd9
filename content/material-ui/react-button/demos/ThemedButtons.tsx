import { ThemeProvider, createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const overrides: ThemeOptions = {
  components: {
    MuiButton: {
      // Every Button is flat unless it says otherwise.
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: ({ theme }) => ({
          textTransform: 'none',
          borderRadius: theme.shape.borderRadius * 2,
          // Style a combination of props with `variants`.
          variants: [{ props: { size: 'large' }, style: { fontSize: '1.0625rem', padding: theme.spacing(1.25, 3) } }],
        }),
      },
    },
  },
};

// Extends the surrounding theme; at the root of an app, pass the overrides to createTheme() directly.
const extendTheme = (outer: Theme) => createTheme(outer, overrides);

export default function ThemedButtons() {
  return (
    <ThemeProvider theme={extendTheme}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained">Save changes</Button>
        <Button variant="outlined">Preview</Button>
        <Button variant="contained" size="large">
          Publish now
        </Button>
      </Stack>
    </ThemeProvider>
  );
}
