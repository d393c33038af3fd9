import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';

// Every card under this provider is outlined with 12px corners; its header title is
// bold and its actions line up on the right.
const themeOptions: ThemeOptions = {
  components: {
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 12 } },
    },
    MuiCardHeader: {
      defaultProps: { titleTypographyProps: { variant: 'h6' } },
      styleOverrides: { title: { fontWeight: 700 } },
    },
    MuiCardActions: {
      styleOverrides: { root: { justifyContent: 'flex-end', padding: 16 } },
    },
  },
};

// Keeps the site's light or dark mode, so the demo reads well in both.
const theme = (outer: Theme) => createTheme({ ...themeOptions, palette: { ...themeOptions.palette, mode: outer.palette.mode } });

export default function ThemedCard() {
  return (
    <ThemeProvider theme={theme}>
      <Card sx={{ maxWidth: 380 }}>
        <CardHeader title="Order #30517" subheader="3 items · $84.20" />
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            Packed and waiting for the courier. Expected delivery on Thursday, May 8.
          </Typography>
        </CardContent>
        <CardActions>
          <Button>Track</Button>
          <Button variant="contained">View order</Button>
        </CardActions>
      </Card>
    </ThemeProvider>
  );
}
