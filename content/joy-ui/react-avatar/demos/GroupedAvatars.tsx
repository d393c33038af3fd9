import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const attendees = ['Amara Okafor', 'Lucas Ferreira', 'Mei Tanaka', 'Jonas Berg', 'Priya Raman', 'Kwame Mensah', 'Sofia Lindqvist'];
const initials = (name: string) => name.split(' ').map((part) => part[0]).join('');
const shown = 3;

export default function GroupedAvatars() {
  const extra = attendees.length - shown;

  return (
    <Stack spacing={1}>
      <Typography level="title-sm" id="attendees-label">
        Design review, 7 attendees
      </Typography>
      {/* size, variant and color on the group apply to every avatar in it. */}
      <AvatarGroup role="group" aria-labelledby="attendees-label" size="md" variant="soft" color="primary">
        {attendees.slice(0, shown).map((name) => (
          <Avatar key={name} role="img" aria-label={name}>
            {initials(name)}
          </Avatar>
        ))}
        {/* AvatarGroup has no max prop: render the surplus count yourself. */}
        <Avatar variant="solid" color="neutral" role="img" aria-label={`and ${extra} more`}>
          +{extra}
        </Avatar>
      </AvatarGroup>
    </Stack>
  );
}
