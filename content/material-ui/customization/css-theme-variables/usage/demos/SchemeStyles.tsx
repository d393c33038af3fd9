import { ThemeProvider, createTheme, styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-mui-color-scheme' },
  colorSchemes: { light: true, dark: true },
});

const Notice = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: '1px solid',
  borderColor: '#f9a825',
  backgroundColor: '#fff8e1',
  color: '#5d4037',
  // Written as a rule under the dark scheme's selector: no JavaScript decides it.
  ...theme.applyStyles('dark', {
    borderColor: '#fbc02d',
    backgroundColor: '#3e2f00',
    color: '#ffecb3',
  }),
}));

export default function SchemeStyles() {
  return (
    <ThemeProvider theme={theme}>
      <Notice>
        <Typography variant="body2">Scheduled maintenance on Sunday from 02:00 to 04:00 UTC.</Typography>
      </Notice>
    </ThemeProvider>
  );
}
