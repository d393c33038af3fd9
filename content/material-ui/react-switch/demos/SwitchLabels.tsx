import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function SwitchLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Switch defaultChecked />} label="Show line numbers" />
      <FormControlLabel required control={<Switch />} label="Share usage statistics" />
      <FormControlLabel disabled control={<Switch />} label="Sync settings (sign in first)" />
    </FormGroup>
  );
}
