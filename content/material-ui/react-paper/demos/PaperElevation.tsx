import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

const levels = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24];

export default function PaperElevation() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 3,
        width: '100%',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      {levels.map((level) => (
        <Paper
          key={level}
          elevation={level}
          sx={{ height: 72, display: 'grid', placeItems: 'center', typography: 'body2' }}
        >
          elevation={level}
        </Paper>
      ))}
    </Box>
  );
}
