import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const steps = ['Packed', 'Shipped', 'Delivered'];

export default function BoxStackPaper() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="subtitle2" component="p">Box</Typography>
        <Typography variant="body2" color="text.secondary">
          Any one-off styles: a border, a CSS grid, a custom background.
        </Typography>
      </Box>
      <Stack spacing={1} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="subtitle2" component="p">Stack</Typography>
        {steps.map((step) => (
          <Typography key={step} variant="body2" color="text.secondary">
            {step}
          </Typography>
        ))}
      </Stack>
      <Paper elevation={3} sx={{ p: 2 }}>
        <Typography variant="subtitle2" component="p">Paper</Typography>
        <Typography variant="body2" color="text.secondary">
          A surface with the theme&apos;s background and elevation.
        </Typography>
      </Paper>
    </Box>
  );
}
