import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function Step1Layout() {
  return (
    <Sheet variant="outlined" sx={{ width: '100%', maxWidth: 440, mx: 'auto', p: 3, borderRadius: 'md', boxShadow: 'sm' }}>
      <Typography level="h4" component="h2">
        Account settings
      </Typography>
      <Typography level="body-sm" sx={{ mt: 0.5 }}>
        Update your profile and choose what we email you about.
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Typography level="body-sm" textColor="text.tertiary">
        The form goes here in step 2.
      </Typography>
    </Sheet>
  );
}
