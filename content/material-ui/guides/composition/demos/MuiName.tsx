import * as React from 'react';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel, { type StepLabelProps } from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

// Two wrappers that add the same caption under the label.
function PlainLabel(props: StepLabelProps) {
  return <StepLabel {...props} optional={<Typography variant="caption">Required</Typography>} />;
}

function RecognizedLabel(props: StepLabelProps) {
  return <StepLabel {...props} optional={<Typography variant="caption">Required</Typography>} />;
}
// StepButton checks its child's muiName: with it, the child is used as the label.
RecognizedLabel.muiName = 'StepLabel';

const steps = ['Shipping', 'Payment', 'Review'];

function Checkout({ Label, title }: { Label: React.ElementType<StepLabelProps>; title: string }) {
  const [active, setActive] = React.useState(1);
  return (
    <div>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      <Stepper nonLinear activeStep={active} sx={{ overflowX: 'auto', pb: 1 }}>
        {steps.map((step, index) => (
          <Step key={step}>
            <StepButton onClick={() => setActive(index)}>
              <Label>{step}</Label>
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </div>
  );
}

export default function MuiName() {
  return (
    <Stack spacing={4} sx={{ width: '100%' }}>
      <Checkout Label={PlainLabel} title="Without muiName: StepButton adds a second label" />
      <Checkout Label={RecognizedLabel} title="With muiName = 'StepLabel'" />
    </Stack>
  );
}
