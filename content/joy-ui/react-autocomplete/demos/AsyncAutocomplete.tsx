import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Airport {
  code: string;
  city: string;
}

const airports: Airport[] = [
  { code: 'AMS', city: 'Amsterdam' },
  { code: 'CDG', city: 'Paris' },
  { code: 'FRA', city: 'Frankfurt' },
  { code: 'LIS', city: 'Lisbon' },
  { code: 'MAD', city: 'Madrid' },
  { code: 'NRT', city: 'Tokyo' },
  { code: 'YYZ', city: 'Toronto' },
];

export default function AsyncAutocomplete() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Airport[]>([]);
  const loading = open && options.length === 0;

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    // Opening the list starts the "request"; a real app would call its API here.
    const timer = setTimeout(() => setOptions(airports), 1500);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Departure airport</FormLabel>
      <Autocomplete
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        loading={loading}
        isOptionEqualToValue={(option, value) => option.code === value.code}
        getOptionLabel={(option) => `${option.city} (${option.code})`}
        placeholder="Open the list to load airports"
        endDecorator={loading ? <CircularProgress size="sm" aria-label="Loading airports" /> : null}
      />
    </FormControl>
  );
}
