import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Typography from '@mui/joy/Typography';
import PersonRounded from '@mui/icons-material/PersonRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';

const steps = [
  { label: 'Details', icon: <PersonRounded /> },
  { label: 'Address', icon: <HomeRounded /> },
  { label: 'Payment', icon: <CreditCardRounded /> },
];

export default function LabelsBelowStepper() {
  return (
    <Stepper size="lg" sx={{ width: '100%' }}>
      {steps.map((step, index) => (
        // orientation="vertical" on each Step puts the label under the indicator.
        <Step
          key={step.label}
          orientation="vertical"
          active={index === 0}
          aria-current={index === 0 ? 'step' : undefined}
          indicator={
            <StepIndicator variant={index === 0 ? 'solid' : 'outlined'} color={index === 0 ? 'primary' : 'neutral'}>
              {step.icon}
            </StepIndicator>
          }
        >
          <Typography level="title-sm">{step.label}</Typography>
        </Step>
      ))}
    </Stepper>
  );
}
