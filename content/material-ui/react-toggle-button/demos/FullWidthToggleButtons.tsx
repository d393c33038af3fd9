import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const prices = { monthly: '$12 per month', yearly: '$120 per year (2 months free)' };

export default function FullWidthToggleButtons() {
  const [period, setPeriod] = React.useState<keyof typeof prices>('monthly');

  return (
    <Box sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}>
      <ToggleButtonGroup
        fullWidth
        color="primary"
        value={period}
        exclusive
        onChange={(event, next: keyof typeof prices | null) => next && setPeriod(next)}
        aria-label="Billing period"
      >
        <ToggleButton value="monthly">Monthly</ToggleButton>
        <ToggleButton value="yearly">Yearly</ToggleButton>
      </ToggleButtonGroup>
      <Typography sx={{ mt: 2, textAlign: 'center' }}>{prices[period]}</Typography>
    </Box>
  );
}
