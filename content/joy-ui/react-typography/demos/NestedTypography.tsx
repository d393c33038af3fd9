import Typography from '@mui/joy/Typography';

export default function NestedTypography() {
  return (
    <Typography level="body-lg" sx={{ maxWidth: 480 }}>
      {/* Nested Typography renders a <span> and inherits the parent's level. */}
      Your order{' '}
      <Typography fontWeight="lg" textColor="text.primary">
        #4821
      </Typography>{' '}
      ships{' '}
      <Typography color="success" fontWeight="lg">
        tomorrow
      </Typography>
      . Track it from the{' '}
      <Typography fontStyle="italic">Orders</Typography> page, or reply to the confirmation email{' '}
      <Typography level="body-xs" textColor="text.tertiary">
        (sent at 09:42)
      </Typography>
      .
    </Typography>
  );
}
