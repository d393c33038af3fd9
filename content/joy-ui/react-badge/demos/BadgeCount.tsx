import * as React from 'react';
import Badge from '@mui/joy/Badge';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import Add from '@mui/icons-material/Add';
import MailRounded from '@mui/icons-material/MailRounded';
import Remove from '@mui/icons-material/Remove';

export default function BadgeCount() {
  const [count, setCount] = React.useState(8);
  const [showZero, setShowZero] = React.useState(false);

  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {/* max caps the displayed number: 9 shows as 9+. */}
      <Badge badgeContent={count} max={9} showZero={showZero}>
        <MailRounded sx={{ fontSize: 'xl3' }} />
      </Badge>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton size="sm" variant="outlined" aria-label="One fewer message" disabled={count === 0} onClick={() => setCount(count - 1)}>
          <Remove />
        </IconButton>
        <Typography aria-live="polite" sx={{ minWidth: '7ch', textAlign: 'center' }}>
          {count} new
        </Typography>
        <IconButton size="sm" variant="outlined" aria-label="One more message" onClick={() => setCount(count + 1)}>
          <Add />
        </IconButton>
      </Stack>
      <Typography component="label" level="body-sm" startDecorator={<Switch checked={showZero} onChange={(event) => setShowZero(event.target.checked)} />}>
        showZero
      </Typography>
    </Stack>
  );
}
