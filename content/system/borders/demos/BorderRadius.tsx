import Box from '@mui/material/Box';

const radii: (number | string)[] = [0, 1, 2, 4, '16px', '50%'];

// Numbers multiply theme.shape.borderRadius (4px by default); strings are used as they are.
export default function BorderRadius() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {radii.map((radius) => (
        <Box key={radius} sx={{ textAlign: 'center' }}>
          <Box sx={{ width: 72, height: 72, bgcolor: 'secondary.main', borderRadius: radius }} />
          <Box component="code" sx={{ fontSize: 13 }}>
            {typeof radius === 'number' ? radius : `'${radius}'`}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
