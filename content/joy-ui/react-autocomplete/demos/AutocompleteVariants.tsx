import Autocomplete from '@mui/joy/Autocomplete';
import Stack from '@mui/joy/Stack';

const cities = ['Amsterdam', 'Barcelona', 'Copenhagen', 'Dublin', 'Edinburgh', 'Florence'];
const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function AutocompleteVariants() {
  return (
    <Stack spacing={1.5} sx={{ width: 300 }}>
      {variants.map((variant) => (
        <Autocomplete
          key={variant}
          variant={variant}
          options={cities}
          placeholder={`Variant: ${variant}`}
          aria-label={`City (${variant})`}
        />
      ))}
    </Stack>
  );
}
