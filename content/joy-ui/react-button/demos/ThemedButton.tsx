import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyButton: {
      defaultProps: { variant: 'soft', size: 'lg' },
      styleOverrides: {
        // ownerState holds the props, so overrides can depend on them.
        root: ({ ownerState }) => ({
          fontWeight: 600,
          ...(ownerState.color === 'danger' && { textTransform: 'uppercase' }),
        }),
      },
    },
  },
});

export default function ThemedButton() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button>Soft and large by default</Button>
        <Button color="danger">Delete</Button>
      </Stack>
    </CssVarsProvider>
  );
}
