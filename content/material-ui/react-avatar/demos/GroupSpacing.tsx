import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const crew = ['Hana Kim', 'Omar Said', 'Lucía Ruiz', 'Theo Brandt'];

function Crew({ spacing, label }: { spacing: string; label: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {/* In 6.0.0-rc.0 the overlap is read from this CSS variable (see the note below). */}
      <AvatarGroup sx={{ '--AvatarGroup-spacing': spacing }}>
        {crew.map((name) => (
          <Avatar key={name} alt={name} sx={{ bgcolor: 'secondary.main' }}>
            {name[0]}
          </Avatar>
        ))}
      </AvatarGroup>
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}

export default function GroupSpacing() {
  return (
    <Stack spacing={2}>
      <Crew spacing="-16px" label="Tight (-16px)" />
      <Crew spacing="-8px" label="Default (-8px)" />
      <Crew spacing="4px" label="Apart (4px)" />
    </Stack>
  );
}
