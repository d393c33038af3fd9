import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyList: {
      // Every List in this provider starts small, unless a List sets its own size.
      defaultProps: { size: 'sm' },
    },
    JoyListItemButton: {
      styleOverrides: {
        root: ({ theme: t, ownerState }) => ({
          borderRadius: t.vars.radius.sm,
          // A thin bar marks the selected item.
          ...(ownerState.selected && {
            boxShadow: `inset 3px 0 0 ${t.vars.palette.primary.solidBg}`,
            '[dir="rtl"] &': { boxShadow: `inset -3px 0 0 ${t.vars.palette.primary.solidBg}` },
            fontWeight: t.vars.fontWeight.lg,
          }),
        }),
      },
    },
  },
});

export default function ThemedList() {
  return (
    <CssVarsProvider theme={theme}>
      <List aria-label="Account settings" sx={{ maxWidth: 240 }}>
        {['Profile', 'Security', 'Billing', 'Notifications'].map((label) => (
          <ListItem key={label}>
            <ListItemButton selected={label === 'Security'}>{label}</ListItemButton>
          </ListItem>
        ))}
      </List>
    </CssVarsProvider>
  );
}
