import AspectRatio from '@mui/joy/AspectRatio';
import Typography from '@mui/joy/Typography';

export default function BasicRatio() {
  return (
    // 16 / 9 by default; the first child fills the box and is centered.
    <AspectRatio sx={{ width: '100%', maxWidth: 360, borderRadius: 'md' }}>
      <Typography level="h2" component="div">
        16 / 9
      </Typography>
    </AspectRatio>
  );
}
