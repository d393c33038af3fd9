import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TypographyVariants() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography>
        Your trial ends in{' '}
        <Typography variant="soft" color="warning" fontWeight="lg">
          3 days
        </Typography>
        . Add a payment method to keep your projects.
      </Typography>
      <Typography>
        Press{' '}
        <Typography variant="outlined" color="neutral" fontFamily="code" level="body-sm">
          Ctrl + K
        </Typography>{' '}
        to search the docs.
      </Typography>
      <Typography variant="solid" color="success" level="title-sm" sx={{ alignSelf: 'flex-start' }}>
        All systems operational
      </Typography>
      <Typography variant="plain" color="danger" level="body-sm">
        This action cannot be undone.
      </Typography>
    </Stack>
  );
}
