import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function ErrorRadios() {
  const ids = React.useId();
  const [answer, setAnswer] = React.useState('');
  const [helperText, setHelperText] = React.useState('Pick one answer, then check it.');
  const [error, setError] = React.useState(false);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setAnswer(event.target.value);
    setHelperText(' ');
    setError(false);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answer === 'mercury') {
      setHelperText('Correct: Mercury orbits the Sun in 88 days.');
      setError(false);
    } else {
      setHelperText(answer ? 'Not quite. Try again.' : 'Choose an answer first.');
      setError(true);
    }
  };

  return (
    <form onSubmit={handleSubmit}>
      <FormControl error={error} variant="standard">
        <FormLabel id={`${ids}-label`}>Which planet is closest to the Sun?</FormLabel>
        <RadioGroup
          aria-labelledby={`${ids}-label`}
          aria-describedby={`${ids}-helper`}
          name="closest-planet"
          value={answer}
          onChange={handleChange}
        >
          <FormControlLabel value="venus" control={<Radio />} label="Venus" />
          <FormControlLabel value="mercury" control={<Radio />} label="Mercury" />
          <FormControlLabel value="mars" control={<Radio />} label="Mars" />
        </RadioGroup>
        <FormHelperText id={`${ids}-helper`}>{helperText}</FormHelperText>
        <Button sx={{ mt: 1, alignSelf: 'flex-start' }} type="submit" variant="outlined">
          Check answer
        </Button>
      </FormControl>
    </form>
  );
}
