import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const plans: Record<string, string> = { monthly: '$12 per month', yearly: '$120 per year (2 months free)' };

export default function ControlledRadioButtonsGroup() {
  const labelId = React.useId();
  const [billing, setBilling] = React.useState('monthly');

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setBilling(event.target.value);
  };

  return (
    <FormControl>
      <FormLabel id={labelId}>Billing period</FormLabel>
      <RadioGroup aria-labelledby={labelId} name="billing-period" value={billing} onChange={handleChange}>
        <FormControlLabel value="monthly" control={<Radio />} label="Monthly" />
        <FormControlLabel value="yearly" control={<Radio />} label="Yearly" />
      </RadioGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        You pay {plans[billing]}.
      </Typography>
    </FormControl>
  );
}
