import * as React from 'react';
import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';

const sections = ['Basics', 'Schedule', 'Guests'];

export default function ClickableStepper() {
  const [active, setActive] = React.useState(0);

  return (
    <Stepper sx={{ width: '100%' }}>
      {sections.map((label, index) => (
        <Step
          key={label}
          active={index === active}
          indicator={
            <StepIndicator variant={index === active ? 'solid' : 'soft'} color={index === active ? 'primary' : 'neutral'}>
              {index + 1}
            </StepIndicator>
          }
        >
          {/* StepButton's clickable area covers the indicator too. */}
          <StepButton onClick={() => setActive(index)} aria-current={index === active ? 'step' : undefined}>
            {label}
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}
