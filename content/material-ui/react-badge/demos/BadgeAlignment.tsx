import * as React from 'react';
import Badge, { type BadgeOrigin } from '@mui/material/Badge';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';

const corners = {
  'top-right': { vertical: 'top', horizontal: 'right' },
  'top-left': { vertical: 'top', horizontal: 'left' },
  'bottom-right': { vertical: 'bottom', horizontal: 'right' },
  'bottom-left': { vertical: 'bottom', horizontal: 'left' },
} satisfies Record<string, BadgeOrigin>;

type Corner = keyof typeof corners;

export default function BadgeAlignment() {
  const [corner, setCorner] = React.useState<Corner>('top-right');
  const labelId = React.useId();

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: { sm: 'center' } }}>
      <div>
        <FormLabel id={labelId}>anchorOrigin</FormLabel>
        <RadioGroup aria-labelledby={labelId} value={corner} onChange={(event) => setCorner(event.target.value as Corner)}>
          {Object.keys(corners).map((key) => (
            <FormControlLabel key={key} value={key} control={<Radio size="small" />} label={key} />
          ))}
        </RadioGroup>
      </div>
      <Stack direction="row" spacing={4}>
        <Badge badgeContent={12} color="primary" anchorOrigin={corners[corner]}>
          <MailIcon color="action" />
        </Badge>
        <Badge badgeContent={120} color="primary" anchorOrigin={corners[corner]}>
          <MailIcon color="action" />
        </Badge>
        <Badge variant="dot" color="primary" anchorOrigin={corners[corner]}>
          <MailIcon color="action" />
        </Badge>
      </Stack>
    </Stack>
  );
}
