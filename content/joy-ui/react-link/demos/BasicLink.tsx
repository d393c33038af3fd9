import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BasicLink() {
  return (
    <Typography sx={{ maxWidth: 420 }}>
      Orders over $50 ship free. Read our{' '}
      {/* Inside Typography, the link takes the text's level. */}
      <Link href="#">shipping policy</Link> for delivery times, or{' '}
      <Link href="#" color="neutral">
        contact support
      </Link>
      .
    </Typography>
  );
}
