import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

const theme = extendTheme({
  components: {
    JoyLink: {
      // Always underlined links are easier to spot in running text.
      defaultProps: { underline: 'always' },
      styleOverrides: {
        root: {
          textDecorationThickness: '1px',
          textUnderlineOffset: '0.2em',
        },
      },
    },
  },
});

export default function ThemedLink() {
  return (
    <CssVarsProvider theme={theme}>
      <Typography sx={{ maxWidth: 420 }}>
        By signing up you accept the <Link href="#">terms of service</Link> and the{' '}
        <Link href="#">privacy policy</Link>.
      </Typography>
    </CssVarsProvider>
  );
}
