import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const steps = ['Shipping address', 'Payment method', 'Confirm order'];

export default function CheckoutStepper() {
  const [active, setActive] = React.useState(0);
  const done = active === steps.length;

  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 2 }}>
      <Stepper>
        {steps.map((label, index) => (
          <Step
            key={label}
            completed={index < active}
            aria-current={index === active ? 'step' : undefined}
            indicator={
              <StepIndicator variant={index <= active ? 'solid' : 'soft'} color={index < active ? 'success' : index === active ? 'primary' : 'neutral'}>
                {index < active ? <Check /> : index + 1}
              </StepIndicator>
            }
            // Completed steps color the connector that follows them.
            sx={index < active ? { '--Step-connectorBg': 'var(--joy-palette-success-solidBg)' } : undefined}
          >
            {label}
          </Step>
        ))}
      </Stepper>
      <Typography level="body-sm" aria-live="polite">
        {done ? 'Order placed. A confirmation email is on its way.' : `Step ${active + 1} of ${steps.length}: ${steps[active]}`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button variant="plain" color="neutral" disabled={active === 0} onClick={() => setActive(done ? 0 : active - 1)}>
          {done ? 'Start over' : 'Back'}
        </Button>
        {!done && <Button onClick={() => setActive(active + 1)}>{active === steps.length - 1 ? 'Place order' : 'Next'}</Button>}
      </Box>
    </Box>
  );
}
