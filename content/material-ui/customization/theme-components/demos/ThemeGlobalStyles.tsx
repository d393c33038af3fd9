import { ThemeProvider, createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

const overrides: ThemeOptions = {
  components: {
    MuiAlert: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        // Target a child slot's class through the root, and add a breakpoint media query.
        root: ({ theme }) => ({
          borderInlineStartWidth: 4,
          '& .MuiAlert-action': { paddingTop: 0, alignItems: 'center' },
          [theme.breakpoints.down('sm')]: { fontSize: '0.8125rem' },
        }),
        icon: { alignItems: 'center' },
      },
    },
  },
};

// Extends the theme around the demo; in an app, pass the overrides to createTheme() at the root.
const alertTheme = (outer: Theme) => createTheme(outer, overrides);

export default function ThemeGlobalStyles() {
  return (
    <ThemeProvider theme={alertTheme}>
      <Stack spacing={1.5}>
        <Alert severity="success">Your order has shipped.</Alert>
        <Alert severity="warning">Your card expires next month.</Alert>
        <Alert severity="error">The payment could not be processed.</Alert>
      </Stack>
    </ThemeProvider>
  );
}
