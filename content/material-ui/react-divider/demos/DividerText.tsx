import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DividerText() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Typography variant="body2">Your order ships from our warehouse in Rotterdam.</Typography>
      <Divider>Delivery</Divider>
      <Typography variant="body2">Parcels usually arrive within three business days.</Typography>
      <Divider textAlign="left">Returns</Divider>
      <Typography variant="body2">Send items back within 30 days for a full refund.</Typography>
      <Divider textAlign="right">Warranty</Divider>
      <Typography variant="body2">Every product carries a two-year warranty.</Typography>
      <Divider>
        <Chip label="Gift options" size="small" />
      </Divider>
      <Typography variant="body2">Add a card and wrapping at checkout.</Typography>
    </Stack>
  );
}
