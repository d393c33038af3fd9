import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

export default function DisabledSelect() {
  return (
    <Stack spacing={2} sx={{ width: 260 }}>
      <FormControl>
        <FormLabel>Seat class</FormLabel>
        <Select defaultValue="economy">
          <Option value="economy">Economy</Option>
          <Option value="premium">Premium economy</Option>
          {/* A disabled option is skipped by the keyboard and cannot be chosen. */}
          <Option value="business" disabled>
            Business (sold out)
          </Option>
        </Select>
      </FormControl>
      <FormControl disabled>
        <FormLabel>Meal</FormLabel>
        <Select defaultValue="none">
          <Option value="none">Not available on this flight</Option>
        </Select>
        <FormHelperText>Meals are served on flights over three hours.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
