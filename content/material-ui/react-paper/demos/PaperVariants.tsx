import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaperVariants() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ p: 2, width: '100%' }}>
      <Paper sx={{ p: 2, flex: 1 }}>
        <Typography variant="subtitle2" component="h3">
          Order #4821
        </Typography>
        <Typography variant="body2" color="text.secondary">
          variant="elevation" (default): a shadow lifts the surface.
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="subtitle2" component="h3">
          Order #4822
        </Typography>
        <Typography variant="body2" color="text.secondary">
          variant="outlined": a 1px divider-colored border, no shadow.
        </Typography>
      </Paper>
    </Stack>
  );
}
