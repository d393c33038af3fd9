import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const members = [
  { initials: 'AS', name: 'Aiko Sato', role: 'Product manager' },
  { initials: 'DM', name: 'Diego Morales', role: 'iOS engineer' },
  { initials: 'NK', name: 'Nadia Kowalski', role: 'Data analyst' },
];

export default function SkeletonReload() {
  const [loading, setLoading] = React.useState(false);
  const reload = () => {
    setLoading(true);
    // Simulates a request started by the click.
    setTimeout(() => setLoading(false), 1500);
  };
  return (
    <Stack spacing={2} sx={{ width: 320, maxWidth: '100%' }}>
      <List aria-busy={loading} aria-label="Team members">
        {members.map((member) => (
          <ListItem key={member.name}>
            <ListItemDecorator>
              <Avatar size="sm">
                <Skeleton loading={loading}>{member.initials}</Skeleton>
              </Avatar>
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">
                <Skeleton loading={loading}>{member.name}</Skeleton>
              </Typography>
              <Typography level="body-xs">
                <Skeleton loading={loading}>{member.role}</Skeleton>
              </Typography>
            </ListItemContent>
          </ListItem>
        ))}
      </List>
      <Button variant="outlined" color="neutral" loading={loading} onClick={reload} sx={{ alignSelf: 'flex-start' }}>
        Reload team
      </Button>
    </Stack>
  );
}
