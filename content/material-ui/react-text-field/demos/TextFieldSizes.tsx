import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const variants = ['outlined', 'filled', 'standard'] as const;

export default function TextFieldSizes() {
  return (
    <Stack spacing={2}>
      {(['small', 'medium'] as const).map((size) => (
        <Stack key={size} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {variants.map((variant) => (
            <TextField
              key={variant}
              id={`size-${size}-${variant}`}
              label={`City (${size})`}
              defaultValue="Lisbon"
              variant={variant}
              size={size}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
