import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyButtonGroup: {
      defaultProps: { variant: 'soft', color: 'primary' },
      styleOverrides: { root: { '--ButtonGroup-radius': '999px' } },
    },
  },
});

export default function ButtonGroupCustomization() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* The group's CSS variables, set with sx: a pill shape and a visible separator. */}
      <ButtonGroup
        variant="solid"
        color="primary"
        aria-label="Pill group with separators"
        sx={{
          '--ButtonGroup-radius': '40px',
          '--ButtonGroup-separatorSize': '1px',
          '--ButtonGroup-separatorColor': 'rgba(255 255 255 / 0.4)',
        }}
      >
        <Button>Copy</Button>
        <Button>Paste</Button>
        <Button>Cut</Button>
      </ButtonGroup>
      {/* A local theme with default props and style overrides for every ButtonGroup. */}
      <CssVarsProvider theme={theme}>
        <ButtonGroup aria-label="Themed group">
          <Button>Preview</Button>
          <Button>Publish</Button>
        </ButtonGroup>
      </CssVarsProvider>
    </Stack>
  );
}
