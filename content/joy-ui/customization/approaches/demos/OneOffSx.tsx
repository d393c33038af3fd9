import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function OneOffSx() {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
      <Button variant="outlined" color="neutral">
        Cancel
      </Button>
      {/* Only this button is wider, pill-shaped and uses the theme's largest shadow. */}
      <Button sx={{ px: 4, borderRadius: 'xl', boxShadow: 'lg', '&:hover': { boxShadow: 'xl' } }}>
        Place order
      </Button>
    </Stack>
  );
}
