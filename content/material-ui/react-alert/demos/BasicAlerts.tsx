import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function BasicAlerts() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="success">Your order has shipped and should arrive on Thursday.</Alert>
      <Alert severity="info">The store closes early on public holidays.</Alert>
      <Alert severity="warning">Only two copies of this book are left in stock.</Alert>
      <Alert severity="error">We could not charge your card. Check the expiry date.</Alert>
    </Stack>
  );
}
