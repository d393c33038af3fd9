import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

const placements = ['top', 'start', 'bottom', 'end'] as const;

export default function SwitchLabelPlacement() {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Label placement</FormLabel>
      <FormGroup row>
        {placements.map((placement) => (
          <FormControlLabel
            key={placement}
            value={placement}
            control={<Switch />}
            label={placement.charAt(0).toUpperCase() + placement.slice(1)}
            labelPlacement={placement}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
