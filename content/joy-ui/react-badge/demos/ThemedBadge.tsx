import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';

const theme = extendTheme({
  components: {
    JoyBadge: {
      defaultProps: { color: 'danger', size: 'sm', max: 9 },
      styleOverrides: {
        // Variables are read from the root; the badge slot is the bubble itself.
        root: { '--Badge-ringSize': '3px' },
        badge: { fontWeight: 700 },
      },
    },
  },
});

export default function ThemedBadge() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction="row" spacing={4}>
        <Badge badgeContent={3}>
          <NotificationsRounded sx={{ fontSize: 'xl2' }} />
        </Badge>
        {/* slotProps reach the badge of a single instance. */}
        <Badge badgeContent={24} slotProps={{ badge: { sx: { fontVariantNumeric: 'tabular-nums' } } }}>
          <ShoppingCartRounded sx={{ fontSize: 'xl2' }} />
        </Badge>
      </Stack>
    </CssVarsProvider>
  );
}
