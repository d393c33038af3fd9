import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, styled, ThemeProvider, type Theme } from '@mui/material/styles';

// styled(): a reusable divider with a thicker, dashed line in the primary color.
const DashedDivider = styled(Divider)(({ theme }) => ({
  borderStyle: 'dashed',
  borderBottomWidth: 2,
  borderColor: theme.palette.primary.main,
}));

// Theme overrides: every Divider inside this provider gets a default variant and a bolder label.
// The function keeps the outer theme's light or dark mode.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiDivider: {
        defaultProps: { textAlign: 'left' },
        styleOverrides: {
          wrapper: { fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: '0.75rem' },
        },
      },
    },
  });

export default function CustomizedDividers() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Typography variant="body2">One-off change with sx: a softer line with more space around it.</Typography>
      <Divider sx={{ opacity: 0.6, my: 1 }} />
      <Typography variant="body2">A styled() divider you can reuse across screens.</Typography>
      <DashedDivider />
      <ThemeProvider theme={theme}>
        <Divider>Billing address</Divider>
        <Typography variant="body2">42 Harbour Street, Leith, Edinburgh</Typography>
        <Divider>Payment</Divider>
        <Typography variant="body2">Visa ending in 4242</Typography>
      </ThemeProvider>
    </Stack>
  );
}
