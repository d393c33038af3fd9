import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Plan = 'starter' | 'team' | 'enterprise';

const plans: Record<Plan, string> = { starter: 'Starter', team: 'Team', enterprise: 'Enterprise' };

function isPlan(value: string): value is Plan {
  return value in plans;
}

export default function TypedValues() {
  const id = React.useId();
  const [plan, setPlan] = React.useState<Plan>('team');
  const [seats, setSeats] = React.useState<[number, number]>([5, 25]);

  const handlePlanChange = (event: SelectChangeEvent<Plan>) => {
    // event.target.value is typed `Plan | string`: narrow it before storing it.
    const { value } = event.target;
    if (isPlan(value)) setPlan(value);
  };

  const handleSeatsChange = (event: Event, value: number | number[]) => {
    // Slider reports `number | number[]`; this one always has two thumbs.
    if (Array.isArray(value)) setSeats([value[0]!, value[1]!]);
  };

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 320 }}>
      <FormControl>
        <InputLabel id={`${id}-plan`}>Plan</InputLabel>
        <Select<Plan> labelId={`${id}-plan`} label="Plan" value={plan} onChange={handlePlanChange}>
          {Object.entries(plans).map(([value, name]) => (
            <MenuItem key={value} value={value}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <div>
        <Typography id={`${id}-seats`} gutterBottom>
          Seats
        </Typography>
        <Slider
          aria-labelledby={`${id}-seats`}
          value={seats}
          onChange={handleSeatsChange}
          min={1}
          max={100}
          valueLabelDisplay="auto"
        />
      </div>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {plans[plan]} plan, {seats[0]} to {seats[1]} seats
      </Typography>
    </Stack>
  );
}
