import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const placements = ['top', 'start', 'bottom', 'end'] as const;

export default function RadioLabelPlacement() {
  return (
    <FormControl>
      <FormLabel id="radio-placement-label">Label placement</FormLabel>
      <RadioGroup row aria-labelledby="radio-placement-label" name="label-placement" defaultValue="top">
        {placements.map((placement) => (
          <FormControlLabel
            key={placement}
            value={placement}
            control={<Radio />}
            label={placement.charAt(0).toUpperCase() + placement.slice(1)}
            labelPlacement={placement}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
