import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function ChipSizes() {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip label="Medium" />
        <Chip label="Small" size="small" />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip avatar={<Avatar>AK</Avatar>} label="Aiko Kato" variant="outlined" />
        <Chip avatar={<Avatar>AK</Avatar>} label="Aiko Kato" variant="outlined" size="small" />
      </Stack>
    </Stack>
  );
}
