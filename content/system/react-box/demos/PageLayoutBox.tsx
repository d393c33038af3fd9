import Box from '@mui/system/Box';

const NAV_ITEMS = ['Inbox', 'Drafts', 'Archive'];

export default function PageLayoutBox() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateRows: 'auto 1fr', bgcolor: 'background.default', color: 'text.primary' }}>
      {/* `position: sticky` keeps the header in view while the page scrolls. */}
      <Box component="header" sx={{ position: 'sticky', top: 0, px: 3, py: 2, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 600 }}>
        Mail
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' } }}>
        <Box component="nav" sx={{ display: { xs: 'none', sm: 'block' }, p: 2, borderInlineEnd: 1, borderColor: 'divider' }}>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {NAV_ITEMS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Box>
        </Box>
        <Box component="main" sx={{ p: 3 }}>
          {Array.from({ length: 12 }, (_, index) => (
            <Box key={index} component="p" sx={{ mt: 0, mb: 2 }}>
              {`Message ${index + 1}: the header stays on top while this list scrolls.`}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
