import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Company details', 'Tax information', 'Bank account'];

export default function NonLinearStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [completed, setCompleted] = React.useState<Record<number, boolean>>({ 1: true });
  const doneCount = Object.values(completed).filter(Boolean).length;

  const handleComplete = () => {
    const next = { ...completed, [activeStep]: true };
    setCompleted(next);
    // Go to the first step that is still open, if any.
    const open = steps.findIndex((_, index) => !next[index]);
    if (open !== -1) setActiveStep(open);
  };

  return (
    <Box sx={{ width: '100%' }}>
      {/* nonLinear: steps can be done in any order; StepButton makes each one clickable. */}
      <Stepper nonLinear activeStep={activeStep}>
        {steps.map((label, index) => (
          <Step key={label} completed={completed[index]}>
            <StepButton color="inherit" onClick={() => setActiveStep(index)}>
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3 }}>
        <Typography>
          {doneCount === steps.length
            ? 'All steps are done. Your account is ready for payouts.'
            : `${steps[activeStep]} (${doneCount} of ${steps.length} done)`}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, pt: 2 }}>
          <Button color="inherit" onClick={() => setCompleted({})}>
            Reset
          </Button>
          <Box sx={{ flex: '1 1 auto' }} />
          <Button
            variant="contained"
            onClick={handleComplete}
            disabled={Boolean(completed[activeStep])}
          >
            {completed[activeStep] ? 'Done' : 'Mark as done'}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
