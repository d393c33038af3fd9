import Grid from '@mui/system/Grid';
import { createTheme, styled, ThemeProvider } from '@mui/system';

const Item = styled('div')({
  padding: 8,
  borderRadius: 4,
  textAlign: 'center',
  border: '1px solid rgba(25, 118, 210, 0.5)',
  backgroundColor: 'rgba(25, 118, 210, 0.1)',
  fontFamily: 'system-ui, sans-serif',
});

// Responsive values follow the theme's breakpoints: here `md` starts at 700px instead of 900px,
// and spacing={1} means 4px.
const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 480, md: 700, lg: 1000, xl: 1400 } },
  spacing: 4,
});

const stats = ['Visitors', 'Sign-ups', 'Churn', 'Revenue'];

export default function ThemedGrid() {
  return (
    <ThemeProvider theme={theme}>
      <Grid container spacing={2} sx={{ width: '100%' }}>
        {stats.map((stat) => (
          <Grid key={stat} size={{ xs: 6, md: 3 }}>
            <Item>{stat}</Item>
          </Grid>
        ))}
      </Grid>
    </ThemeProvider>
  );
}
