import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const editorialTheme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    typography: {
      // A system font stack: no download needed.
      fontFamily: 'Georgia, "Times New Roman", serif',
      h4: { fontWeight: 700, letterSpacing: '-0.02em' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });

export default function CustomFonts() {
  return (
    <ThemeProvider theme={editorialTheme}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start', maxWidth: 480 }}>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Travel · 6 min read
        </Typography>
        <Typography variant="h4" component="p">
          Three days on the coast road
        </Typography>
        <Typography variant="body1">
          From the fishing villages of the north to the cliffs at the end of the peninsula, by bus and on foot.
        </Typography>
        <Button variant="contained">Read the story</Button>
      </Stack>
    </ThemeProvider>
  );
}
