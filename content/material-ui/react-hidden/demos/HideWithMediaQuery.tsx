import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

const members = [
  { name: 'Priya Shah', initials: 'PS' },
  { name: 'Marco Rossi', initials: 'MR' },
  { name: 'Aiko Tanaka', initials: 'AT' },
  { name: 'Jonas Lindqvist', initials: 'JL' },
];

export default function HideWithMediaQuery() {
  const theme = useTheme();
  // Was <Hidden implementation="js" smDown>: the chips are not rendered at all below sm.
  const wide = useMediaQuery(theme.breakpoints.up('sm'));

  return wide ? (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {members.map((member) => (
        <Chip key={member.name} avatar={<Avatar>{member.initials}</Avatar>} label={member.name} />
      ))}
    </Stack>
  ) : (
    <AvatarGroup max={3} role="group" aria-label="Project members">
      {members.map((member) => (
        <Avatar key={member.name} role="img" aria-label={member.name}>
          {member.initials}
        </Avatar>
      ))}
    </AvatarGroup>
  );
}
