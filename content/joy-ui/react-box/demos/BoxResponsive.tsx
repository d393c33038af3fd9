import Box from '@mui/joy/Box';

export default function BoxResponsive() {
  return (
    <Box
      sx={{
        // Values keyed by breakpoint apply from that width up.
        p: { xs: 1, sm: 2, md: 3 },
        fontSize: { xs: 'sm', md: 'lg' },
        bgcolor: { xs: 'primary.softBg', md: 'success.softBg' },
        color: { xs: 'primary.softColor', md: 'success.softColor' },
        borderRadius: 'sm',
        width: '100%',
      }}
    >
      Padding, font size and color change at the sm and md breakpoints.
    </Box>
  );
}
