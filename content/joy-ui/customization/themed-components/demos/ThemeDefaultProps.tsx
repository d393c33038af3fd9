import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    // Props a component receives when the element does not set them.
    JoyButton: { defaultProps: { variant: 'soft', color: 'neutral' } },
    JoyChip: { defaultProps: { size: 'sm', variant: 'outlined' } },
  },
});

export default function ThemeDefaultProps() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Stack direction="row" spacing={1}>
          <Chip>Draft</Chip>
          <Chip color="warning">Needs review</Chip>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button>Save</Button>
          {/* A prop on the element still wins over the theme's default. */}
          <Button variant="solid" color="primary">
            Publish
          </Button>
        </Stack>
      </Stack>
    </CssVarsProvider>
  );
}
