import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyCard: {
      // Every Card in this provider is soft and large unless a prop says otherwise.
      defaultProps: { variant: 'soft', size: 'lg' },
      styleOverrides: {
        root: ({ theme: t }) => ({
          '--Card-radius': t.vars.radius.xl,
          boxShadow: t.vars.shadow.sm,
        }),
      },
    },
  },
});

export default function CardThemeOverrides() {
  return (
    <CssVarsProvider theme={theme}>
      <Card sx={{ width: 320, maxWidth: '100%' }}>
        <CardContent>
          <Typography level="title-lg">Weekly digest</Typography>
          <Typography>12 new comments and 3 merged pull requests since Monday.</Typography>
        </CardContent>
        <CardActions>
          <Button>Read digest</Button>
        </CardActions>
      </Card>
    </CssVarsProvider>
  );
}
