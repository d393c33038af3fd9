import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const warehouses = ['Antwerp', 'Gdańsk', 'Hamburg', 'Le Havre', 'Rotterdam', 'Valencia'];

export default function LoadOnOpen() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<string[] | null>(null);
  const loading = open && options === null;

  React.useEffect(() => {
    if (!loading) return undefined;
    // Fetch once, the first time the list opens (simulated: 1 second).
    const timer = setTimeout(() => setOptions(warehouses), 1000);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Autocomplete
      id="autocomplete-load-on-open"
      sx={{ width: 300 }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options ?? []}
      loading={loading}
      loadingText="Loading warehouses…"
      renderInput={(params) => <TextField {...params} label="Ship from" />}
    />
  );
}
