import Box from '@mui/system/Box';

const NAV_ITEMS = ['Inbox', 'Drafts', 'Archive'];

const MESSAGES = [
  { from: 'Priya Raman', subject: 'Slides for Thursday’s design review' },
  { from: 'Northwind Travel', subject: 'Your booking to Lisbon is confirmed' },
  { from: 'Lucas Moreau', subject: 'Re: quarterly budget, two small questions' },
  { from: 'GitHub', subject: '3 new comments on “Fix date picker focus”' },
  { from: 'Amara Okafor', subject: 'Team lunch moved to 12:30' },
  { from: 'City Library', subject: '“Piranesi” is due back on Friday' },
  { from: 'Kenji Sato', subject: 'Notes from the customer interviews' },
  { from: 'Billing', subject: 'Invoice #5531 was paid' },
  { from: 'Dana Whitfield', subject: 'Can you review the onboarding copy?' },
  { from: 'Calendar', subject: 'Reminder: dentist appointment tomorrow at 9:00' },
  { from: 'Maya Patel', subject: 'Photos from the offsite' },
  { from: 'Security', subject: 'New sign-in from Firefox on Windows' },
];

export default function PageLayoutBox() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateRows: 'auto 1fr', bgcolor: 'background.default', color: 'text.primary' }}>
      {/* `position: sticky` keeps the header in view while the page scrolls. */}
      <Box component="header" sx={{ position: 'sticky', top: 0, px: 3, py: 2, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 600 }}>
        Mail
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' } }}>
        <Box component="nav" sx={{ display: { xs: 'none', sm: 'block' }, p: 2, borderInlineEnd: (theme) => `1px solid ${theme.palette.divider}` }}>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {NAV_ITEMS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Box>
        </Box>
        <Box component="main" sx={{ p: 3 }}>
          {/* A long list, so the page scrolls under the sticky header. */}
          {MESSAGES.map((message) => (
            <Box key={message.subject} component="p" sx={{ mt: 0, mb: 2 }}>
              <Box component="strong" sx={{ display: 'block' }}>
                {message.from}
              </Box>
              {message.subject}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
