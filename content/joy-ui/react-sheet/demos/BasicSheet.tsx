import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function BasicSheet() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', maxWidth: 360 }}>
      <Typography level="title-md">Shipping address</Typography>
      <Typography level="body-sm">Rua das Flores 28, 1200-195 Lisboa, Portugal</Typography>
    </Sheet>
  );
}
