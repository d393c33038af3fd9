import Box from '@mui/material/Box';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// rowGap and columnGap multiply theme.spacing like gap: 3 is 24px between rows, 0.5 is 4px between columns.
export default function GridGaps() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', rowGap: 3, columnGap: 0.5, width: 1, maxWidth: 420 }}>
      {days.map((day) => (
        <Box key={day} sx={{ textAlign: 'center', typography: 'caption', color: 'text.secondary' }}>
          {day}
        </Box>
      ))}
      {Array.from({ length: 14 }, (_, index) => (
        <Box key={index} sx={{ textAlign: 'center', py: 1, borderRadius: 1, bgcolor: index === 9 ? 'primary.main' : 'action.hover', color: index === 9 ? 'primary.contrastText' : 'text.primary', typography: 'body2' }}>
          {index + 1}
        </Box>
      ))}
    </Box>
  );
}
