import * as React from 'react';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';

const QUESTIONS = 6;

export default function ProgressMobileStepper() {
  const [activeStep, setActiveStep] = React.useState(1);

  return (
    <MobileStepper
      variant="progress"
      position="static"
      steps={QUESTIONS}
      activeStep={activeStep}
      // The bar is a LinearProgress: name it for screen readers.
      LinearProgressProps={{
        'aria-label': `Survey progress, question ${activeStep + 1} of ${QUESTIONS}`,
      }}
      sx={{ width: '100%', maxWidth: 400, flexGrow: 1 }}
      nextButton={
        <Button
          size="small"
          onClick={() => setActiveStep((step) => step + 1)}
          disabled={activeStep === QUESTIONS - 1}
        >
          Next
        </Button>
      }
      backButton={
        <Button
          size="small"
          onClick={() => setActiveStep((step) => step - 1)}
          disabled={activeStep === 0}
        >
          Back
        </Button>
      }
    />
  );
}
