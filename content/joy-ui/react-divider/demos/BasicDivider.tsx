import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function BasicDivider() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 440 }}>
      <div>
        <Typography level="title-md">Shipping</Typography>
        <Typography level="body-sm">Orders placed before 2 p.m. leave our warehouse the same day.</Typography>
      </div>
      <Divider />
      <div>
        <Typography level="title-md">Returns</Typography>
        <Typography level="body-sm">Send items back within 30 days for a full refund, free of charge.</Typography>
      </div>
    </Box>
  );
}
