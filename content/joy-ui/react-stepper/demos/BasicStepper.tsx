import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';

const steps = ['Cart', 'Shipping', 'Payment'];
const activeStep = 1;

export default function BasicStepper() {
  return (
    <Stepper sx={{ width: '100%' }}>
      {steps.map((label, index) => (
        <Step
          key={label}
          active={index === activeStep}
          completed={index < activeStep}
          aria-current={index === activeStep ? 'step' : undefined}
          indicator={
            <StepIndicator
              variant={index <= activeStep ? 'solid' : 'soft'}
              color={index <= activeStep ? 'primary' : 'neutral'}
            >
              {index + 1}
            </StepIndicator>
          }
        >
          {label}
        </Step>
      ))}
    </Stepper>
  );
}
