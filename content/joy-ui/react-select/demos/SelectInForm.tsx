import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SelectInForm() {
  const [submitted, setSubmitted] = React.useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setSubmitted(JSON.stringify(Object.fromEntries(data)));
      }}
    >
      <Stack spacing={1.5} sx={{ width: 260 }}>
        {/* `name` adds a hidden input that carries the value; `required` on the Select blocks an empty submit
            (on the FormControl it only adds the label's asterisk). */}
        <FormControl required>
          <FormLabel>Pet size</FormLabel>
          <Select name="petSize" required placeholder="Choose a size">
            <Option value="small">Small (under 10 kg)</Option>
            <Option value="medium">Medium (10–25 kg)</Option>
            <Option value="large">Large (over 25 kg)</Option>
          </Select>
        </FormControl>
        <Button type="submit">Book a grooming slot</Button>
        <Typography level="body-sm" aria-live="polite">
          {submitted && `Submitted: ${submitted}`}
        </Typography>
      </Stack>
    </form>
  );
}
