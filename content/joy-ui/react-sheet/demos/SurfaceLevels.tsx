import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SurfaceLevels() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', width: '100%', maxWidth: 420 }}>
      <Typography level="title-md" sx={{ mb: 1.5 }}>
        Order #10482
      </Typography>
      {/* Each level is a step darker in light mode and a step lighter in dark mode. */}
      <Sheet sx={{ p: 1.5, borderRadius: 'sm', bgcolor: 'background.level1' }}>
        <Typography level="body-sm">2 × Ceramic mug · €24.00</Typography>
        <Sheet sx={{ mt: 1, p: 1.5, borderRadius: 'sm', bgcolor: 'background.level2' }}>
          <Typography level="body-xs">Gift note: "Happy birthday, Rui!"</Typography>
        </Sheet>
      </Sheet>
    </Sheet>
  );
}
