import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';

// 100% wide, plus 16px padding and 4px borders on each side.
const bar = {
  width: '100%',
  padding: '16px',
  border: '4px solid',
  borderColor: 'var(--joy-palette-primary-500)',
  background: 'var(--joy-palette-primary-softBg)',
};

export default function BoxSizingBaseline() {
  return (
    <Box sx={{ width: '100%', maxWidth: 360, display: 'grid', gap: 2 }}>
      <div style={{ border: '1px dashed gray', boxSizing: 'content-box' }}>
        <div style={{ ...bar, boxSizing: 'content-box' }}>content-box: overflows</div>
      </div>
      <ScopedCssBaseline sx={{ border: '1px dashed gray' }}>
        <div style={bar}>border-box: fits</div>
      </ScopedCssBaseline>
      <Typography level="body-xs">The dashed outlines are the containers.</Typography>
    </Box>
  );
}
