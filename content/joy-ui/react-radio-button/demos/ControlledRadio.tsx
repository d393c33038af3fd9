import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

export default function ControlledRadio() {
  const [billing, setBilling] = React.useState('yearly');
  return (
    <FormControl>
      <FormLabel>Billing period</FormLabel>
      <RadioGroup
        orientation="horizontal"
        name="billing"
        value={billing}
        onChange={(event) => setBilling(event.target.value)}
      >
        <Radio value="monthly" label="Monthly" />
        <Radio value="yearly" label="Yearly (two months free)" />
      </RadioGroup>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        You pay {billing === 'yearly' ? '$100 a year' : '$10 a month'}.
      </Typography>
    </FormControl>
  );
}
