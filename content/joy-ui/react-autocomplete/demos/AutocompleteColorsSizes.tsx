import Autocomplete from '@mui/joy/Autocomplete';
import Stack from '@mui/joy/Stack';

const fruits = ['Apple', 'Banana', 'Cherry', 'Mango', 'Pear', 'Plum'];
const colors = ['neutral', 'primary', 'danger', 'success', 'warning'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function AutocompleteColorsSizes() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack spacing={1} sx={{ width: 220 }}>
        {colors.map((color) => (
          <Autocomplete key={color} color={color} variant="soft" options={fruits} placeholder={color} aria-label={`Fruit (${color})`} />
        ))}
      </Stack>
      <Stack spacing={1} sx={{ width: 220 }}>
        {sizes.map((size) => (
          <Autocomplete key={size} size={size} options={fruits} placeholder={`Size ${size}`} aria-label={`Fruit (size ${size})`} />
        ))}
      </Stack>
    </Stack>
  );
}
