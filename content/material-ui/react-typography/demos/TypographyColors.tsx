import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const colors = [
  'primary', 'secondary', 'success', 'error', 'info', 'warning',
  'textPrimary', 'textSecondary', 'textDisabled',
] as const;

export default function TypographyColors() {
  return (
    <Stack spacing={0.5}>
      {colors.map((color) => (
        <Typography key={color} color={color}>
          {`color="${color}": Order #2048 has shipped`}
        </Typography>
      ))}
      {/* Any palette path works through sx. */}
      <Typography sx={{ color: 'secondary.dark' }}>{'sx color "secondary.dark": Order #2049 is packed'}</Typography>
    </Stack>
  );
}
