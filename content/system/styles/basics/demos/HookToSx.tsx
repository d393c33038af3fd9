import Box from '@mui/system/Box';

export default function HookToSx() {
  // The same card with sx: no class names to invent, the styles sit on the elements.
  return (
    <Box
      component="article"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        maxWidth: 360,
        p: 2,
        border: '1px solid rgba(128, 128, 128, 0.4)',
        borderRadius: 2,
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 48,
          height: 48,
          borderRadius: '50%',
          bgcolor: '#166534',
          color: '#ffffff',
          fontWeight: 700,
        }}
      >
        KJ
      </Box>
      <div>
        <Box component="h3" sx={{ m: 0, fontSize: 16 }}>
          Katherine Johnson
        </Box>
        <Box component="p" sx={{ m: 0, fontSize: 14, opacity: 0.7 }}>
          Flight data analyst
        </Box>
      </div>
    </Box>
  );
}
