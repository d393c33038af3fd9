import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export default function MultilineChip() {
  return (
    <Box sx={{ width: 220 }}>
      <Chip
        label="Note from the kitchen: this dish contains tree nuts and sesame."
        // Let the label wrap: give the chip a free height and the label normal white-space.
        sx={{ height: 'auto', '& .MuiChip-label': { display: 'block', whiteSpace: 'normal', py: 0.75 } }}
      />
    </Box>
  );
}
