import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const countries = [
  'Argentina', 'Australia', 'Austria', 'Belgium', 'Brazil', 'Canada', 'Chile', 'Denmark',
  'Finland', 'France', 'Germany', 'India', 'Ireland', 'Italy', 'Japan', 'Mexico',
  'Netherlands', 'Norway', 'Poland', 'Portugal', 'Spain', 'Sweden', 'Switzerland',
];

export default function SelectListbox() {
  return (
    <FormControl sx={{ width: 220 }}>
      <FormLabel>Country</FormLabel>
      <Select
        placeholder="Choose a country"
        slotProps={{
          listbox: {
            // The listbox is a Popper: place it, give it its own variant, cap its height.
            placement: 'bottom-start',
            variant: 'soft',
            sx: { maxHeight: 240, minWidth: 260 },
          },
        }}
      >
        {countries.map((country) => (
          <Option key={country} value={country}>
            {country}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
