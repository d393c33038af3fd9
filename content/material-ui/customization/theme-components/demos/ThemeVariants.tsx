import { ThemeProvider, createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

declare module '@mui/material/Button' {
  interface ButtonPropsVariantOverrides {
    dashed: true;
  }
}

const overrides: ThemeOptions = {
  components: {
    MuiButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          variants: [
            // A new value of the variant prop…
            { props: { variant: 'dashed' }, style: { border: `2px dashed ${theme.palette.primary.main}`, color: theme.palette.primary.main } },
            // …and a combination of existing props.
            { props: { variant: 'dashed', color: 'error' }, style: { borderColor: theme.palette.error.main, color: theme.palette.error.main } },
          ],
        }),
      },
    },
  },
};

// Extends the theme around the demo; in an app, pass the overrides to createTheme() at the root.
const dashedTheme = (outer: Theme) => createTheme(outer, overrides);

export default function ThemeVariants() {
  return (
    <ThemeProvider theme={dashedTheme}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="dashed">Add a section</Button>
        <Button variant="dashed" color="error">
          Remove all sections
        </Button>
      </Stack>
    </ThemeProvider>
  );
}
