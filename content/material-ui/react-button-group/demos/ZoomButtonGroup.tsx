import * as React from 'react';
import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';

const steps = [50, 75, 100, 125, 150, 200];

export default function ZoomButtonGroup() {
  const [step, setStep] = React.useState(2);

  return (
    <ButtonGroup variant="outlined" aria-label="Map zoom">
      {/* Icon-only buttons need an accessible name of their own. */}
      <Button aria-label="Zoom out" disabled={step === 0} onClick={() => setStep(step - 1)}>
        <ZoomOutIcon />
      </Button>
      <Button aria-label={`Zoom ${steps[step]}%, reset to 100%`} onClick={() => setStep(2)} sx={{ minWidth: 72 }}>
        {steps[step]}%
      </Button>
      <Button
        aria-label="Zoom in"
        disabled={step === steps.length - 1}
        onClick={() => setStep(step + 1)}
      >
        <ZoomInIcon />
      </Button>
    </ButtonGroup>
  );
}
