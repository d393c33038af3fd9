import Box from '@mui/material/Box';

const boxes = ['content-box', 'border-box'] as const;

// Both boxes are width: 200 with 16px padding and a 4px border; only border-box stays 200px wide.
export default function BoxSizing() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {boxes.map((boxSizing) => (
        <Box key={boxSizing} sx={{ boxSizing, width: 200, p: 2, border: 4, borderColor: 'primary.main', borderRadius: 1 }}>
          <code>{boxSizing}</code>
        </Box>
      ))}
      <Box sx={{ width: 200, height: 4, bgcolor: 'text.primary' }} aria-label="200px ruler" role="img" />
    </Box>
  );
}
