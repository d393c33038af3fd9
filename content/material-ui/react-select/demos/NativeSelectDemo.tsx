import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Select from '@mui/material/Select';

export default function NativeSelectDemo() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {/* NativeSelect: a standard-variant field around a native <select>. */}
      <FormControl sx={{ minWidth: 180 }}>
        <InputLabel variant="standard" htmlFor="native-year">
          Year of study
        </InputLabel>
        <NativeSelect defaultValue="2" inputProps={{ name: 'year', id: 'native-year' }}>
          <option value="1">First year</option>
          <option value="2">Second year</option>
          <option value="3">Third year</option>
          <option value="4">Fourth year</option>
        </NativeSelect>
      </FormControl>
      {/* Select with `native`: any variant, here outlined. */}
      <FormControl sx={{ minWidth: 180 }}>
        <InputLabel htmlFor="native-outlined-major">Major</InputLabel>
        <Select native defaultValue="bio" label="Major" inputProps={{ name: 'major', id: 'native-outlined-major' }}>
          <option value="bio">Biology</option>
          <option value="cs">Computer science</option>
          <option value="his">History</option>
        </Select>
      </FormControl>
    </Stack>
  );
}
