import Box from '@mui/system/Box';
import { ThemeProvider, createTheme, type Theme } from '@mui/system';

const outerTheme = createTheme({
  palette: { primary: { main: '#0b57d0', contrastText: '#ffffff' } },
});

function Badge({ label }: { label: string }) {
  return (
    <Box
      component="span"
      sx={{
        px: 1.5,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {label}
    </Box>
  );
}

export default function ThemeNesting() {
  return (
    <ThemeProvider theme={outerTheme}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Badge label="Outer theme" />
        {/* A function receives the outer theme and returns the inner one. */}
        <ThemeProvider
          theme={(outer: Theme) => ({
            ...outer,
            palette: {
              ...outer.palette,
              primary: { main: '#9a3412', contrastText: '#ffffff' },
            },
          })}
        >
          <Badge label="Nested theme" />
        </ThemeProvider>
      </Box>
    </ThemeProvider>
  );
}
