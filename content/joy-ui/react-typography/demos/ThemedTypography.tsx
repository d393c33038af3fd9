import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  fontFamily: {
    display: 'Georgia, "Times New Roman", serif',
  },
  typography: {
    // Change an existing level: every component that uses h2 follows.
    h2: { fontSize: '2.5rem', letterSpacing: '-0.02em' },
    'body-md': { lineHeight: 1.7 },
  },
  components: {
    JoyTypography: {
      defaultProps: {
        // title-lg now renders an <h3> unless `component` says otherwise.
        levelMapping: { 'title-lg': 'h3' },
      },
    },
  },
});

export default function ThemedTypography() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={1} sx={{ maxWidth: 460 }}>
        <Typography level="h2" component="p">
          Field notes
        </Typography>
        <Typography level="title-lg">Week 12: the river survey</Typography>
        <Typography>
          We counted forty-two kingfishers along the north bank, twice the count of last spring, and found the first
          otter tracks in three years near the old mill.
        </Typography>
      </Stack>
    </CssVarsProvider>
  );
}
