import Box from '@mui/material/Box';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const sizes = [
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium' },
  { value: 'l', label: 'Large' },
];

// One select per state; each FormControl passes its state to the label, input and helper text.
interface SizeSelectProps {
  id: string;
  label: string;
  helper: string;
  state: Pick<FormControlProps, 'disabled' | 'error' | 'required'>;
  defaultValue?: string;
  readOnly?: boolean;
}

function SizeSelect(props: SizeSelectProps) {
  const { id, label, helper, state, defaultValue = 'm', readOnly } = props;
  return (
    <FormControl sx={{ minWidth: 160 }} {...state}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        defaultValue={defaultValue}
        label={label}
        inputProps={{ readOnly, 'aria-describedby': `${id}-helper` }}
      >
        {sizes.map((size) => (
          <MenuItem key={size.value} value={size.value}>
            {size.label}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText>
    </FormControl>
  );
}

export default function SelectStates() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <SizeSelect id="state-disabled" label="Size" helper="Disabled: sold out" state={{ disabled: true }} />
      <SizeSelect id="state-error" label="Size" helper="Error: pick another size" state={{ error: true }} />
      <SizeSelect id="state-readonly" label="Size" helper="Read only: set by your order" state={{}} readOnly />
      <SizeSelect id="state-required" label="Size" helper="Required" state={{ required: true }} defaultValue="" />
    </Box>
  );
}
