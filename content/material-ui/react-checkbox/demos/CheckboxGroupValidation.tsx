import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const genres = ['Mystery', 'Science fiction', 'Biography', 'Poetry'];

export default function CheckboxGroupValidation() {
  const [picked, setPicked] = React.useState<string[]>(['Mystery', 'Science fiction', 'Poetry']);
  const error = picked.length !== 2;

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const { name, checked } = event.target;
    setPicked((current) => (checked ? [...current, name] : current.filter((genre) => genre !== name)));
  };

  return (
    // `component="fieldset"` groups the checkboxes; FormLabel then renders the `<legend>`.
    <FormControl component="fieldset" variant="standard" required error={error}>
      <FormLabel component="legend">Pick two genres for your book club</FormLabel>
      <FormGroup>
        {genres.map((genre) => (
          <FormControlLabel
            key={genre}
            control={<Checkbox name={genre} checked={picked.includes(genre)} onChange={handleChange} />}
            label={genre}
          />
        ))}
      </FormGroup>
      <FormHelperText>{error ? `You picked ${picked.length}: choose exactly two.` : 'Good choice.'}</FormHelperText>
    </FormControl>
  );
}
