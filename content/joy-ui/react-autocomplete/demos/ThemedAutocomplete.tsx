import Autocomplete from '@mui/joy/Autocomplete';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyAutocomplete: {
      defaultProps: { variant: 'soft', autoHighlight: true },
      styleOverrides: {
        // Slot names are the keys: root, listbox, option, input, popupIndicator…
        root: ({ theme: t }) => ({ borderRadius: t.vars.radius.xl }),
        listbox: ({ theme: t }) => ({ boxShadow: t.vars.shadow.lg, borderRadius: t.vars.radius.md }),
      },
    },
  },
});

const colors = ['Amber', 'Coral', 'Indigo', 'Jade', 'Lavender', 'Teal'];

export default function ThemedAutocomplete() {
  return (
    <CssVarsProvider theme={theme}>
      <Autocomplete options={colors} placeholder="Accent color" aria-label="Accent color" sx={{ width: 280 }} />
    </CssVarsProvider>
  );
}
