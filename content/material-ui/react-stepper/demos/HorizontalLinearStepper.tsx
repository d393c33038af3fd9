import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Choose a plan', 'Invite your team', 'Connect a domain'];
const optionalSteps = new Set([1, 2]);

export default function HorizontalLinearStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [skipped, setSkipped] = React.useState(new Set<number>());

  const handleNext = () => {
    setSkipped((previous) => new Set([...previous].filter((step) => step !== activeStep)));
    setActiveStep((step) => step + 1);
  };
  const handleSkip = () => {
    setSkipped((previous) => new Set(previous).add(activeStep));
    setActiveStep((step) => step + 1);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep}>
        {steps.map((label, index) => (
          // A skipped step is not completed, so it keeps its number instead of a check.
          <Step key={label} completed={skipped.has(index) ? false : undefined}>
            <StepLabel
              optional={
                optionalSteps.has(index) ? (
                  <Typography variant="caption">Optional</Typography>
                ) : null
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length ? (
        <Box sx={{ mt: 3 }}>
          <Typography>Your workspace is ready.</Typography>
          <Button
            onClick={() => {
              setActiveStep(0);
              setSkipped(new Set());
            }}
            sx={{ mt: 1 }}
          >
            Start over
          </Button>
        </Box>
      ) : (
        <Box sx={{ mt: 3 }}>
          <Typography>
            Step {activeStep + 1}: {steps[activeStep]}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, pt: 2 }}>
            <Button
              color="inherit"
              disabled={activeStep === 0}
              onClick={() => setActiveStep((step) => step - 1)}
            >
              Back
            </Button>
            <Box sx={{ flex: '1 1 auto' }} />
            {optionalSteps.has(activeStep) && (
              <Button color="inherit" onClick={handleSkip}>
                Skip
              </Button>
            )}
            <Button variant="contained" onClick={handleNext}>
              {activeStep === steps.length - 1 ? 'Finish' : 'Next'}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
