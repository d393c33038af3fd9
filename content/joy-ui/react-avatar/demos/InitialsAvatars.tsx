import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

const people = [
  { name: 'Amara Okafor', initials: 'AO' },
  { name: 'Lucas Ferreira', initials: 'LF' },
  { name: 'Mei Tanaka', initials: 'MT' },
];

export default function InitialsAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {people.map((person) => (
        // role="img" with a label makes screen readers say the name, not the letters.
        <Avatar key={person.name} role="img" aria-label={person.name}>
          {person.initials}
        </Avatar>
      ))}
    </Stack>
  );
}
