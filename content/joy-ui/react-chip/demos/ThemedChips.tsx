import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyChip: {
      defaultProps: { size: 'sm', variant: 'outlined' },
      styleOverrides: {
        // Square corners and upper-case labels for every chip in this provider.
        root: { borderRadius: '4px' },
        label: { textTransform: 'uppercase', letterSpacing: '0.04em', fontWeight: 600 },
      },
    },
  },
});

export default function ThemedChips() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction="row" spacing={1}>
        <Chip>Draft</Chip>
        <Chip color="success">Published</Chip>
        <Chip color="danger">Archived</Chip>
      </Stack>
    </CssVarsProvider>
  );
}
