import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const statuses = [
  { label: 'Draft', color: 'default' },
  { label: 'In review', color: 'primary' },
  { label: 'Featured', color: 'secondary' },
  { label: 'Published', color: 'success' },
  { label: 'Scheduled', color: 'info' },
  { label: 'Expiring', color: 'warning' },
  { label: 'Rejected', color: 'error' },
] as const;

export default function ColorChips() {
  return (
    <Stack spacing={1.5}>
      {(['filled', 'outlined'] as const).map((variant) => (
        <Stack key={variant} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {statuses.map((status) => (
            <Chip key={status.label} label={status.label} color={status.color} variant={variant} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
