import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import CheckRounded from '@mui/icons-material/CheckRounded';
import LocalShippingRounded from '@mui/icons-material/LocalShippingRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';

export default function ChipDecorators() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip color="success" startDecorator={<CheckRounded />}>
        Paid
      </Chip>
      <Chip variant="outlined" color="primary" startDecorator={<LocalShippingRounded />}>
        Free delivery
      </Chip>
      {/* An Avatar as a decorator is sized to fit the chip. */}
      <Chip variant="outlined" startDecorator={<Avatar color="primary">JR</Avatar>}>
        Jamal Robinson
      </Chip>
      <Chip variant="soft" color="primary" endDecorator={<VerifiedRounded />}>
        Verified seller
      </Chip>
    </Stack>
  );
}
