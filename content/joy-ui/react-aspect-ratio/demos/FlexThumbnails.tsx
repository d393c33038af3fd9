import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function FlexThumbnails() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ width: '100%', maxWidth: 400 }}>
      {/* flex makes the box fill a flex row; the width sets the ratio's base. */}
      <AspectRatio ratio="1" flex sx={{ flexBasis: 96, flexGrow: 0, borderRadius: 'sm' }}>
        <div style={{ background: 'linear-gradient(135deg, #f97316, #facc15)' }} />
      </AspectRatio>
      <div>
        <Typography level="title-md">Citrus tart</Typography>
        <Typography level="body-sm">Lemon curd, almond crust, 45 minutes.</Typography>
      </div>
    </Card>
  );
}
