import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export default function ResponsiveSx() {
  return (
    <Box
      sx={{
        display: 'flex',
        // A column on phones, a row from the sm breakpoint up.
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1.5, md: 3 },
        p: { xs: 2, md: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        width: '100%',
      }}
    >
      <Box
        role="img"
        aria-label="Book cover"
        sx={{ flexShrink: 0, width: { xs: '100%', sm: 96 }, height: { xs: 120, sm: 128 }, borderRadius: 1, bgcolor: 'primary.main' }}
      />
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="p" sx={{ fontSize: { xs: '1.1rem', md: '1.25rem' } }}>
          The Left Hand of Darkness
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Ursula K. Le Guin · 1969
        </Typography>
      </Box>
      <Button variant="contained" sx={{ width: { xs: '100%', sm: 'auto' } }}>
        Borrow
      </Button>
    </Box>
  );
}
