import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RowRadioButtonsGroup() {
  const labelId = React.useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>T-shirt size</FormLabel>
      <RadioGroup row aria-labelledby={labelId} defaultValue="m" name="shirt-size">
        <FormControlLabel value="s" control={<Radio />} label="S" />
        <FormControlLabel value="m" control={<Radio />} label="M" />
        <FormControlLabel value="l" control={<Radio />} label="L" />
        <FormControlLabel value="xl" control={<Radio />} label="XL" />
      </RadioGroup>
    </FormControl>
  );
}
