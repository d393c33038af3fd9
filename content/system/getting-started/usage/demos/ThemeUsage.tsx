import Box from '@mui/system/Box';
import { ThemeProvider, createTheme, useTheme } from '@mui/system';

const theme = createTheme({
  palette: {
    primary: { main: '#0b57d0', contrastText: '#ffffff' },
    warning: { main: '#b45309', light: '#fef3c7' },
  },
  spacing: 4, // one spacing unit is now 4px
  shape: { borderRadius: 6 },
});

function SpacingReadout() {
  // useTheme gives your own components the same theme that sx reads.
  const activeTheme = useTheme();
  return (
    <Box sx={{ fontSize: 14 }}>theme.spacing(4) is {activeTheme.spacing(4)}</Box>
  );
}

export default function ThemeUsage() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box
          sx={{
            p: 4,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          New arrivals: 12 titles added this week.
        </Box>
        <Box
          sx={{
            p: 4,
            borderRadius: 1,
            bgcolor: 'warning.light',
            color: 'warning.main',
          }}
        >
          Low stock: “The Left Hand of Darkness” (2 copies left).
        </Box>
        <SpacingReadout />
      </Box>
    </ThemeProvider>
  );
}
