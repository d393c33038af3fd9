import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

const colors = ['primary', 'secondary', 'success', 'info', 'warning', 'error', 'inherit'] as const;

export default function CircularColors() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      {colors.map((color) => (
        <CircularProgress key={color} color={color} aria-label={`Loading (${color})`} />
      ))}
      {/* `inherit` takes the text color of its parent. */}
      <Box sx={{ color: 'text.secondary', display: 'flex' }}>
        <CircularProgress color="inherit" aria-label="Loading (gray)" />
      </Box>
    </Stack>
  );
}
