import { ThemeProvider, createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const overrides: ThemeOptions = {
  components: {
    MuiChip: {
      styleOverrides: {
        // An object for styles that never change…
        root: { borderRadius: 6, fontWeight: 600 },
        // …and a callback for styles that depend on the theme or the props (ownerState).
        label: ({ ownerState, theme }) => ({
          paddingInline: theme.spacing(ownerState.size === 'small' ? 1 : 1.5),
        }),
        // Slot keys: this one styles the delete icon of every Chip.
        deleteIcon: { opacity: 0.7 },
      },
    },
  },
};

// Extends the theme around the demo; in an app, pass the overrides to createTheme() at the root.
const chipTheme = (outer: Theme) => createTheme(outer, overrides);

export default function ThemeStyleOverrides() {
  return (
    <ThemeProvider theme={chipTheme}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip label="In stock" color="success" />
        <Chip label="Back-ordered" color="warning" variant="outlined" />
        <Chip label="Discontinued" size="small" onDelete={() => {}} />
      </Stack>
    </ThemeProvider>
  );
}
