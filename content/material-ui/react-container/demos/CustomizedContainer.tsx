import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// Every Container inside this provider is medium-width with a left accent by default.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiContainer: {
        defaultProps: { maxWidth: 'md' },
        styleOverrides: {
          root: ({ theme: t }) => ({
            borderInlineStart: `4px solid ${t.palette.primary.main}`,
            paddingTop: t.spacing(1),
            paddingBottom: t.spacing(1),
          }),
        },
      },
    },
  });

export default function CustomizedContainer() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ width: '100%' }}>
        <Container sx={{ bgcolor: 'action.hover' }}>
          <Typography variant="subtitle1" component="p">Release notes 4.2</Typography>
          <Typography variant="body2" color="text.secondary">
            Faster search, offline drafts and a new export to PDF.
          </Typography>
        </Container>
      </Box>
    </ThemeProvider>
  );
}
