import Box from '@mui/system/Box';
import { ThemeProvider, createTheme } from '@mui/system';

const defaultTheme = createTheme();

// An empty entry turns the theme lookup off: borderRadius values are plain CSS again.
const plainRadiusTheme = createTheme({
  unstable_sxConfig: { borderRadius: {} },
});

function Sample({ label }: { label: string }) {
  return (
    <Box sx={{ p: 2, border: 2, borderColor: '#0b57d0', borderRadius: 4 }}>
      {label}: <code>borderRadius: 4</code>
    </Box>
  );
}

export default function RemoveLookup() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <ThemeProvider theme={defaultTheme}>
        <Sample label="Default (4 × 4px = 16px)" />
      </ThemeProvider>
      <ThemeProvider theme={plainRadiusTheme}>
        <Sample label="Lookup removed (4px)" />
      </ThemeProvider>
    </Box>
  );
}
