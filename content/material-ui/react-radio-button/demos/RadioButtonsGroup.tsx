import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioButtonsGroup() {
  const labelId = React.useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Delivery speed</FormLabel>
      {/* `aria-labelledby` names the radiogroup after the visible label. */}
      <RadioGroup aria-labelledby={labelId} defaultValue="standard" name="delivery-speed">
        <FormControlLabel value="standard" control={<Radio />} label="Standard (3–5 days)" />
        <FormControlLabel value="express" control={<Radio />} label="Express (1–2 days)" />
        <FormControlLabel value="same-day" control={<Radio />} label="Same day" />
        <FormControlLabel value="drone" disabled control={<Radio />} label="Drone (coming soon)" />
      </RadioGroup>
    </FormControl>
  );
}
