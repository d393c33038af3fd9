import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Checkbox defaultChecked />} label="Send me order updates" />
      <FormControlLabel required control={<Checkbox />} label="I agree to the terms of sale" />
      <FormControlLabel disabled control={<Checkbox />} label="Gift wrap (not available for e-books)" />
    </FormGroup>
  );
}
