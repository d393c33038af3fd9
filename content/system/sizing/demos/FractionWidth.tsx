import Box from '@mui/material/Box';

const widths = [0.25, 0.5, 0.75, 1];

// Numbers from 0 to 1 (0 excluded) are fractions of the parent: 0.25 is 25%, 1 is 100%.
export default function FractionWidth() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: 1, maxWidth: 480 }}>
      {widths.map((width) => (
        <Box
          key={width}
          sx={{ width, p: 1, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, typography: 'body2' }}
        >
          width: {width}
        </Box>
      ))}
    </Box>
  );
}
