import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const variants = ['outlined', 'filled', 'standard'] as const;

export default function SelectVariants() {
  const [shipping, setShipping] = React.useState('ground');

  const handleChange = (event: SelectChangeEvent) => {
    setShipping(event.target.value);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {variants.map((variant) => (
        // The variant goes on FormControl, so the label and the input agree.
        <FormControl key={variant} variant={variant} sx={{ minWidth: 160 }}>
          <InputLabel id={`variant-${variant}-label`}>Shipping ({variant})</InputLabel>
          <Select
            labelId={`variant-${variant}-label`}
            value={shipping}
            onChange={handleChange}
            label={variant === 'outlined' ? `Shipping (${variant})` : undefined}
          >
            <MenuItem value="ground">Ground</MenuItem>
            <MenuItem value="air">Two-day air</MenuItem>
            <MenuItem value="overnight">Overnight</MenuItem>
          </Select>
        </FormControl>
      ))}
    </Stack>
  );
}
