import * as React from 'react';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';

const SLIDES = 5;

export default function DotsMobileStepper() {
  const [activeStep, setActiveStep] = React.useState(0);

  return (
    // The dots are decorative: the buttons' labels say where the reader is.
    <MobileStepper
      variant="dots"
      position="static"
      steps={SLIDES}
      activeStep={activeStep}
      sx={{ width: '100%', maxWidth: 400 }}
      nextButton={
        <Button
          size="small"
          onClick={() => setActiveStep((step) => step + 1)}
          disabled={activeStep === SLIDES - 1}
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
