import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import DirectionsRunRounded from '@mui/icons-material/DirectionsRunRounded';

export default function CircularProgressChildren() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <CircularProgress determinate value={72} color="success" size="lg" sx={{ '--CircularProgress-size': '72px' }} aria-labelledby="steps-label">
        <DirectionsRunRounded />
      </CircularProgress>
      <div>
        <Typography id="steps-label" level="title-md">
          Daily steps
        </Typography>
        <Typography level="body-sm">7,200 of 10,000 · 72%</Typography>
      </div>
    </Stack>
  );
}
