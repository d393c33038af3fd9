import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function BasicLinks() {
  return (
    <Typography>
      Your order ships from our Portland warehouse. Read the{' '}
      <Link href="#">shipping policy</Link> for delivery times, or{' '}
      <Link href="#" color="secondary">
        track your order
      </Link>{' '}
      once it leaves.
    </Typography>
  );
}
