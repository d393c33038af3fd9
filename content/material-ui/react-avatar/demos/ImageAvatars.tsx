import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

// Drawn portraits as inline SVG data URIs, so the demo needs no network.
function portrait(background: string, skin: string, hair: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><circle cx="32" cy="26" r="13" fill="${hair}"/><circle cx="32" cy="29" r="10" fill="${skin}"/><path d="M10 64c2-13 11-20 22-20s20 7 22 20z" fill="${hair}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const team = [
  { name: 'Amara Okafor', src: portrait('#b3e5fc', '#8d5524', '#2d1b0e') },
  { name: 'Lukas Brandt', src: portrait('#ffe0b2', '#f1c27d', '#a1662f') },
  { name: 'Mei Tanaka', src: portrait('#d1c4e9', '#ffdbac', '#1b1b1b') },
];

export default function ImageAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {team.map((person) => (
        <Avatar key={person.name} alt={person.name} src={person.src} />
      ))}
    </Stack>
  );
}
