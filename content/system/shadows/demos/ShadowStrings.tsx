import Box from '@mui/material/Box';

// A string is a CSS box-shadow, used as it is: a soft custom shadow, an inset well, a ring that follows currentColor.
export default function ShadowStrings() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, p: 1 }}>
      <Box sx={{ boxShadow: '0 12px 32px -8px rgb(15 23 42 / 0.35)', p: 3, borderRadius: 3, bgcolor: 'background.paper', typography: 'body2' }}>
        Soft drop shadow
      </Box>
      <Box sx={{ boxShadow: 'inset 0 2px 6px rgb(0 0 0 / 0.25)', p: 3, borderRadius: 3, bgcolor: 'action.hover', typography: 'body2' }}>
        Inset well
      </Box>
      <Box sx={{ boxShadow: '0 0 0 3px currentColor', color: 'primary.main', p: 3, borderRadius: 3, typography: 'body2' }}>
        Ring in currentColor
      </Box>
    </Box>
  );
}
