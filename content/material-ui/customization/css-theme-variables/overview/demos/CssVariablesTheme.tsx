import { ThemeProvider, createTheme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const theme = createTheme({
  // Keyed to the attribute this site sets on <html>, so the card follows the site's mode.
  cssVariables: { colorSchemeSelector: 'data-mui-color-scheme' },
  colorSchemes: {
    light: { palette: { primary: { main: '#6a1b9a' } } },
    dark: { palette: { primary: { main: '#ce93d8' } } },
  },
});

export default function CssVariablesTheme() {
  return (
    <ThemeProvider theme={theme}>
      <Card variant="outlined" sx={{ maxWidth: 360 }}>
        <CardContent>
          <Typography variant="h6" component="p">
            Evening pottery class
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Thursdays, 7 pm. Six places left.
          </Typography>
        </CardContent>
        <CardActions>
          <Button variant="contained">Book a place</Button>
          <Button>Details</Button>
        </CardActions>
      </Card>
    </ThemeProvider>
  );
}
