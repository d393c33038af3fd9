import Box from '@mui/material/Box';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';

// A 4px scale: `p: 2` is now 8px and `gap: 3` is 12px. The function keeps the page's light or dark mode.
const compactTheme = (outer: Theme) => createTheme({ palette: { mode: outer.palette.mode }, spacing: 4 });

const tags = ['Fiction', 'Mystery', 'Translated', 'Award winner'];

export default function CustomSpacingTheme() {
  return (
    <ThemeProvider theme={compactTheme}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        {tags.map((tag) => (
          <Box key={tag} sx={{ px: 3, py: 1, borderRadius: 4, bgcolor: 'action.selected', typography: 'body2' }}>
            {tag}
          </Box>
        ))}
      </Box>
    </ThemeProvider>
  );
}
