import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyCheckbox: {
      defaultProps: { color: 'success' },
      styleOverrides: {
        // Each slot has its own key: root, checkbox, action, input, label.
        checkbox: { borderRadius: '50%' },
      },
    },
  },
});

export default function CheckboxCustomization() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack spacing={1}>
        {/* sx on the root: a CSS variable sets the box size. slotProps reach the inner parts. */}
        <Checkbox label="Larger box" defaultChecked sx={{ '--Checkbox-size': '28px' }} />
        <Checkbox
          label="Muted label"
          defaultChecked
          slotProps={{ label: { sx: { color: 'text.tertiary' } }, checkbox: { sx: { borderRadius: 'xs' } } }}
        />
      </Stack>
      {/* A theme of its own, applied to this demo only. */}
      <CssVarsProvider theme={theme}>
        <Stack spacing={1}>
          <Checkbox label="Round, from the theme" defaultChecked />
          <Checkbox label="Unchecked" />
        </Stack>
      </CssVarsProvider>
    </Stack>
  );
}
