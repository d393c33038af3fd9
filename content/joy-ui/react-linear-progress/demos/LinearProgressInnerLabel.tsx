import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function LinearProgressInnerLabel() {
  return (
    <LinearProgress
      determinate
      value={64}
      variant="outlined"
      color="neutral"
      thickness={28}
      aria-label="Course progress"
      sx={{ width: '100%', maxWidth: 420, '--LinearProgress-radius': '8px', '--LinearProgress-progressThickness': '22px' }}
    >
      {/* mix-blend-mode keeps the text readable over both the filled and the empty part. */}
      <Typography level="body-xs" textColor="common.white" sx={{ fontWeight: 'xl', mixBlendMode: 'difference' }}>
        Course progress · 64%
      </Typography>
    </LinearProgress>
  );
}
