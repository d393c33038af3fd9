import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CircleIcon from '@mui/icons-material/Circle';

const colors = ['inherit', 'action', 'disabled', 'primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;

export default function IconColors() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {colors.map((color) => (
          <Stack key={color} sx={{ alignItems: 'center', width: 72 }}>
            <CircleIcon color={color} />
            <Typography variant="caption">{color}</Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Stack sx={{ alignItems: 'center', width: 120 }}>
          {/* htmlColor sets any CSS color as the fill. */}
          <CircleIcon htmlColor="#8e24aa" />
          <Typography variant="caption">htmlColor</Typography>
        </Stack>
        <Stack sx={{ alignItems: 'center', width: 120 }}>
          {/* sx reaches palette shades that color does not. */}
          <CircleIcon sx={{ color: 'primary.light' }} />
          <Typography variant="caption">sx primary.light</Typography>
        </Stack>
      </Stack>
    </Stack>
  );
}
