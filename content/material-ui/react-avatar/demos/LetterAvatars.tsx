import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

// The same name always gives the same color: a small hash of the name picks a hue.
function colorFromName(name: string) {
  let hash = 0;
  for (const char of name) {
    hash = (hash * 31 + char.charCodeAt(0)) % 360;
  }
  return `hsl(${hash}, 55%, 42%)`;
}

function initials(name: string) {
  const parts = name.split(' ');
  return `${name.charAt(0)}${(parts[parts.length - 1] ?? '').charAt(0)}`;
}

const people = ['Priya Raman', 'Tomás Ortega', 'Grace Whitfield', 'Kwame Mensah'];

export default function LetterAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {people.map((name) => (
        <Avatar key={name} sx={{ bgcolor: colorFromName(name), color: '#fff' }} role="img" aria-label={name}>
          {initials(name)}
        </Avatar>
      ))}
    </Stack>
  );
}
