import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

// An inline SVG as a data URL stands in for a profile photo.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#fde68a"/><circle cx="32" cy="26" r="12" fill="#92400e"/><path d="M10 64c2-14 11-20 22-20s20 6 22 20z" fill="#b45309"/></svg>',
)}`;

export default function ImageAvatar() {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar src={portrait} alt="Rosa Delgado" size="lg" />
      <div>
        <Typography level="title-sm">Rosa Delgado</Typography>
        <Typography level="body-xs">Head of research</Typography>
      </div>
    </Stack>
  );
}
