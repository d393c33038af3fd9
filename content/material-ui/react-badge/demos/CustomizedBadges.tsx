import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { createTheme, styled, ThemeProvider, type Theme } from '@mui/material/styles';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

// styled(): target the badge slot through its class name.
const OutlinedBadge = styled(Badge)(({ theme }) => ({
  '& .MuiBadge-badge': {
    right: -3,
    top: 8,
    border: `2px solid ${theme.palette.background.paper}`,
    padding: '0 4px',
  },
}));

// Theme overrides: every Badge inside gets the error color and a square badge.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiBadge: {
        defaultProps: { color: 'error' },
        styleOverrides: { badge: { borderRadius: 4, fontWeight: 700 } },
      },
    },
  });

export default function CustomizedBadges() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <IconButton aria-label="Cart, 4 items">
        <OutlinedBadge badgeContent={4} color="secondary">
          <ShoppingCartIcon />
        </OutlinedBadge>
      </IconButton>
      <ThemeProvider theme={theme}>
        <IconButton aria-label="Notifications, 17 unread">
          <Badge badgeContent={17}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </ThemeProvider>
      <IconButton aria-label="Notifications, new">
        {/* slotProps.badge passes props to the badge element itself. */}
        <Badge badgeContent="New" color="primary" slotProps={{ badge: { style: { fontSize: '0.625rem' } } }}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Stack>
  );
}
