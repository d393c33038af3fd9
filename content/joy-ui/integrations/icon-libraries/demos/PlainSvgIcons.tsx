import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

// Stands in for an icon from another library: a plain <svg> with its own class and a fixed 24px size.
function BellIcon(props: React.SVGProps<SVGSVGElement>) {
  return (
    <svg className="acme-icon" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" {...props}>
      <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </svg>
  );
}

// The Joy UI variables a component sets for the icons inside it.
const followJoy = {
  '& .acme-icon': {
    width: '1em',
    height: '1em',
    fontSize: 'var(--Icon-fontSize, 1.5rem)',
    color: 'var(--Icon-color, currentColor)',
    margin: 'var(--Icon-margin)',
    flexShrink: 0,
  },
};

export default function PlainSvgIcons() {
  const [follow, setFollow] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Typography component="label" level="body-sm" startDecorator={<Switch checked={follow} onChange={(event) => setFollow(event.target.checked)} />}>
        Apply the Joy UI icon variables
      </Typography>
      <Box sx={[{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }, follow && followJoy]}>
        <Button size="sm" variant="soft" startDecorator={<BellIcon />}>
          Notify me
        </Button>
        <Button size="lg" startDecorator={<BellIcon />}>
          Notify me
        </Button>
        <IconButton size="sm" variant="outlined" aria-label="Notifications">
          <BellIcon />
        </IconButton>
      </Box>
    </Stack>
  );
}
