import Stack from '@mui/material/Stack';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Input from '@mui/material/Input';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export default function InputComponents() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormControl variant="outlined">
        <InputLabel htmlFor="parts-budget">Budget</InputLabel>
        {/* OutlinedInput needs the label text too, to cut the gap in the outline. */}
        <OutlinedInput
          id="parts-budget"
          label="Budget"
          defaultValue="1200"
          startAdornment={<InputAdornment position="start">$</InputAdornment>}
          aria-describedby="parts-budget-helper"
        />
        <FormHelperText id="parts-budget-helper">Per month</FormHelperText>
      </FormControl>
      <FormControl variant="filled">
        <InputLabel htmlFor="parts-team">Team</InputLabel>
        <FilledInput id="parts-team" defaultValue="Design systems" />
      </FormControl>
      <FormControl variant="standard">
        <InputLabel htmlFor="parts-office">Office</InputLabel>
        <Input id="parts-office" defaultValue="Lisbon" />
      </FormControl>
    </Stack>
  );
}
