import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const colors = ['neutral', 'primary', 'danger', 'success', 'warning'] as const;

export default function InputColors() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
      {colors.map((color) => (
        <Input key={color} color={color} variant="soft" placeholder={`Color: ${color}`} aria-label={`${color} input`} />
      ))}
    </Stack>
  );
}
