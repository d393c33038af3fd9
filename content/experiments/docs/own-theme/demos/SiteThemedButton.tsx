import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SiteThemedButton() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">Two tickets to the Saturday matinee, row F.</Typography>
      <Button variant="contained">Check out</Button>
    </Stack>
  );
}
