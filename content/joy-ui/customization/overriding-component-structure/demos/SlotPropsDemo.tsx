import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const countries = ['Argentina', 'Australia', 'Brazil', 'Canada', 'Denmark', 'Egypt', 'France', 'Germany', 'India', 'Japan', 'Kenya', 'Mexico'];

export default function SlotPropsDemo() {
  return (
    <Stack spacing={2} sx={{ width: 280, mx: 'auto' }}>
      <FormControl>
        <FormLabel>Quantity</FormLabel>
        {/* Attributes for the real <input>, not for the Input's outer <div>. */}
        <Input type="number" defaultValue={1} slotProps={{ input: { min: 1, max: 20, step: 1, inputMode: 'numeric' } }} />
      </FormControl>
      <FormControl>
        <FormLabel>Country</FormLabel>
        {/* Style the popup list: cap its height so it scrolls. */}
        <Select placeholder="Choose a country" slotProps={{ listbox: { sx: { maxHeight: 200, overflow: 'auto' } } }}>
          {countries.map((country) => (
            <Option key={country} value={country}>
              {country}
            </Option>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
