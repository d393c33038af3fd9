import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function RadioColorsSizes() {
  return (
    <Stack spacing={3}>
      <RadioGroup orientation="horizontal" defaultValue="success" name="colors" aria-label="Colors" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {colors.map((color) => (
          <Radio key={color} value={color} color={color} label={color} />
        ))}
      </RadioGroup>
      <RadioGroup orientation="horizontal" defaultValue="md" name="sizes" aria-label="Sizes" sx={{ alignItems: 'center', gap: 2 }}>
        {sizes.map((size) => (
          <Radio key={size} value={size} size={size} label={`Size ${size}`} />
        ))}
      </RadioGroup>
    </Stack>
  );
}
