import Box from '@mui/material/Box';

const notifications = [
  'Maya commented on “Quarterly report”',
  'Your export of 1,240 orders is ready',
  'Daniel invited you to “Design review”',
  'Invoice #5531 was paid',
  'Build 812 passed on main',
  'Priya mentioned you in #support',
];

// minHeight keeps an empty panel from collapsing; maxHeight caps a long one and lets it scroll.
export default function HeightLimits() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <Box sx={{ minHeight: 160, display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, color: 'text.secondary' }}>
        No drafts yet
      </Box>
      <Box
        component="ul"
        tabIndex={0}
        aria-label="Notifications"
        sx={{ maxHeight: 160, overflow: 'auto', m: 0, p: 0, listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {notifications.map((text) => (
          <Box component="li" key={text} sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider', typography: 'body2' }}>
            {text}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
