import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AlarmIcon from '@mui/icons-material/Alarm';

export default function IconSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <AlarmIcon fontSize="small" />
        <AlarmIcon />
        <AlarmIcon fontSize="large" />
        <AlarmIcon sx={{ fontSize: 56 }} />
      </Stack>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Icon fontSize="small">alarm</Icon>
        <Icon>alarm</Icon>
        <Icon fontSize="large">alarm</Icon>
        <Icon sx={{ fontSize: 56 }}>alarm</Icon>
      </Stack>
      {/* fontSize="inherit" follows the text around the icon. */}
      <Typography variant="h5" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <AlarmIcon fontSize="inherit" /> Wake-up call at 6:30
      </Typography>
    </Stack>
  );
}
