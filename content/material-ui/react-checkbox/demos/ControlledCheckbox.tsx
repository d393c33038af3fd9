import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ControlledCheckbox() {
  const [expressShipping, setExpressShipping] = React.useState(true);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setExpressShipping(event.target.checked);
  };

  // useFlexGap keeps the label's negative margin, so the box lines up with the text below.
  return (
    <Stack spacing={1} useFlexGap>
      <FormControlLabel
        control={<Checkbox checked={expressShipping} onChange={handleChange} />}
        label="Express shipping (+$9.00)"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Order total: ${expressShipping ? '63.50' : '54.50'}
      </Typography>
    </Stack>
  );
}
