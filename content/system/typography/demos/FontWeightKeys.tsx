import Box from '@mui/material/Box';

const weights = ['light', 'regular', 'medium', 'bold', 700] as const;

// 'bold' reads theme.typography.fontWeightBold (700), 'light' fontWeightLight (300), and so on; numbers are CSS.
export default function FontWeightKeys() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {weights.map((fontWeight) => (
        <Box key={fontWeight} sx={{ typography: 'h6', fontWeight }}>
          fontWeight: {typeof fontWeight === 'number' ? fontWeight : `'${fontWeight}'`}
        </Box>
      ))}
    </Box>
  );
}
