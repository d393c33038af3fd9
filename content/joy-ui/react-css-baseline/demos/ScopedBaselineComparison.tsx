import Box from '@mui/joy/Box';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';

function Sample() {
  return (
    <div>
      <p style={{ marginTop: 0 }}>
        Plain HTML text with a <b>bold</b> word and a <a href="#">link</a>.
      </p>
      <input aria-label="Plain input" defaultValue="Plain input" />
    </div>
  );
}

export default function ScopedBaselineComparison() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, width: '100%' }}>
      <Box sx={{ p: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 'sm' }}>
        <strong>Without a baseline</strong>
        <Sample />
      </Box>
      {/* Joy's font, text color, background and box-sizing, only inside this element. */}
      <ScopedCssBaseline sx={{ p: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 'sm' }}>
        <strong>Inside ScopedCssBaseline</strong>
        <Sample />
      </ScopedCssBaseline>
    </Box>
  );
}
