import LinearProgress from '@mui/joy/LinearProgress';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function InvertedLinearProgress() {
  return (
    <Sheet variant="solid" color="success" invertedColors sx={{ p: 2, borderRadius: 'md', width: '100%', maxWidth: 420 }}>
      <Typography level="title-sm" id="fundraiser-label">
        Community garden fundraiser
      </Typography>
      <Typography level="body-xs" sx={{ mb: 1.5 }}>
        €7,450 raised of €10,000
      </Typography>
      <LinearProgress determinate value={74.5} aria-labelledby="fundraiser-label" aria-valuetext="€7,450 of €10,000" />
    </Sheet>
  );
}
