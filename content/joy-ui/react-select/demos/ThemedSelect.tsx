import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoySelect: {
      defaultProps: { variant: 'soft' },
      styleOverrides: {
        // Style the listbox slot of every Select under this provider.
        listbox: ({ theme: t }) => ({ borderRadius: t.vars.radius.md, boxShadow: t.vars.shadow.lg }),
      },
    },
    JoyOption: {
      styleOverrides: {
        root: { borderRadius: '6px', marginInline: '4px' },
      },
    },
  },
});

export default function ThemedSelect() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={1.5} sx={{ width: 240 }}>
        <Select defaultValue="md" aria-label="Text size">
          <Option value="sm">Small text</Option>
          <Option value="md">Medium text</Option>
          <Option value="lg">Large text</Option>
        </Select>
      </Stack>
    </CssVarsProvider>
  );
}
