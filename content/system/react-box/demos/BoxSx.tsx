import Box from '@mui/system/Box';

export default function BoxSx() {
  return (
    <Box
      sx={{
        // Numbers on spacing keys are multiplied by theme.spacing (8px by default)...
        p: 2,
        // ...and borderRadius numbers by theme.shape.borderRadius (4px by default).
        borderRadius: 2,
        maxWidth: 320,
        bgcolor: '#1d4ed8',
        color: '#ffffff',
        transition: 'transform 150ms',
        '&:hover': { transform: 'translateY(-2px)' },
      }}
    >
      <Box sx={{ fontSize: 14, opacity: 0.8 }}>Monthly active users</Box>
      <Box sx={{ fontSize: 32, fontWeight: 700 }}>48,210</Box>
    </Box>
  );
}
