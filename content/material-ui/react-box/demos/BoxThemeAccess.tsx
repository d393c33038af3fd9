import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

export default function BoxThemeAccess() {
  return (
    <Box
      sx={(theme) => ({
        // Responsive values: one value per breakpoint.
        p: { xs: 2, sm: 3 },
        width: { xs: '100%', sm: 360 },
        // Theme values reached by a function of the theme.
        border: `1px solid ${theme.palette.divider}`,
        borderRadius: `${theme.shape.borderRadius * 2}px`,
        bgcolor: alpha(theme.palette.success.main, 0.08),
        // A media query built from the theme's breakpoints.
        [theme.breakpoints.up('sm')]: { boxShadow: theme.shadows[2] },
      })}
    >
      <Box sx={{ typography: 'subtitle2', color: 'success.main' }}>Team capacity</Box>
      <Box sx={{ typography: 'h4', fontWeight: 'fontWeightBold' }}>86%</Box>
      <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
        Priya, Marco and Aiko have room for two more tasks this sprint.
      </Box>
    </Box>
  );
}
