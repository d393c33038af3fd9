import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function HorizontalCard() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ width: 380, maxWidth: '100%' }}>
      <AspectRatio ratio="1" sx={{ width: 88 }}>
        <div
          role="img"
          aria-label="Album cover"
          style={{ background: 'linear-gradient(160deg, #6366f1, #0ea5e9)', color: '#fff', fontSize: 28, fontWeight: 700 }}
        >
          NT
        </div>
      </AspectRatio>
      <CardContent>
        <Typography level="title-md">Night Trains</Typography>
        <Typography level="body-sm">Ana Moura · 11 tracks · 2023</Typography>
        <Chip size="sm" variant="soft" color="success" sx={{ mt: 'auto', alignSelf: 'flex-start' }}>
          Downloaded
        </Chip>
      </CardContent>
    </Card>
  );
}
