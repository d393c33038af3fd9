import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const currencies = [
  { code: 'EUR', label: '€ Euro' },
  { code: 'GBP', label: '£ Pound sterling' },
  { code: 'JPY', label: '¥ Japanese yen' },
  { code: 'USD', label: '$ US dollar' },
];

export default function SelectTextField() {
  const [currency, setCurrency] = React.useState('EUR');

  const handleChange = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setCurrency(event.target.value);
  };

  // `select` turns the field into a drop-down; each MenuItem is one option.
  return (
    <TextField
      id="select-currency"
      select
      label="Currency"
      value={currency}
      onChange={handleChange}
      helperText="Prices are shown in this currency."
      sx={{ minWidth: 240 }}
    >
      {currencies.map((option) => (
        <MenuItem key={option.code} value={option.code}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
