import Box from '@mui/system/Box';
import { ThemeProvider, createTheme } from '@mui/system';

// An sx key that reads from a custom scale. Extra arguments of createTheme are
// deep-merged into the theme, so they can hold keys that ThemeOptions does not type.
const theme = createTheme(
  {
    unstable_sxConfig: {
      radius: { themeKey: 'radii', cssProperty: 'borderRadius' },
    },
  },
  { radii: { sm: 4, md: 12, pill: 999 } },
);

const shapes = ['sm', 'md', 'pill'] as const;

export default function CustomThemeScale() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {shapes.map((shape) => (
          <Box
            key={shape}
            sx={{
              px: 3,
              py: 1.5,
              radius: shape,
              bgcolor: '#e0e7ff',
              color: '#312e81',
              fontWeight: 600,
            }}
          >
            radius: &apos;{shape}&apos;
          </Box>
        ))}
      </Box>
    </ThemeProvider>
  );
}
