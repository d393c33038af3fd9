import Box from '@mui/material/Box';

const text = 'Package delivered to the front desk at 14:32. Signed by J. Rivera. The courier left a note: call before the next delivery, the side entrance is closed on weekends.';

// The same fixed-size box with three overflow values.
export default function OverflowValues() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {(['visible', 'hidden', 'auto'] as const).map((overflow) => (
        <Box key={overflow} sx={{ width: 180 }}>
          <Box component="code" sx={{ fontSize: 13 }}>
            {`overflow: '${overflow}'`}
          </Box>
          <Box
            tabIndex={overflow === 'auto' ? 0 : undefined}
            sx={{ overflow, height: 88, mt: 0.5, mb: overflow === 'visible' ? 8 : 0, p: 1, border: 1, borderColor: 'divider', typography: 'body2' }}
          >
            {text}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
