import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

// displayPrint applies only when printing: the button disappears, the footer appears on paper only.
export default function DisplayPrint() {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, width: 1, maxWidth: 360 }}>
      <Box sx={{ typography: 'subtitle1' }}>Receipt #20931</Box>
      <Box sx={{ typography: 'body2', color: 'text.secondary', mb: 2 }}>Riverside Books, 2 items, $54.00</Box>
      <Box sx={{ displayPrint: 'none' }}>
        <Button variant="outlined" onClick={() => window.print()}>
          Print receipt
        </Button>
      </Box>
      <Box sx={{ display: 'none', displayPrint: 'block', typography: 'caption' }}>Printed from your account page.</Box>
    </Box>
  );
}
