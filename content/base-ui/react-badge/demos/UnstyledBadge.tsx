import { Badge, badgeClasses } from '@mui/base/Badge';
import { styled } from '@mui/system';
import MailOutline from '@mui/icons-material/MailOutline';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';

export default function UnstyledBadge() {
  return (
    <Row>
      {/* The count is visual only, so the button's name repeats it. */}
      <IconButton type="button" aria-label="Inbox, 4 unread messages">
        <StyledBadge badgeContent={4}>
          <MailOutline />
        </StyledBadge>
      </IconButton>
      <IconButton type="button" aria-label="Notifications, 12 new">
        <StyledBadge badgeContent={12}>
          <NotificationsOutlined />
        </StyledBadge>
      </IconButton>
    </Row>
  );
}

const Row = styled('div')({ display: 'flex', gap: 16 });

const IconButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  padding: 8,
  borderRadius: 8,
  border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#cbd5e1'}`,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: 2 },
}));

// The root wraps the children; the badge is positioned against it.
const StyledBadge = styled(Badge)({
  position: 'relative',
  display: 'inline-flex',
  [`& .${badgeClasses.badge}`]: {
    position: 'absolute',
    top: 0,
    right: 0,
    transform: 'translate(50%, -50%)',
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    boxSizing: 'border-box',
    borderRadius: 10,
    background: '#dc2626',
    color: '#ffffff',
    font: '700 0.75rem/20px system-ui, sans-serif',
    textAlign: 'center',
  },
  [`& .${badgeClasses.invisible}`]: { display: 'none' },
});
