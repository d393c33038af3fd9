import * as React from 'react';
import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';

// Plain HTML, on purpose: the baseline only changes elements that Material UI does not style.
function OrderSummary() {
  return (
    <div>
      <p style={{ marginTop: 0 }}>
        Order <b>#4821</b> ships on <strong>Monday</strong>.
      </p>
      <div style={{ width: 200, padding: 16, border: '4px solid #90a4ae' }}>
        width: 200px, padding: 16px
      </div>
    </div>
  );
}

export default function ScopedBaselineComparison() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      {/* This page already has a baseline, so the left box undoes it to show browser defaults. */}
      <Box
        sx={{
          p: 2,
          border: 1,
          borderColor: 'divider',
          font: 'initial',
          boxSizing: 'content-box',
          '& *': { boxSizing: 'content-box' },
        }}
      >
        <p style={{ marginTop: 0, fontFamily: 'monospace' }}>Without a baseline</p>
        <OrderSummary />
      </Box>
      <ScopedCssBaseline sx={{ p: 2, border: 1, borderColor: 'divider' }}>
        <p style={{ marginTop: 0, fontFamily: 'monospace' }}>Inside ScopedCssBaseline</p>
        <OrderSummary />
      </ScopedCssBaseline>
    </Box>
  );
}
