import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';

const sizes = ['small', 'medium', 'large'] as const;

export default function FabSizes() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <Fab key={size} size={size} color="primary" aria-label={`Add a contact (${size})`}>
            <AddIcon />
          </Fab>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {sizes.map((size) => (
          <Fab key={size} size={size} variant="extended" color="primary">
            <AddIcon sx={{ mr: 1 }} />
            {size}
          </Fab>
        ))}
      </Stack>
    </Stack>
  );
}
