import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';

// Theme overrides: small icons by default, and a custom size key for large status icons.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiSvgIcon: {
        defaultProps: { fontSize: 'small' },
        styleOverrides: {
          root: { verticalAlign: 'middle' },
          fontSizeLarge: { fontSize: '3rem' },
        },
      },
    },
  });

export default function ThemedIcons() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <CloudDoneIcon color="success" />
        <CloudSyncIcon color="info" />
        <CloudOffIcon color="disabled" />
        <CloudDoneIcon color="success" fontSize="large" />
      </Stack>
    </ThemeProvider>
  );
}
