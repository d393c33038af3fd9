import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// Every Stack inside this provider uses gap spacing of 2 by default and wraps its children.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiStack: {
        defaultProps: { useFlexGap: true, spacing: 2 },
        styleOverrides: { root: { flexWrap: 'wrap' } },
      },
    },
  });

const labels = ['Open', 'In progress', 'Blocked', 'Done'];

export default function CustomizedStack() {
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 300 }}>
        {/* No spacing or wrap props here: they come from the theme. */}
        <Stack direction="row">
          {labels.map((label) => (
            <Chip key={label} label={label} color="primary" variant="outlined" />
          ))}
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
