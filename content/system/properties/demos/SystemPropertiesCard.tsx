import Box from '@mui/material/Box';

// One card styled only with system properties: each key below is a row of the table on this page.
export default function SystemPropertiesCard() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        maxWidth: 360,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 1,
      }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 48,
          height: 48,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 'bold',
        }}
      >
        AO
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ typography: 'subtitle1', fontWeight: 'medium' }}>Amara Okafor</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          Engineering manager, Platform team
        </Box>
      </Box>
    </Box>
  );
}
