import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioValidation() {
  const [value, setValue] = React.useState('');
  const [error, setError] = React.useState(false);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setError(value === '');
      }}
    >
      {/* error on the FormControl colors the radios and the helper text. */}
      <FormControl error={error}>
        <FormLabel>How did you hear about us?</FormLabel>
        <RadioGroup name="source" value={value} onChange={(event) => { setValue(event.target.value); setError(false); }}>
          <Radio value="friend" label="From a friend" />
          <Radio value="search" label="Search engine" />
          <Radio value="podcast" label="A podcast" />
        </RadioGroup>
        <FormHelperText>{error ? 'Choose one answer to continue.' : 'Pick the closest answer.'}</FormHelperText>
        <Button type="submit" variant="outlined" sx={{ mt: 1.5, alignSelf: 'flex-start' }}>
          Continue
        </Button>
      </FormControl>
    </form>
  );
}
