import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const colors = ['neutral', 'primary', 'danger', 'success', 'warning'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function TextareaColorsSizes() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack spacing={1} sx={{ width: 240 }}>
        {colors.map((color) => (
          <Textarea key={color} color={color} variant="soft" placeholder={`Color: ${color}`} aria-label={`${color} textarea`} />
        ))}
      </Stack>
      <Stack spacing={1} sx={{ width: 240 }}>
        {sizes.map((size) => (
          <Textarea key={size} size={size} minRows={2} placeholder={`Size: ${size}`} aria-label={`Size ${size} textarea`} />
        ))}
      </Stack>
    </Stack>
  );
}
